package secretbox

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Keys finds the box's key the first time a secret is sealed or opened: Key
// when it is set (TEXELFORGE_SETTINGS_KEY), else the key file at File, made
// with KeySize random bytes and mode 0600 if it does not exist yet, so a
// single-machine install needs no setup. The file holds the key as base64,
// the form TEXELFORGE_SETTINGS_KEY takes, so it can be moved there. Keys is
// safe for concurrent use; a failure is tried again at the next call.
type Keys struct {
	Key  []byte
	File string

	mu  sync.Mutex
	box *Box
}

// Box returns the box of the configured key, reading or making the key file
// if Key is empty; nil Keys have no key. An error names the file and what
// to do, never the key.
func (k *Keys) Box() (*Box, error) {
	if k == nil {
		return nil, errors.New("secretbox: no settings key: set TEXELFORGE_SETTINGS_KEY")
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.box != nil {
		return k.box, nil
	}
	key := k.Key
	if len(key) == 0 {
		var err error
		if key, err = keyFile(k.File); err != nil {
			return nil, err
		}
	}
	box, err := New(key)
	if err != nil {
		return nil, err
	}
	k.box = box
	return box, nil
}

// keyFile reads the key at path, or makes it if there is none.
func keyFile(path string) ([]byte, error) {
	if path == "" {
		return nil, errors.New("secretbox: no settings key: set TEXELFORGE_SETTINGS_KEY")
	}
	key, err := readKeyFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if err := makeKeyFile(path); err != nil {
			return nil, err
		}
		key, err = readKeyFile(path)
	}
	return key, err
}

func readKeyFile(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if perm := info.Mode().Perm(); perm&0o077 != 0 {
		return nil, fmt.Errorf("secretbox: %s may be read by other users (mode %04o): make it 0600 (chmod 600)", path, perm)
	}
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("secretbox: %w", err)
	}
	key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(text)))
	if err != nil || len(key) != KeySize {
		return nil, fmt.Errorf("secretbox: %s does not hold the base64 of %d bytes", path, KeySize)
	}
	return key, nil
}

// makeKeyFile writes a new key beside path and links it into place, so that
// no reader ever sees half a file and, of two servers starting at once, the
// first key written wins and both use it.
func makeKeyFile(path string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("secretbox: make the key file's folder: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".settings-key-*") // mode 0600
	if err != nil {
		return fmt.Errorf("secretbox: make the key file: %w", err)
	}
	defer os.Remove(tmp.Name())
	key := make([]byte, KeySize)
	rand.Read(key) // never fails (crypto/rand)
	_, err = tmp.WriteString(base64.StdEncoding.EncodeToString(key) + "\n")
	if err == nil {
		err = tmp.Sync()
	}
	if closeErr := tmp.Close(); err == nil {
		err = closeErr
	}
	if err == nil {
		err = os.Link(tmp.Name(), path)
	}
	if err != nil && !errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("secretbox: make the key file: %w", err)
	}
	return nil
}
