package spec

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// golden is one line of testdata/golden.txt.
type golden struct {
	line      int
	prompt    string
	kind      Kind
	family    Family
	colors    []string // "name=#RRGGBB"
	materials []string
	modifiers []string
	unknown   []string
}

// mustReadGolden returns the cases of testdata/golden.txt.
func mustReadGolden(t testing.TB) []golden {
	t.Helper()
	f, err := os.Open("testdata/golden.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []golden
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, " | ")
		if len(fields) != 6 {
			t.Fatalf("golden.txt:%d: want 6 fields, got %d", n, len(fields))
		}
		prompt := fields[0]
		if strings.HasPrefix(prompt, `"`) {
			if prompt, err = strconv.Unquote(prompt); err != nil {
				t.Fatalf("golden.txt:%d: %v", n, err)
			}
		}
		kind, family, _ := strings.Cut(fields[1], "/")
		out = append(out, golden{
			line: n, prompt: prompt, kind: Kind(kind), family: Family(family),
			colors: list(fields[2]), materials: list(fields[3]), modifiers: list(fields[4]), unknown: list(fields[5]),
		})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// list reads a golden list cell.
func list(cell string) []string {
	if cell == "-" {
		return nil
	}
	return strings.Split(cell, ", ")
}

func TestGolden(t *testing.T) {
	cases := mustReadGolden(t)
	if len(cases) < 120 {
		t.Fatalf("golden.txt has %d prompts, want at least 120", len(cases))
	}
	for _, g := range cases {
		s := Parse(g.prompt)
		var colors []string
		for _, c := range s.Colors {
			colors = append(colors, c.Name+"="+c.Hex)
		}
		check := func(what string, got, want []string) {
			if !slices.Equal(got, want) {
				t.Errorf("golden.txt:%d Parse(%q) %s = %q, want %q", g.line, g.prompt, what, got, want)
			}
		}
		if s.Kind != g.kind || s.Family != g.family {
			t.Errorf("golden.txt:%d Parse(%q) = %s/%s, want %s/%s", g.line, g.prompt, s.Kind, s.Family, g.kind, g.family)
		}
		check("colours", colors, g.colors)
		check("materials", s.Materials, g.materials)
		check("modifiers", s.Modifiers, g.modifiers)
		check("unknown", s.Unknown, g.unknown)
	}
}
