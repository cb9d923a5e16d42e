// Package secretbox seals the few secrets the server keeps in its database
// (an image model's API key set by an admin) with AES-256-GCM, under one key
// kept outside the database: TEXELFORGE_SETTINGS_KEY, or failing that a key
// file the server makes on first use (keys.go). A copy of the database alone
// then gives away no secret.
package secretbox

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
)

// KeySize is the length of a key in bytes: AES-256.
const KeySize = 32

// ErrOpen is what Open returns for text that was sealed under another key or
// label, or was changed since.
var ErrOpen = errors.New("secretbox: the sealed value does not open with this key (the settings key changed, or the value was altered)")

// Box seals and opens short secrets. It is safe for concurrent use.
type Box struct{ aead cipher.AEAD }

// New returns a box for key, which must be KeySize bytes.
func New(key []byte) (*Box, error) {
	if len(key) != KeySize {
		return nil, fmt.Errorf("secretbox: the key is %d bytes, not %d", len(key), KeySize)
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, fmt.Errorf("secretbox: %w", err)
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, fmt.Errorf("secretbox: %w", err)
	}
	return &Box{aead: aead}, nil
}

// Seal encrypts secret and returns it as base64 text: a random nonce, then
// the ciphertext and its tag. label names what the secret is for and is
// bound to it (GCM's additional data), so a sealed value copied to another
// setting does not open there.
func (b *Box) Seal(secret, label string) string {
	nonce := make([]byte, b.aead.NonceSize())
	rand.Read(nonce) // never fails (crypto/rand)
	return base64.StdEncoding.EncodeToString(b.aead.Seal(nonce, nonce, []byte(secret), []byte(label)))
}

// Open returns the secret Seal sealed with the same key and label, or ErrOpen.
func (b *Box) Open(sealed, label string) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	n := b.aead.NonceSize()
	if err != nil || len(raw) < n+b.aead.Overhead() {
		return "", ErrOpen
	}
	secret, err := b.aead.Open(nil, raw[:n], raw[n:], []byte(label))
	if err != nil {
		return "", ErrOpen
	}
	return string(secret), nil
}
