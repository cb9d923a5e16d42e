package reqid_test

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/reqid"
)

func TestEveryLineOfARequestCarriesItsID(t *testing.T) {
	var out bytes.Buffer
	log := slog.New(reqid.NewHandler(slog.NewTextHandler(&out, nil))).With("component", "store")
	ctx := reqid.With(context.Background(), "abc123")
	log.InfoContext(ctx, "saved")
	log.Info("no request")
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "request_id=abc123") || !strings.Contains(lines[0], "component=store") {
		t.Errorf("the request's line lacks its id: %q", lines)
	}
	if strings.Contains(lines[1], "request_id") {
		t.Errorf("a line outside any request has an id: %q", lines[1])
	}
}
