package httpapi_test

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func TestBuiltResponsesAreCompressed(t *testing.T) {
	// Compression does not depend on the database: one engine is enough.
	h := mustServer(t, storetest.MustOpen(t, store.SQLite))

	rec := texReq(t, h, "GET", "/api/subscription-plans", "", nil, "Accept-Encoding", "gzip")
	if got := rec.Header().Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("plans: Content-Encoding %q, want gzip", got)
	}
	zr, err := gzip.NewReader(rec.Body)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		Success bool              `json:"success"`
		Plans   []json.RawMessage `json:"plans"`
	}
	if err := json.Unmarshal(raw, &body); err != nil || !body.Success || len(body.Plans) != 4 {
		t.Fatalf("plans decompressed to %s (%v)", raw, err)
	}

	// A client that does not accept gzip gets the plain body.
	plain := texReq(t, h, "GET", "/api/subscription-plans", "", nil)
	if plain.Header().Get("Content-Encoding") != "" || !json.Valid(plain.Body.Bytes()) {
		t.Fatalf("plain request: encoding %q, body %.80s", plain.Header().Get("Content-Encoding"), plain.Body.String())
	}
}
