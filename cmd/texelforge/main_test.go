package main

import (
	"os"
	"testing"
)

// dataDirEnv names the directory for uploaded files and keys; it defaults to
// "data" under the working directory, which in tests is the source tree.
const dataDirEnv = "TEXELFORGE_DATA_DIR"

// TestMain gives every server the tests start a data directory of its own
// outside the source tree, child processes included (they inherit it).
func TestMain(m *testing.M) {
	if os.Getenv(dataDirEnv) != "" {
		os.Exit(m.Run()) // a child server: its parent made the directory
	}
	dir, err := os.MkdirTemp("", "texelforge-test-data-")
	if err != nil {
		panic(err)
	}
	os.Setenv(dataDirEnv, dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
