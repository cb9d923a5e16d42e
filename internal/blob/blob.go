// Package blob keeps binary files (avatars, logos, blog covers) by key: Dir
// in a local directory, or another Store behind the same methods.
package blob

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"

	"github.com/texelforge/texelforge/internal/apperr"
)

// validKey keeps keys to "folder/name.ext" made of safe characters, so a key
// can never climb out of the directory.
var validKey = regexp.MustCompile(`^[a-z0-9_-]+/[A-Za-z0-9_-]+\.[a-z0-9]{1,5}$`)

// Store keeps blobs by key: Dir on the local disk, S3 in object storage.
type Store interface {
	Put(ctx context.Context, key string, data []byte) error
	// Open returns the blob under key, or an apperr.NotFound error.
	Open(ctx context.Context, key string) (io.ReadSeekCloser, error)
	// Delete removes the blob under key; a missing blob is not an error.
	Delete(ctx context.Context, key string) error
}

// Dir stores blobs as files under Root.
type Dir struct {
	Root string
}

func (d Dir) path(key string) (string, error) {
	if !validKey.MatchString(key) {
		return "", apperr.E(apperr.NotFound, "Not found")
	}
	return filepath.Join(d.Root, filepath.FromSlash(key)), nil
}

// Put writes data under key, atomically: readers see the old or the new file.
func (d Dir) Put(_ context.Context, key string, data []byte) error {
	p, err := d.path(key)
	if err != nil {
		return fmt.Errorf("put blob %q: bad key", key)
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o750); err != nil {
		return fmt.Errorf("put blob: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return fmt.Errorf("put blob: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("put blob: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("put blob: %w", err)
	}
	return os.Rename(tmp.Name(), p)
}

// Open returns the blob under key, or apperr.NotFound.
func (d Dir) Open(_ context.Context, key string) (io.ReadSeekCloser, error) {
	p, err := d.path(key)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(p)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, apperr.E(apperr.NotFound, "Not found")
	}
	return f, err
}

// Delete removes the blob under key; a missing blob is not an error.
func (d Dir) Delete(_ context.Context, key string) error {
	p, err := d.path(key)
	if err != nil {
		return nil
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("delete blob: %w", err)
	}
	return nil
}
