package main

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

func TestCreditsGrant(t *testing.T) {
	env := map[string]string{"TEXELFORGE_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "credits.db")}
	if _, err := runCommand(t, env, "seed"); err != nil {
		t.Fatal(err)
	}
	// The demo user is on Free (3 plan credits): 3 + 5, then 3 + 5 + 100000.
	for _, want := range []string{"granted 5 credits to demo (demo@texelforge.local): 8 available",
		"granted 100000 credits to demo (demo@texelforge.local): 100008 available"} {
		n := strings.Fields(want)[1]
		out, err := runCommand(t, env, "credits", "grant", "DEMO@texelforge.local", n)
		if err != nil || strings.TrimSpace(out) != want {
			t.Fatalf("grant %s: %q, %v", n, out, err)
		}
	}
	for _, args := range [][]string{
		{"credits"},
		{"credits", "grant", "demo@texelforge.local"},
		{"credits", "give", "demo@texelforge.local", "5"},
		{"credits", "grant", "demo", "5"},
		{"credits", "grant", "demo@texelforge.local", "0"},
		{"credits", "grant", "demo@texelforge.local", "100001"},
		{"credits", "grant", "demo@texelforge.local", "-3"},
		{"credits", "grant", "demo@texelforge.local", "five"},
		{"credits", "grant", "demo@texelforge.local", "5", "extra"},
	} {
		_, err := runCommand(t, env, args...)
		if err == nil || !errors.As(err, new(usageError)) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: want a one-line usage error, got %v", args, err)
		}
	}
	_, err := runCommand(t, env, "credits", "grant", "nobody@texelforge.local", "5")
	if err == nil || errors.As(err, new(usageError)) || !strings.Contains(err.Error(), "User not found") {
		t.Fatalf("grant to an unknown user: %v", err)
	}
}
