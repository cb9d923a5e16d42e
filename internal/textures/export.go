package textures

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Limits of an export.
const (
	MaxPackTextures      = 64
	MaxPackNameLength    = 64
	MaxDescriptionLength = 200
)

// Editions a pack can be made for.
const (
	Java    = "java"
	Bedrock = "bedrock"
)

// ExportRequest is what the export dialog sends.
type ExportRequest struct {
	IDs         []int64
	Edition     string
	Version     string            // a PackVersions key
	Names       map[string]string // id -> "block/stone", "item/diamond_sword" or a custom snake_case name
	PackName    string
	Description string
}

// Pack is a finished resource pack.
type Pack struct {
	FileName    string // NAME.zip or NAME.mcpack
	ContentType string
	Data        []byte
}

// entry is one texture of a pack and where it goes.
type entry struct {
	Texture
	Folder string // "block" or "item"
	Name   string // the Java texture name
	Custom bool   // not a vanilla name: Bedrock keeps it as it is
}

var customName = regexp.MustCompile(`^[a-z0-9_]{1,64}$`)

// Export builds a resource pack of the user's textures. A texture of another
// user is apperr.NotFound; a bad request is apperr.Invalid.
func (s *Service) Export(ctx context.Context, userID int64, r ExportRequest) (Pack, error) {
	version, err := checkExport(&r)
	if err != nil {
		return Pack{}, err
	}
	entries := make([]entry, 0, len(r.IDs))
	for _, id := range r.IDs {
		t, err := s.Store.GetTexture(ctx, userID, id)
		if err != nil {
			return Pack{}, err
		}
		e, err := target(t, r.Names[strconv.FormatInt(id, 10)])
		if err != nil {
			return Pack{}, err
		}
		entries = append(entries, e)
	}
	now := s.now()
	base := strings.TrimSuffix(FileName(r.PackName, 1), ".png")
	if r.Edition == Java {
		data, err := javaPack(entries, version, r.PackName, r.Description, now)
		return Pack{FileName: base + ".zip", ContentType: "application/zip", Data: data}, err
	}
	data, err := bedrockPack(entries, r.PackName, r.Description, now)
	return Pack{FileName: base + ".mcpack", ContentType: "application/zip", Data: data}, err
}

// checkExport validates the request's own fields, trims the texts and
// returns the chosen version.
func checkExport(r *ExportRequest) (PackVersion, error) {
	invalid := func(msg string) (PackVersion, error) { return PackVersion{}, apperr.E(apperr.Invalid, msg) }
	if r.Edition != Java && r.Edition != Bedrock {
		return invalid("The edition must be java or bedrock.")
	}
	version, ok := packVersion(r.Version)
	if !ok {
		return invalid("Choose a game version from the list.")
	}
	switch n := len(r.IDs); {
	case n == 0:
		return invalid("Choose at least one texture to export.")
	case n > MaxPackTextures:
		return invalid(fmt.Sprintf("A pack can hold at most %d textures.", MaxPackTextures))
	}
	seen := map[int64]bool{}
	for _, id := range r.IDs {
		if seen[id] {
			return invalid("A texture is listed twice.")
		}
		seen[id] = true
	}
	r.PackName = strings.TrimSpace(r.PackName)
	r.Description = strings.TrimSpace(r.Description)
	switch {
	case r.PackName == "":
		return invalid("Give the pack a name.")
	case utf8.RuneCountInString(r.PackName) > MaxPackNameLength:
		return invalid(fmt.Sprintf("The pack name is longer than %d characters.", MaxPackNameLength))
	case utf8.RuneCountInString(r.Description) > MaxDescriptionLength:
		return invalid(fmt.Sprintf("The description is longer than %d characters.", MaxDescriptionLength))
	}
	if r.Description == "" {
		r.Description = "Made with Texelforge"
	}
	return version, nil
}

// target reads where a texture goes: "block/NAME" or "item/NAME" must be a
// vanilla texture; a bare name is a custom one, in the texture's own folder
// (flat textures are items).
func target(t Texture, name string) (entry, error) {
	e := entry{Texture: t}
	if folder, vanilla, ok := strings.Cut(name, "/"); ok {
		if !isVanilla(folder, vanilla) {
			return e, apperr.E(apperr.Invalid, fmt.Sprintf("%q is not a vanilla texture name.", name))
		}
		e.Folder, e.Name = folder, vanilla
		return e, nil
	}
	if !customName.MatchString(name) {
		return e, apperr.E(apperr.Invalid, fmt.Sprintf(
			"Name %q after a vanilla texture (block/stone) or with 1-64 of a-z, 0-9 and _ (ruby_sword).", t.Title))
	}
	e.Folder, e.Name, e.Custom = "item", name, true
	if t.Kind == spec.Block {
		e.Folder = "block"
	}
	return e, nil
}

// checkUnique rejects two textures written to the same path.
func checkUnique(paths []string) error {
	seen := map[string]bool{}
	for _, p := range paths {
		if seen[p] {
			return apperr.E(apperr.Invalid, fmt.Sprintf("Two textures would both be %s: give each its own name.", p))
		}
		seen[p] = true
	}
	return nil
}
