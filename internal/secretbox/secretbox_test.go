package secretbox_test

import (
	"bytes"
	"encoding/base64"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/texelforge/texelforge/internal/secretbox"
)

const secret = "sk-live-0123456789abcdefghij"

func mustBox(t *testing.T, key []byte) *secretbox.Box {
	t.Helper()
	b, err := secretbox.New(key)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestSealOpensOnlyWithItsKeyAndLabel(t *testing.T) {
	key := bytes.Repeat([]byte{7}, secretbox.KeySize)
	box := mustBox(t, key)
	sealed := box.Seal(secret, "engine.openai")
	if got, err := box.Open(sealed, "engine.openai"); err != nil || got != secret {
		t.Fatalf("round trip: %q %v", got, err)
	}
	raw, _ := base64.StdEncoding.DecodeString(sealed)
	if strings.Contains(sealed, secret) || bytes.Contains(raw, []byte(secret)) || bytes.Contains(raw, key) {
		t.Fatalf("the sealed text shows the secret or the key: %s", sealed)
	}
	if again := box.Seal(secret, "engine.openai"); again == sealed {
		t.Fatal("two seals of one secret are equal: the nonce is not fresh")
	}

	other := mustBox(t, bytes.Repeat([]byte{8}, secretbox.KeySize))
	if _, err := other.Open(sealed, "engine.openai"); !errors.Is(err, secretbox.ErrOpen) {
		t.Fatalf("another key opened it: %v", err)
	}
	if _, err := box.Open(sealed, "engine.sdwebui"); !errors.Is(err, secretbox.ErrOpen) {
		t.Fatalf("another label opened it: %v", err)
	}
	tampered := []byte(sealed)
	tampered[len(tampered)/2] ^= 1
	for _, bad := range []string{string(tampered), "", "not base64!", sealed[:10]} {
		if _, err := box.Open(bad, "engine.openai"); !errors.Is(err, secretbox.ErrOpen) {
			t.Errorf("Open(%q) = %v, want ErrOpen", bad, err)
		}
	}
	if _, err := secretbox.New(key[:16]); err == nil {
		t.Fatal("a 16-byte key was taken")
	}
}

func TestKeysMakeTheKeyFileOnceWithMode0600(t *testing.T) {
	path := filepath.Join(t.TempDir(), "data", "settings.key")
	first := &secretbox.Keys{File: path}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the key file exists before first use: %v", err)
	}
	var wg sync.WaitGroup
	boxes := make([]*secretbox.Box, 4)
	for i := range boxes {
		wg.Go(func() {
			var err error
			if boxes[i], err = (&secretbox.Keys{File: path}).Box(); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	info, err := os.Stat(path)
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", info, err)
	}
	box, err := first.Box()
	if err != nil {
		t.Fatal(err)
	}
	sealed := box.Seal(secret, "x")
	for i, b := range boxes { // every server that started at once uses the one key
		if got, err := b.Open(sealed, "x"); err != nil || got != secret {
			t.Fatalf("box %d: %q %v", i, got, err)
		}
	}
	text, _ := os.ReadFile(path)
	if key, err := base64.StdEncoding.DecodeString(strings.TrimSpace(string(text))); err != nil || len(key) != secretbox.KeySize {
		t.Fatalf("the key file does not hold base64 of 32 bytes: %q", text)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Fatalf("left behind: %v", entries)
	}
}

func TestKeysPreferTheEnvironmentsKey(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.key")
	key := bytes.Repeat([]byte{9}, secretbox.KeySize)
	box, err := (&secretbox.Keys{Key: key, File: path}).Box()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("a key file was made although the environment has a key: %v", err)
	}
	if got, err := mustBox(t, key).Open(box.Seal(secret, "x"), "x"); err != nil || got != secret {
		t.Fatalf("not sealed under the environment's key: %q %v", got, err)
	}
}

func TestKeysRefuseABadKeyFile(t *testing.T) {
	dir := t.TempDir()
	for name, tc := range map[string]struct {
		text string
		mode os.FileMode
		want string
	}{
		"readable by others": {base64.StdEncoding.EncodeToString(make([]byte, 32)), 0o644, "chmod 600"},
		"too short":          {base64.StdEncoding.EncodeToString(make([]byte, 16)), 0o600, "base64 of 32 bytes"},
		"not base64":         {"hunter2", 0o600, "base64 of 32 bytes"},
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(name, " ", "-"))
			if err := os.WriteFile(path, []byte(tc.text), tc.mode); err != nil {
				t.Fatal(err)
			}
			os.Chmod(path, tc.mode) // past the umask
			_, err := (&secretbox.Keys{File: path}).Box()
			if err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), tc.text) {
				t.Fatalf("error = %v, want one saying %q without the file's text", err, tc.want)
			}
		})
	}
}
