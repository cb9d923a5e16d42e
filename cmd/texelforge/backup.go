package main

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/store"
)

// A backup is one tar.gz holding these top-level names, blobs/ keeping the
// paths under DATA_DIR/blobs. The manifest comes last, so its counts are what
// the archive holds.
const (
	backupDatabase = "texelforge.db"
	backupKey      = "settings.key"
	backupBlobs    = "blobs"
	backupManifest = "manifest.json"
)

// manifest describes a backup; restore checks the archive against it.
type manifest struct {
	Created       time.Time `json:"created"`
	Engine        string    `json:"engine"`
	Version       string    `json:"version"`
	DatabaseBytes int64     `json:"database_bytes"`
	Blobs         int       `json:"blobs"`
	SettingsKey   bool      `json:"settings_key"`
	Files         int       `json:"files"` // every file but the manifest
}

const postgresBackupHelp = "on PostgreSQL back up with pg_dump -Fc and restore with pg_restore (README.md, Backups)"

// sqliteSettings loads the configuration of a backup or restore and returns
// the SQLite database's file path, which both need.
func sqliteSettings(cmd string, getenv func(string) string) (config.Config, string, error) {
	cfg, err := config.Load(getenv)
	if err != nil {
		return cfg, "", usageError{fmt.Errorf("configuration:\n%w", err)}
	}
	if !strings.HasPrefix(cfg.DatabaseURL, "sqlite:") {
		return cfg, "", usageError{fmt.Errorf("%s works on SQLite only: %s", cmd, postgresBackupHelp)}
	}
	// The same reading of the URL as store.Open.
	dbPath := strings.TrimPrefix(strings.TrimPrefix(cfg.DatabaseURL, "sqlite:"), "//")
	if dbPath == "" {
		return cfg, "", usageError{errors.New("TEXELFORGE_DATABASE_URL: sqlite: URL has no file path")}
	}
	return cfg, dbPath, nil
}

// backupCommand writes the database, the uploaded files and the settings key
// to one archive while the server may be running.
func backupCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	flags := flag.NewFlagSet("backup", flag.ContinueOnError)
	out := flags.String("out", "", "the archive to write (tar.gz)")
	force := flags.Bool("force", false, "replace an existing archive")
	if err := parseFlags(flags, args); err != nil {
		return err
	}
	if *out == "" {
		return usageError{errors.New("usage: texelforge backup --out FILE [--force]")}
	}
	cfg, dbPath, err := sqliteSettings("backup", getenv)
	if err != nil {
		return err
	}
	if _, err := os.Lstat(*out); err == nil && !*force {
		return usageError{fmt.Errorf("backup: %s exists; pass --force to replace it", *out)}
	}
	if info, err := os.Stat(dbPath); err != nil || !info.Mode().IsRegular() {
		return fmt.Errorf("backup: no database at %s", dbPath)
	}
	// Everything is made in a directory next to --out and only the finished
	// archive is renamed into place, so a failure leaves no half file.
	work, err := os.MkdirTemp(filepath.Dir(*out), ".texelforge-backup-*")
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer os.RemoveAll(work)

	// VACUUM INTO copies one consistent snapshot, WAL included, while the
	// server keeps reading and writing.
	dbCopy := filepath.Join(work, backupDatabase)
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	_, err = db.SQL.ExecContext(ctx, "VACUUM INTO ?", dbCopy)
	db.Close()
	if err != nil {
		return fmt.Errorf("backup: copy the database: %w", err)
	}

	tmp, err := os.CreateTemp(work, "archive-*") // mode 0600: it holds the settings key
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	defer tmp.Close()
	m, err := writeArchive(tmp, cfg, dbCopy, work)
	if err == nil {
		err = tmp.Sync()
	}
	if err == nil {
		err = tmp.Close()
	}
	if err == nil {
		err = os.Rename(tmp.Name(), *out)
	}
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	info, err := os.Stat(*out)
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	note := ""
	if cfg.BlobURL != "" {
		note = " (uploaded files are in TEXELFORGE_BLOB_URL: back up the bucket)"
	}
	fmt.Fprintf(stdout, "backup %s: %d bytes, %d files (database, %d blobs, settings key: %t)%s\n",
		*out, info.Size(), m.Files, m.Blobs, m.SettingsKey, note)
	return nil
}

// writeArchive writes the database copy, DATA_DIR/blobs (unless the blobs
// live in S3), DATA_DIR/settings.key if there is one, and the manifest.
func writeArchive(w io.Writer, cfg config.Config, dbCopy, work string) (manifest, error) {
	m := manifest{Created: time.Now().UTC(), Engine: string(store.SQLite), Version: version}
	zw := gzip.NewWriter(w)
	tw := tar.NewWriter(zw)
	size, err := addFile(tw, backupDatabase, dbCopy)
	if err != nil {
		return m, err
	}
	m.DatabaseBytes, m.Files = size, 1
	keyFile := filepath.Join(cfg.DataDir, "settings.key")
	if _, err := os.Stat(keyFile); err == nil {
		if _, err := addFile(tw, backupKey, keyFile); err != nil {
			return m, err
		}
		m.SettingsKey, m.Files = true, m.Files+1
	}
	blobs := filepath.Join(cfg.DataDir, "blobs")
	if cfg.BlobURL == "" {
		err = filepath.WalkDir(blobs, func(p string, d fs.DirEntry, err error) error {
			switch {
			case errors.Is(err, fs.ErrNotExist) && p == blobs:
				return fs.SkipAll // no uploads yet
			case err != nil:
				return err
			case d.IsDir() && p == work:
				return fs.SkipDir // --out was put inside the blobs
			case !d.Type().IsRegular() || strings.HasPrefix(d.Name(), ".tmp-"):
				return nil // directories, and uploads still being written
			}
			rel, err := filepath.Rel(blobs, p)
			if err != nil {
				return err
			}
			_, err = addFile(tw, path.Join(backupBlobs, filepath.ToSlash(rel)), p)
			if errors.Is(err, fs.ErrNotExist) {
				return nil // deleted since the walk listed it
			}
			m.Blobs++
			return err
		})
		if err != nil {
			return m, err
		}
	}
	m.Files += m.Blobs
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return m, err
	}
	hdr := &tar.Header{Name: backupManifest, Mode: 0o600, Size: int64(len(data)), ModTime: m.Created, Typeflag: tar.TypeReg}
	if err := tw.WriteHeader(hdr); err != nil {
		return m, err
	}
	if _, err := tw.Write(data); err != nil {
		return m, err
	}
	if err := tw.Close(); err != nil {
		return m, err
	}
	return m, zw.Close()
}

// addFile copies the file at src into the archive as name and returns its size.
func addFile(tw *tar.Writer, name, src string) (int64, error) {
	f, err := os.Open(src)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return 0, err
	}
	hdr := &tar.Header{Name: name, Mode: 0o600, Size: info.Size(), ModTime: info.ModTime(), Typeflag: tar.TypeReg}
	if err := tw.WriteHeader(hdr); err != nil {
		return 0, err
	}
	if _, err := io.CopyN(tw, f, info.Size()); err != nil {
		return 0, fmt.Errorf("archive %s: %w", src, err)
	}
	return info.Size(), nil
}

// restoreCommand puts a backup back: the database file, DATA_DIR/blobs and
// DATA_DIR/settings.key. The server must be stopped.
func restoreCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	flags := flag.NewFlagSet("restore", flag.ContinueOnError)
	in := flags.String("in", "", "the archive that backup wrote")
	force := flags.Bool("force", false, "replace an existing database and uploaded files")
	if err := parseFlags(flags, args); err != nil {
		return err
	}
	if *in == "" {
		return usageError{errors.New("usage: texelforge restore --in FILE [--force]")}
	}
	cfg, dbPath, err := sqliteSettings("restore", getenv)
	if err != nil {
		return err
	}
	archive, err := os.Open(*in)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer archive.Close()
	blobs, keyFile := filepath.Join(cfg.DataDir, "blobs"), filepath.Join(cfg.DataDir, "settings.key")
	if !*force {
		if err := refuseNonEmpty(dbPath, blobs, keyFile); err != nil {
			return err
		}
	}
	for _, dir := range []string{cfg.DataDir, filepath.Dir(dbPath)} {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return fmt.Errorf("restore: %w", err)
		}
	}
	// The files are unpacked beside where they go (the same file system, so
	// a rename moves them) and moved in only once the whole archive checks out.
	staging, err := os.MkdirTemp(cfg.DataDir, ".texelforge-restore-*")
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer os.RemoveAll(staging)
	dbTmp, err := os.CreateTemp(filepath.Dir(dbPath), ".texelforge-restore-*.db")
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer func() { os.Remove(dbTmp.Name()); removeWAL(dbTmp.Name()) }()
	m, err := unpack(archive, dbTmp, staging)
	if cerr := dbTmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return usageError{fmt.Errorf("restore %s: %w", *in, err)}
	}
	if err := checkDatabase(ctx, dbTmp.Name()); err != nil {
		return usageError{fmt.Errorf("restore %s: the database in it: %w", *in, err)}
	}

	// A WAL left by the old database would be replayed into the new one.
	if err := removeWAL(dbPath); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if err := os.Rename(dbTmp.Name(), dbPath); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if err := os.Rename(blobs, filepath.Join(staging, "old-blobs")); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("restore: %w", err)
	}
	if err := os.Rename(filepath.Join(staging, backupBlobs), blobs); err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if m.SettingsKey {
		if err := os.Rename(filepath.Join(staging, backupKey), keyFile); err != nil {
			return fmt.Errorf("restore: %w", err)
		}
	}
	fmt.Fprintf(stdout, "restored %s (made %s): database %s, %d blobs, settings key: %t\n",
		*in, m.Created.Format(time.RFC3339), dbPath, m.Blobs, m.SettingsKey)
	return nil
}

// refuseNonEmpty keeps restore from replacing data without --force.
func refuseNonEmpty(dbPath, blobs, keyFile string) error {
	var found []string
	if info, err := os.Stat(dbPath); err == nil && info.Size() > 0 {
		found = append(found, "the database "+dbPath)
	}
	hasBlobs := false
	filepath.WalkDir(blobs, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			hasBlobs = true
			return fs.SkipAll
		}
		return nil
	})
	if hasBlobs {
		found = append(found, "files in "+blobs)
	}
	if _, err := os.Stat(keyFile); err == nil {
		found = append(found, keyFile)
	}
	if len(found) > 0 {
		return usageError{fmt.Errorf("restore: there is data already (%s); pass --force to replace it",
			strings.Join(found, ", "))}
	}
	return nil
}

// unpack reads a backup: the database into db, blobs/ and settings.key into
// staging. Only the names a backup writes are accepted, so an archive cannot
// write anywhere else.
func unpack(r io.Reader, db *os.File, staging string) (manifest, error) {
	var m manifest
	zr, err := gzip.NewReader(r)
	if err != nil {
		return m, fmt.Errorf("not a backup: %w", err)
	}
	if err := os.Mkdir(filepath.Join(staging, backupBlobs), 0o750); err != nil {
		return m, err
	}
	tr := tar.NewReader(zr)
	seen := map[string]bool{}
	var blobs int
	var hasDB, hasKey, hasManifest bool
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return m, fmt.Errorf("not a backup: %w", err)
		}
		name := hdr.Name
		if name != path.Clean(name) || !filepath.IsLocal(name) || strings.Contains(name, `\`) {
			return m, fmt.Errorf("refused entry %q: not a plain relative path", name)
		}
		if seen[name] {
			return m, fmt.Errorf("refused entry %q: it comes twice", name)
		}
		seen[name] = true
		isBlob := strings.HasPrefix(name, backupBlobs+"/")
		if hdr.Typeflag == tar.TypeDir && isBlob {
			continue
		}
		if hdr.Typeflag != tar.TypeReg {
			return m, fmt.Errorf("refused entry %q: not a regular file", name)
		}
		switch {
		case name == backupDatabase:
			_, err = io.Copy(db, tr)
			hasDB = true
		case name == backupKey:
			err, hasKey = writeFile(filepath.Join(staging, backupKey), tr), true
		case name == backupManifest:
			err, hasManifest = json.NewDecoder(io.LimitReader(tr, 1<<20)).Decode(&m), true
		case isBlob:
			err, blobs = writeFile(filepath.Join(staging, filepath.FromSlash(name)), tr), blobs+1
		default:
			return m, fmt.Errorf("refused entry %q: a backup holds only %s, %s, %s/ and %s",
				name, backupDatabase, backupKey, backupBlobs, backupManifest)
		}
		if err != nil {
			return m, fmt.Errorf("entry %q: %w", name, err)
		}
	}
	switch {
	case !hasManifest || !hasDB:
		return m, fmt.Errorf("not a complete backup: it lacks %s or %s", backupManifest, backupDatabase)
	case m.Engine != string(store.SQLite):
		return m, fmt.Errorf("a backup of engine %q, not sqlite", m.Engine)
	case m.Blobs != blobs || m.SettingsKey != hasKey:
		return m, fmt.Errorf("it does not match its manifest (%d blobs, settings key %t; manifest: %d, %t)",
			blobs, hasKey, m.Blobs, m.SettingsKey)
	}
	return m, db.Sync()
}

// writeFile writes r to a new file at p, readable by its owner only.
func writeFile(p string, r io.Reader) error {
	if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
		return err
	}
	f, err := os.OpenFile(p, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	_, err = io.Copy(f, r)
	return errors.Join(err, f.Close())
}

// removeWAL removes the -wal and -shm files of the database file p.
func removeWAL(p string) error {
	var errs []error
	for _, suffix := range []string{"-wal", "-shm"} {
		if err := os.Remove(p + suffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// checkDatabase opens the restored file as SQLite and runs a quick check.
func checkDatabase(ctx context.Context, p string) error {
	db, err := sql.Open("sqlite", "file:"+p)
	if err != nil {
		return err
	}
	defer db.Close()
	var result string
	if err := db.QueryRowContext(ctx, "PRAGMA quick_check").Scan(&result); err != nil {
		return err
	}
	if result != "ok" {
		return fmt.Errorf("quick_check: %s", result)
	}
	return nil
}
