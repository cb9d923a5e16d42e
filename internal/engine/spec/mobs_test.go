package spec

import (
	"bufio"
	"os"
	"regexp"
	"strings"
	"testing"
)

var mobHex = regexp.MustCompile(`^#[0-9A-F]{6}$`)

// TestMobColorsCoverSpawnEggs keeps the table in step with the game's item
// list: a new spawn egg there must get colours here.
func TestMobColorsCoverSpawnEggs(t *testing.T) {
	f, err := os.Open("../../textures/vanilla_item.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	names := map[string]bool{}
	for _, m := range mobColors {
		names[m.name] = true
	}
	eggs := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		item := strings.TrimSpace(sc.Text())
		mob, ok := strings.CutSuffix(item, "_spawn_egg")
		if !ok {
			continue
		}
		eggs++
		if name := strings.ReplaceAll(mob, "_", " "); !names[name] {
			t.Errorf("%s has no mobColors entry %q", item, name)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if eggs == 0 {
		t.Fatal("no spawn eggs found in vanilla_item.txt")
	}
}

func TestMobColorsWellFormed(t *testing.T) {
	seen := map[string]bool{}
	for i, m := range mobColors {
		if seen[m.name] {
			t.Errorf("duplicate mob %q", m.name)
		}
		seen[m.name] = true
		if m.name != strings.ToLower(m.name) || strings.Contains(m.name, "_") {
			t.Errorf("mob name %q is not lower case with spaces", m.name)
		}
		if i > 0 && mobColors[i-1].name >= m.name {
			t.Errorf("mobColors not sorted at %q", m.name)
		}
		for _, hex := range []string{m.base, m.spots} {
			if !mobHex.MatchString(hex) {
				t.Errorf("%s: colour %q is not #RRGGBB upper case", m.name, hex)
			}
		}
		if m.base == m.spots {
			t.Errorf("%s: base and spots are both %s", m.name, m.base)
		}
	}
}
