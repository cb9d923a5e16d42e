package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
)

// backupEnv is the settings of an installation in a directory of its own.
func backupEnv(t *testing.T) (env map[string]string, dbPath, dataDir string) {
	dir := t.TempDir()
	dbPath, dataDir = filepath.Join(dir, "db", "texelforge.db"), filepath.Join(dir, "data")
	return map[string]string{"TEXELFORGE_DATABASE_URL": "sqlite:" + dbPath, "TEXELFORGE_DATA_DIR": dataDir}, dbPath, dataDir
}

func TestBackupWhileOpenAndRestoreEverything(t *testing.T) {
	ctx := context.Background()
	env, dbPath, dataDir := backupEnv(t)
	if _, err := runCommand(t, env, "migrate"); err != nil {
		t.Fatal(err)
	}
	// Held open for the whole backup, as a running server holds it: the rows
	// below then stay in the WAL, and a write transaction is in progress.
	db, err := store.Open(ctx, env["TEXELFORGE_DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, args := range [][]string{
		{"admin", "create", "--email", "ada@example.com", "--username", "ada", "--password-stdin"},
		{"admin", "create", "--email", "bob@example.com", "--username", "bob", "--password-stdin"},
		{"credits", "grant", "ada@example.com", "42"},
	} {
		if out, err := runCommand(t, env, args...); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
	}
	files := map[string][]byte{
		"blobs/avatars/ada.png":        []byte("\x89PNG not really\x00\xff"),
		"blobs/avatars/bob.webp":       bytes.Repeat([]byte{7, 0, 255}, 5000),
		"blobs/blog-covers/launch.png": []byte("cover"),
		"settings.key":                 []byte("0123456789abcdef0123456789abcdef"),
	}
	writeFiles(t, dataDir, files)
	if info, err := os.Stat(dbPath + "-wal"); err != nil || info.Size() == 0 {
		t.Fatalf("the rows should still be in the WAL: %v", err)
	}
	tx, err := db.SQL.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.ExecContext(ctx, "CREATE TABLE uncommitted_probe (x INTEGER)"); err != nil {
		t.Fatal(err)
	}
	want := tableCounts(t, db)
	if want["users"] != 2 {
		t.Fatalf("users = %d, want 2 (%v)", want["users"], want)
	}

	out := filepath.Join(t.TempDir(), "backup.tar.gz")
	summary, err := runCommand(t, env, "backup", "--out", out)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(summary, out) || !strings.Contains(summary, "5 files") || strings.Count(summary, "\n") != 1 {
		t.Errorf("summary: %q", summary)
	}
	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(out), ".texelforge-backup-*")); len(left) > 0 {
		t.Errorf("backup left %v", left)
	}

	// A backup never replaces another without --force.
	_, err = runCommand(t, env, "backup", "--out", out)
	if !errors.As(err, new(usageError)) || !strings.Contains(err.Error(), "--force") {
		t.Errorf("second backup: %v, want a refusal naming --force", err)
	}
	if _, err := runCommand(t, env, "backup", "--out", out, "--force"); err != nil {
		t.Errorf("backup --force: %v", err)
	}

	// Into a fresh installation: every row and file comes back.
	env2, dbPath2, dataDir2 := backupEnv(t)
	if _, err := runCommand(t, env2, "restore", "--in", out); err != nil {
		t.Fatal(err)
	}
	checkRestored(t, env2, want, dataDir2, files)

	// Restore never replaces data without --force; with it, it does, and the
	// old database's WAL and uploaded files are gone.
	before, _ := os.ReadFile(dbPath2)
	_, err = runCommand(t, env2, "restore", "--in", out)
	if !errors.As(err, new(usageError)) || !strings.Contains(err.Error(), "--force") {
		t.Fatalf("restore over data: %v, want a refusal naming --force", err)
	}
	if after, _ := os.ReadFile(dbPath2); !bytes.Equal(before, after) {
		t.Fatal("a refused restore changed the database")
	}
	writeFiles(t, dataDir2, map[string][]byte{"blobs/avatars/stale.png": []byte("stale")})
	writeFiles(t, filepath.Dir(dbPath2), map[string][]byte{"texelforge.db-wal": []byte("stale wal")})
	if _, err := runCommand(t, env2, "restore", "--in", out, "--force"); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dbPath2 + "-wal"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the stale WAL is still there: %v", err)
	}
	checkRestored(t, env2, want, dataDir2, files)
}

// checkRestored compares the restored installation with what was backed up.
func checkRestored(t *testing.T, env map[string]string, want map[string]int, dataDir string, files map[string][]byte) {
	t.Helper()
	db, err := store.Open(context.Background(), env["TEXELFORGE_DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	got := tableCounts(t, db)
	db.Close()
	if len(got) != len(want) {
		t.Errorf("restored %d tables, want %d: %v", len(got), len(want), got)
	}
	for table, n := range want {
		if got[table] != n {
			t.Errorf("table %s: %d rows restored, want %d", table, got[table], n)
		}
	}
	restored := map[string][]byte{}
	filepath.WalkDir(dataDir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dataDir, p)
			restored[filepath.ToSlash(rel)], _ = os.ReadFile(p)
		}
		return err
	})
	if len(restored) != len(files) {
		t.Errorf("restored files %v, want %d", keys(restored), len(files))
	}
	for name, data := range files {
		if !bytes.Equal(restored[name], data) {
			t.Errorf("%s differs after restore", name)
		}
	}
}

// tableCounts is the number of rows in every table.
func tableCounts(t *testing.T, db *store.DB) map[string]int {
	t.Helper()
	rows, err := db.SQL.Query("SELECT name FROM sqlite_master WHERE type = 'table'")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		names = append(names, name)
	}
	rows.Close()
	counts := map[string]int{}
	for _, name := range names {
		var n int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM "` + name + `"`).Scan(&n); err != nil {
			t.Fatalf("count %s: %v", name, err)
		}
		counts[name] = n
	}
	return counts
}

func writeFiles(t *testing.T, dir string, files map[string][]byte) {
	t.Helper()
	for name, data := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

func keys(m map[string][]byte) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

func TestRestoreRefusesEntriesOutsideTheBackup(t *testing.T) {
	for _, name := range []string{"../evil", "/tmp/evil", "blobs/../../evil", "blobs/a/../../../evil", "evil.txt", "./texelforge.db"} {
		dir := t.TempDir()
		archive := filepath.Join(dir, "crafted.tar.gz")
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		tw := tar.NewWriter(zw)
		for _, entry := range []string{name, "texelforge.db", "manifest.json"} {
			tw.WriteHeader(&tar.Header{Name: entry, Mode: 0o600, Size: 4, Typeflag: tar.TypeReg})
			tw.Write([]byte("evil"))
		}
		tw.Close()
		zw.Close()
		if err := os.WriteFile(archive, buf.Bytes(), 0o600); err != nil {
			t.Fatal(err)
		}
		env, dbPath, dataDir := backupEnv(t)
		_, err := runCommand(t, env, "restore", "--in", archive)
		if !errors.As(err, new(usageError)) || !strings.Contains(err.Error(), "refused entry") {
			t.Errorf("%q: %v, want it refused", name, err)
		}
		for _, p := range []string{filepath.Join(dir, "evil"), filepath.Join(dataDir, "evil"), filepath.Join(filepath.Dir(dataDir), "evil"), dbPath} {
			if _, err := os.Stat(p); err == nil {
				t.Errorf("%q: restore wrote %s", name, p)
			}
		}
		if left, _ := filepath.Glob(filepath.Join(dataDir, ".texelforge-restore-*")); len(left) > 0 {
			t.Errorf("%q: restore left %v", name, left)
		}
	}
}

func TestBackupAndRestoreRefusePostgres(t *testing.T) {
	env := map[string]string{"TEXELFORGE_DATABASE_URL": "postgres://u@127.0.0.1:1/db", "TEXELFORGE_DATA_DIR": t.TempDir()}
	for _, args := range [][]string{
		{"backup", "--out", filepath.Join(t.TempDir(), "b.tar.gz")},
		{"restore", "--in", filepath.Join(t.TempDir(), "b.tar.gz")},
	} {
		_, err := runCommand(t, env, args...)
		if !errors.As(err, new(usageError)) || !strings.Contains(err.Error(), "pg_dump") {
			t.Errorf("%v: %v, want a usage error naming pg_dump", args, err)
		}
	}
}
