package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runGenerate(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	err := run(context.Background(), append([]string{"generate"}, args...), func(string) string { return "" }, strings.NewReader(""), &out)
	return out.String(), err
}

func TestGenerateWritesTexturesSheetAndManifest(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "folder")
	out, err := runGenerate(t, "--prompt", "mossy cobblestone", "--seed", "42", "--count", "5", "--out", dir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "wrote 5 cobblestone textures (block, 16x16)") {
		t.Errorf("output %q", out)
	}
	for i := 1; i <= 5; i++ {
		f, err := os.Open(filepath.Join(dir, fmt.Sprintf("%02d.png", i)))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != 16 || cfg.Height != 16 {
			t.Fatalf("%02d.png: %dx%d, %v", i, cfg.Width, cfg.Height, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "06.png")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("06.png exists for a count of 5: %v", err)
	}
	f, err := os.Open(filepath.Join(dir, "sheet.png"))
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := png.DecodeConfig(f)
	f.Close()
	// Blocks get a 3x3 tiling beside each texture, so the sheet is wider than 4 textures at 8x.
	if err != nil || sheet.Width <= 4*16*8 {
		t.Fatalf("sheet.png: %dx%d, %v", sheet.Width, sheet.Height, err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Prompt, Kind, Family, Engine string
		Size                         int
		Seed                         uint64
		Modifiers, Understood        []string
		Unknown                      []string
		Textures                     []struct {
			File    string
			Metrics struct {
				SeamRank       float64 `json:"seamRank"`
				DistinctColors int     `json:"distinctColours"`
			}
			Failures []string
		}
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	if m.Prompt != "mossy cobblestone" || m.Kind != "block" || m.Family != "cobblestone" || m.Size != 16 ||
		m.Seed != 42 || m.Engine != "builtin" || len(m.Modifiers) != 1 || m.Modifiers[0] != "mossy" || len(m.Unknown) != 0 {
		t.Errorf("manifest header: %+v", m)
	}
	if len(m.Textures) != 5 || m.Textures[4].File != "05.png" || m.Textures[0].Metrics.DistinctColors < 4 || m.Textures[0].Failures == nil {
		t.Errorf("manifest textures: %+v", m.Textures)
	}
}

func TestGenerateIsRepeatableWithASeed(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, dir := range []string{a, b} {
		if _, err := runGenerate(t, "--prompt", "ruby sword", "--seed", "9", "--count", "3", "--out", dir); err != nil {
			t.Fatal(err)
		}
	}
	for _, name := range []string{"01.png", "02.png", "03.png", "manifest.json"} {
		x, _ := os.ReadFile(filepath.Join(a, name))
		y, _ := os.ReadFile(filepath.Join(b, name))
		if len(x) == 0 || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two runs with the same seed", name)
		}
	}
}

func TestGenerateRejectsBadInput(t *testing.T) {
	dir := t.TempDir()
	blocked := filepath.Join(dir, "file")
	if err := os.WriteFile(blocked, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--out", dir}, "the prompt is empty"},
		{[]string{"--prompt", "  ", "--out", dir}, "the prompt is empty"},
		{[]string{"--prompt", "stone", "--kind", "potato", "--out", dir}, `unknown kind "potato"`},
		{[]string{"--prompt", "stone", "--size", "24", "--out", dir}, "the size must be 16, 32 or 64, not 24"},
		{[]string{"--prompt", "stone", "--count", "0", "--out", dir}, "the count must be between 1 and 64, not 0"},
		{[]string{"--prompt", "stone", "--count", "65", "--out", dir}, "the count must be between 1 and 64, not 65"},
		{[]string{"--prompt", "stone", "--out", filepath.Join(blocked, "sub")}, "cannot create"},
		{[]string{"--prompt", "stone", "--engine", "dalle", "--out", dir}, `unknown engine "dalle"`},
		{[]string{"--prompt", "stone"}, "--out is required"},
		{[]string{"--prompt", "stone", "--size", "big", "--out", dir}, "invalid value"},
		{[]string{"--prompt", "stone", "--out", dir, "extra"}, `unexpected argument "extra"`},
	}
	for _, c := range cases {
		_, err := runGenerate(t, c.args...)
		if err == nil || !errors.As(err, new(usageError)) {
			t.Errorf("%v: error %v, want a usage error", c.args, err)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, c.want) || strings.Contains(msg, "\n") {
			t.Errorf("%v: error %q, want one line containing %q", c.args, msg, c.want)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("bad input wrote files: %v", entries)
	}
}
