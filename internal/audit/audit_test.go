package audit_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/audit"
)

func TestRedactHidesSecretsAtAnyDepth(t *testing.T) {
	for in, want := range map[string]string{
		`{"key":"siteName","value":"Texel"}`:                           `{"key":"siteName","value":"Texel"}`,
		`{"apiKey":"sk-1","models":[{"openai_api_key":"sk-2","n":1}]}`: `{"apiKey":"REDACTED","models":[{"n":1,"openai_api_key":"REDACTED"}]}`,
		`{"newPassword":"hunter2","Token":"t"}`:                        `{"Token":"REDACTED","newPassword":"REDACTED"}`,
		`[1,2]`:                                                        `{}`,
		`not json`:                                                     `{}`,
		``:                                                             `{}`,
		`null`:                                                         `{}`,
	} {
		if got := string(audit.Redact(json.RawMessage(in))); got != want {
			t.Errorf("Redact(%s) = %s, want %s", in, got, want)
		}
	}
	// What became of a secret, as a handler records it, is no secret.
	said := `{"apiKey":"changed","x":{"secret":"cleared"}}`
	if got := string(audit.Redact(json.RawMessage(said))); got != said {
		t.Errorf("Redact(%s) = %s", said, got)
	}
	big := `{"text":"` + strings.Repeat("a", audit.MaxDetails) + `"}`
	if got := string(audit.Redact(json.RawMessage(big))); !strings.HasPrefix(got, `{"truncated":`) {
		t.Errorf("a large body is kept whole: %.40s", got)
	}
}
