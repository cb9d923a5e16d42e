package main

import (
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every command follows one rule for its exit status: 0 when it worked, 2 for
// bad usage (the command line, a setting or the input is wrong), 1 for any
// other failure.
func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	env := map[string]string{"TEXELFORGE_DATABASE_URL": "sqlite:" + filepath.Join(dir, "exit.db")}
	if _, err := runCommand(t, env, "seed"); err != nil {
		t.Fatal(err)
	}
	with := func(kv ...string) map[string]string {
		e := maps.Clone(env)
		for i := 0; i < len(kv); i += 2 {
			e[kv[i]] = kv[i+1]
		}
		return e
	}
	blocked := filepath.Join(dir, "file")
	if err := os.WriteFile(blocked, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		env  map[string]string
		args string
		want int
	}{
		{env, "version", 0},
		{env, "help", 0},
		{env, "migrate", 0},
		{env, "generate --prompt stone --count 1 --out " + filepath.Join(dir, "out"), 0},

		{env, "frobnicate", 2},
		{env, "version now", 2},
		{env, "help generate", 2},
		{env, "serve --addr=:1", 2},
		{env, "migrate up", 2},
		{env, "seed --force", 2},
		{with("TEXELFORGE_ADDR", "nonsense"), "migrate", 2},
		{with("TEXELFORGE_SDWEBUI_URL", "http://gpu.lan:7860", "TEXELFORGE_SDWEBUI_STEPS", "0"), "serve", 2},
		{env, "admin", 2},
		{env, "admin promote demo@texelforge.local", 2},
		{env, "admin list all", 2},
		{env, "admin create --email ops@example.com", 2},
		{env, "admin create --root", 2},
		{env, "admin create --email weak@example.com --username weak --password-stdin weak", 2},
		{env, "credits grant demo@texelforge.local 0", 2},
		{env, "newsletter", 2},
		{env, "newsletter send --to all", 2},
		{env, "newsletter send --subject Hi extra", 2},
		{env, "newsletter send", 2},
		{env, "generate --prompt stone", 2},
		{env, "generate -h", 2},
		{with("TEXELFORGE_PROVIDER_TIMEOUT", "soon"), "generate --prompt stone --out " + dir, 2},

		{env, "admin grant nobody@texelforge.local", 1},
		{env, "credits grant nobody@texelforge.local 5", 1},
		{env, "newsletter send --subject Hi --file /no/such/file", 1},
		{with("TEXELFORGE_DATABASE_URL", "sqlite:"+filepath.Join(blocked, "x.db")), "migrate", 1},
	} {
		_, err := runCommand(t, tc.env, strings.Fields(tc.args)...)
		if got := exitCode(err); got != tc.want {
			t.Errorf("texelforge %s: exit status %d (%v), want %d", tc.args, got, err, tc.want)
		}
	}
}
