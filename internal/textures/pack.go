package textures

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"github.com/texelforge/texelforge/internal/engine"
)

// iconSize is the edge of pack.png and pack_icon.png: a whole multiple of
// every texture size, so the icon is a crisp enlargement of the first texture.
const iconSize = 128

// zipFile is one file of a pack.
type zipFile struct {
	name string
	data []byte
}

// javaPack writes a Java Edition resource pack: pack.mcmeta, pack.png, the
// textures under assets/minecraft/textures/{block,item}/ and texelforge.txt.
func javaPack(entries []entry, v PackVersion, name, description string, now time.Time) ([]byte, error) {
	paths := make([]string, len(entries))
	for i, e := range entries {
		paths[i] = "assets/minecraft/textures/" + e.Folder + "/" + e.Name + ".png"
	}
	meta, err := packMcmeta(v.PackFormat, description)
	if err != nil {
		return nil, err
	}
	return writePack(layout{meta: zipFile{"pack.mcmeta", meta}, icon: "pack.png", paths: paths,
		edition: "Java Edition " + v.Label}, entries, name, now)
}

// bedrockPack writes a Bedrock .mcpack: manifest.json, pack_icon.png, the
// textures under textures/{blocks,items}/ with Bedrock's names, the
// terrain_texture.json and item_texture.json that list them, and
// texelforge.txt. The lists' keys are "texelforge_NAME" so that they never
// replace a vanilla short name (whose entry may hold several variants).
func bedrockPack(entries []entry, name, description string, now time.Time) ([]byte, error) {
	paths := make([]string, len(entries))
	atlas := map[string]map[string]any{"block": {}, "item": {}}
	for i, e := range entries {
		file := e.Name
		if !e.Custom {
			file = bedrockName(e.Name)
		}
		paths[i] = "textures/" + e.Folder + "s/" + file
		atlas[e.Folder]["texelforge_"+file] = map[string]string{"textures": paths[i]}
		paths[i] += ".png"
	}
	manifest, err := bedrockManifest(name, description)
	if err != nil {
		return nil, err
	}
	terrain, err := json.MarshalIndent(map[string]any{"resource_pack_name": name, "texture_name": "atlas.terrain",
		"padding": 8, "num_mip_levels": 4, "texture_data": atlas["block"]}, "", "  ")
	if err != nil {
		return nil, err
	}
	items, err := json.MarshalIndent(map[string]any{"resource_pack_name": name, "texture_name": "atlas.items",
		"texture_data": atlas["item"]}, "", "  ")
	if err != nil {
		return nil, err
	}
	return writePack(layout{meta: zipFile{"manifest.json", manifest}, icon: "pack_icon.png", paths: paths,
		extra:   []zipFile{{"textures/terrain_texture.json", terrain}, {"textures/item_texture.json", items}},
		edition: "Bedrock Edition"}, entries, name, now)
}

// layout is what differs between the editions' packs.
type layout struct {
	meta    zipFile   // pack.mcmeta or manifest.json
	icon    string    // the icon's file name
	paths   []string  // where each entry goes
	extra   []zipFile // after the textures
	edition string    // for texelforge.txt
}

// writePack zips a pack: the metadata, the icon, the textures, the extra
// files and texelforge.txt. Two textures at one path are apperr.Invalid.
func writePack(l layout, entries []entry, name string, now time.Time) ([]byte, error) {
	if err := checkUnique(l.paths); err != nil {
		return nil, err
	}
	icon, err := packIcon(entries[0].Texture)
	if err != nil {
		return nil, err
	}
	files := []zipFile{l.meta, {l.icon, icon}}
	for i, e := range entries {
		files = append(files, zipFile{l.paths[i], e.PNG})
	}
	files = append(files, l.extra...)
	files = append(files, zipFile{"texelforge.txt", credits(entries, l.paths, name, l.edition, now)})
	return writeZip(files, now)
}

// bedrockManifest is manifest.json (format 2) with fresh UUIDs: Bedrock tells
// packs apart by them, so every export is a pack of its own.
func bedrockManifest(name, description string) ([]byte, error) {
	version := []int{1, 0, 0}
	return json.MarshalIndent(map[string]any{
		"format_version": 2,
		"header": map[string]any{"name": name, "description": description, "uuid": uuid.NewString(), "version": version,
			"min_engine_version": []int{1, 20, 0}},
		"modules": []map[string]any{{"type": "resources", "uuid": uuid.NewString(), "version": version}},
	}, "", "  ")
}

// packIcon enlarges a texture to iconSize without smoothing.
func packIcon(t Texture) ([]byte, error) {
	img, err := decodeStored(t.PNG)
	if err != nil {
		return nil, err
	}
	return engine.EncodePNG(Scale(img, iconSize/t.Size))
}

// credits is texelforge.txt: where the pack came from and what each texture
// was asked for.
func credits(entries []entry, paths []string, name, edition string, now time.Time) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nMade with Texelforge on %s, for %s.\n\n", name, now.Format("2006-01-02"), edition)
	for i, e := range entries {
		fmt.Fprintf(&b, "%s\n  %s (%s, %dx%d)\n", paths[i], e.Title, e.Kind, e.Size, e.Size)
		if e.Prompt != "" {
			fmt.Fprintf(&b, "  prompt: %s\n", e.Prompt)
		}
	}
	return []byte(b.String())
}

func writeZip(files []zipFile, now time.Time) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: f.name, Method: zip.Deflate, Modified: now})
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.data); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
