package textures_test

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
	"github.com/texelforge/texelforge/internal/textures"
)

var ctx = context.Background()

// fixture is a service over a fresh SQLite store with one user's textures.
type fixture struct {
	svc  *textures.Service
	user int64
	ids  map[string]int64 // by title
}

func mustFixture(t *testing.T) fixture {
	t.Helper()
	db := storetest.MustOpen(t, store.SQLite)
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	f := fixture{svc: &textures.Service{Store: db, Now: func() time.Time { return now }}, ids: map[string]int64{}}
	f.user = mustUser(t, db, "maker")
	for _, tc := range []struct {
		title, kind string
		size        int
	}{{"Planks", "block", 16}, {"Ruby Sword", "item", 32}, {"Map Scrap", "flat", 16}, {"Big Stone", "block", 64}} {
		tex, err := f.svc.Create(ctx, f.user, textures.NewTexture{Title: tc.title, Prompt: "a " + strings.ToLower(tc.title),
			Kind: tc.kind, Size: tc.size, PNG: dataURL(mustPNG(t, pattern(tc.size)))})
		if err != nil {
			t.Fatal(err)
		}
		f.ids[tc.title] = tex.ID
	}
	return f
}

func mustUser(t *testing.T, db *store.DB, name string) int64 {
	t.Helper()
	u, err := db.InsertUser(ctx, account.NewUser{Username: name, Email: name + "@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

func (f fixture) export(r textures.ExportRequest, names map[string]string) (textures.Pack, error) {
	r.Names = map[string]string{}
	for title, name := range names {
		id := f.ids[title]
		r.IDs = append(r.IDs, id)
		r.Names[fmt.Sprint(id)] = name
	}
	slices.Sort(r.IDs) // map order is random; the first id (the icon) should not be
	return f.svc.Export(ctx, f.user, r)
}

// mustUnzip returns a pack's files by name, in order of the archive.
func mustUnzip(t *testing.T, data []byte) (map[string][]byte, []string) {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	files, names := map[string][]byte{}, []string{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		files[f.Name], names = b, append(names, f.Name)
	}
	return files, names
}

func mustEdge(t *testing.T, b []byte) int {
	t.Helper()
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Width != cfg.Height {
		t.Fatalf("not square: %dx%d", cfg.Width, cfg.Height)
	}
	return cfg.Width
}

func TestJavaPack(t *testing.T) {
	f := mustFixture(t)
	names := map[string]string{"Planks": "block/oak_planks", "Ruby Sword": "ruby_sword", "Map Scrap": "item/paper",
		"Big Stone": "big_stone"}
	pack, err := f.export(textures.ExportRequest{Edition: "java", Version: "1.21", PackName: "Ruby Pack!"}, names)
	if err != nil {
		t.Fatal(err)
	}
	if pack.FileName != "ruby_pack_.zip" || pack.ContentType != "application/zip" {
		t.Fatalf("pack %q %q", pack.FileName, pack.ContentType)
	}
	files, order := mustUnzip(t, pack.Data)
	want := []string{"pack.mcmeta", "pack.png", "assets/minecraft/textures/block/oak_planks.png",
		"assets/minecraft/textures/item/ruby_sword.png", "assets/minecraft/textures/item/paper.png",
		"assets/minecraft/textures/block/big_stone.png", "texelforge.txt"}
	if !slices.Equal(order, want) {
		t.Fatalf("files %v\nwant %v", order, want)
	}
	for path, edge := range map[string]int{"pack.png": 128, "assets/minecraft/textures/block/oak_planks.png": 16,
		"assets/minecraft/textures/item/ruby_sword.png": 32, "assets/minecraft/textures/block/big_stone.png": 64} {
		if got := mustEdge(t, files[path]); got != edge {
			t.Errorf("%s is %d wide, want %d", path, got, edge)
		}
	}
	credits := string(files["texelforge.txt"])
	for _, s := range []string{"Made with Texelforge on 2026-11-24", "Java Edition 1.21 – 1.21.1", "prompt: a ruby sword",
		"assets/minecraft/textures/item/paper.png"} {
		if !strings.Contains(credits, s) {
			t.Errorf("texelforge.txt lacks %q:\n%s", s, credits)
		}
	}
}

// TestPackMcmeta checks the fields the rules of product-anchors (d1) require:
// a pre-1.21.9 version keeps pack_format and supported_formats; from 1.21.9
// on only min_format and max_format are allowed.
func TestPackMcmeta(t *testing.T) {
	f := mustFixture(t)
	newest := textures.PackVersions[0].PackFormat
	for _, tc := range []struct {
		version string
		want    map[string]any
	}{
		{"1.20", map[string]any{"pack_format": 15.0, "supported_formats": []any{15.0, float64(newest)},
			"min_format": 15.0, "max_format": float64(newest)}},
		{"1.21", map[string]any{"pack_format": 34.0, "supported_formats": []any{34.0, float64(newest)},
			"min_format": 34.0, "max_format": float64(newest)}},
		{"1.21.11", map[string]any{"min_format": 75.0, "max_format": float64(newest)}},
	} {
		pack, err := f.export(textures.ExportRequest{Edition: "java", Version: tc.version, PackName: "P",
			Description: "  My pack  "}, map[string]string{"Planks": "planks"})
		if err != nil {
			t.Fatal(err)
		}
		files, _ := mustUnzip(t, pack.Data)
		var meta struct{ Pack map[string]any }
		if err := json.Unmarshal(files["pack.mcmeta"], &meta); err != nil {
			t.Fatal(err)
		}
		tc.want["description"] = "My pack"
		if fmt.Sprint(meta.Pack) != fmt.Sprint(tc.want) {
			t.Errorf("%s: pack = %v\nwant %v", tc.version, meta.Pack, tc.want)
		}
	}
}

var uuidV4 = regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)

func TestBedrockPack(t *testing.T) {
	f := mustFixture(t)
	names := map[string]string{"Planks": "block/oak_planks", "Ruby Sword": "item/golden_sword", "Map Scrap": "scrap"}
	pack, err := f.export(textures.ExportRequest{Edition: "bedrock", Version: "1.21.11", PackName: "Ruby Pack",
		Description: "Shiny"}, names)
	if err != nil {
		t.Fatal(err)
	}
	if pack.FileName != "ruby_pack.mcpack" {
		t.Fatalf("file name %q", pack.FileName)
	}
	files, order := mustUnzip(t, pack.Data)
	for _, name := range []string{"manifest.json", "pack_icon.png", "textures/blocks/planks_oak.png",
		"textures/items/gold_sword.png", "textures/items/scrap.png", "textures/terrain_texture.json",
		"textures/item_texture.json", "texelforge.txt"} {
		if files[name] == nil {
			t.Errorf("no %s in %v", name, order)
		}
	}
	if got := mustEdge(t, files["pack_icon.png"]); got != 128 {
		t.Errorf("icon %d wide", got)
	}
	var manifest struct {
		FormatVersion int `json:"format_version"`
		Header        struct {
			Name, Description, UUID string
			Version                 []int
			MinEngineVersion        []int `json:"min_engine_version"`
		}
		Modules []struct {
			Type, UUID string
			Version    []int
		}
	}
	if err := json.Unmarshal(files["manifest.json"], &manifest); err != nil {
		t.Fatal(err)
	}
	h := manifest.Header
	if manifest.FormatVersion != 2 || h.Name != "Ruby Pack" || h.Description != "Shiny" ||
		!slices.Equal(h.Version, []int{1, 0, 0}) || len(h.MinEngineVersion) != 3 || len(manifest.Modules) != 1 ||
		manifest.Modules[0].Type != "resources" || !slices.Equal(manifest.Modules[0].Version, []int{1, 0, 0}) {
		t.Fatalf("manifest %s", files["manifest.json"])
	}
	if !uuidV4.MatchString(h.UUID) || !uuidV4.MatchString(manifest.Modules[0].UUID) || h.UUID == manifest.Modules[0].UUID {
		t.Fatalf("uuids %q %q", h.UUID, manifest.Modules[0].UUID)
	}
	for file, want := range map[string]map[string]string{
		"textures/terrain_texture.json": {"texelforge_planks_oak": "textures/blocks/planks_oak"},
		"textures/item_texture.json": {"texelforge_gold_sword": "textures/items/gold_sword",
			"texelforge_scrap": "textures/items/scrap"},
	} {
		var atlas struct {
			TextureName string                               `json:"texture_name"`
			Data        map[string]struct{ Textures string } `json:"texture_data"`
		}
		if err := json.Unmarshal(files[file], &atlas); err != nil {
			t.Fatal(err)
		}
		got := map[string]string{}
		for k, v := range atlas.Data {
			got[k] = v.Textures
		}
		if fmt.Sprint(got) != fmt.Sprint(want) || !strings.HasPrefix(atlas.TextureName, "atlas.") {
			t.Errorf("%s = %s", file, files[file])
		}
	}
	// Every export is a new pack to Bedrock.
	again, err := f.export(textures.ExportRequest{Edition: "bedrock", Version: "1.21.11", PackName: "Ruby Pack"}, names)
	if err != nil {
		t.Fatal(err)
	}
	files2, _ := mustUnzip(t, again.Data)
	if bytes.Contains(files2["manifest.json"], []byte(h.UUID)) {
		t.Error("the same UUID twice")
	}
}

func TestExportRefuses(t *testing.T) {
	f := mustFixture(t)
	java := textures.ExportRequest{Edition: "java", Version: "1.21.4", PackName: "P"}
	for _, tc := range []struct {
		name  string
		req   textures.ExportRequest
		names map[string]string
		want  string
	}{
		{"unknown edition", textures.ExportRequest{Edition: "pocket", Version: "1.21.4", PackName: "P"},
			map[string]string{"Planks": "planks"}, "java or bedrock"},
		{"unknown version", textures.ExportRequest{Edition: "java", Version: "1.19", PackName: "P"},
			map[string]string{"Planks": "planks"}, "game version"},
		{"no textures", java, nil, "at least one"},
		{"no pack name", textures.ExportRequest{Edition: "java", Version: "1.21.4", PackName: "  "},
			map[string]string{"Planks": "planks"}, "name"},
		{"not a vanilla name", java, map[string]string{"Planks": "block/planks_of_doom"}, "not a vanilla texture"},
		{"vanilla in the wrong folder", java, map[string]string{"Planks": "item/oak_planks"}, "not a vanilla texture"},
		{"bad custom name", java, map[string]string{"Planks": "Oak Planks"}, "a-z, 0-9 and _"},
		{"no name", java, map[string]string{"Planks": ""}, "a-z, 0-9 and _"},
		{"long custom name", java, map[string]string{"Planks": strings.Repeat("a", 65)}, "a-z, 0-9 and _"},
		{"duplicate target", java, map[string]string{"Planks": "block/stone", "Big Stone": "stone"}, "both be"},
		{"duplicate after mapping to bedrock", textures.ExportRequest{Edition: "bedrock", Version: "1.21.4", PackName: "P"},
			map[string]string{"Planks": "block/oak_planks", "Big Stone": "planks_oak"}, "both be"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := f.export(tc.req, tc.names)
			if apperr.KindOf(err) != apperr.Invalid || !strings.Contains(apperr.MessageOf(err), tc.want) {
				t.Fatalf("err = %v, want Invalid with %q", err, tc.want)
			}
		})
	}
	many := java
	many.IDs = make([]int64, textures.MaxPackTextures+1)
	if _, err := f.svc.Export(ctx, f.user, many); !strings.Contains(apperr.MessageOf(err), "at most 64") {
		t.Errorf("65 textures: %v", err)
	}
	twice := java
	twice.IDs, twice.Names = []int64{f.ids["Planks"], f.ids["Planks"]}, map[string]string{fmt.Sprint(f.ids["Planks"]): "a"}
	if _, err := f.svc.Export(ctx, f.user, twice); !strings.Contains(apperr.MessageOf(err), "twice") {
		t.Errorf("listed twice: %v", err)
	}
	other := java
	other.IDs, other.Names = []int64{f.ids["Planks"]}, map[string]string{fmt.Sprint(f.ids["Planks"]): "a"}
	if _, err := f.svc.Export(ctx, f.user+1000, other); apperr.KindOf(err) != apperr.NotFound {
		t.Errorf("another user's texture: %v", err)
	}
}
