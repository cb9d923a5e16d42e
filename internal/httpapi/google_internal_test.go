package httpapi

import "testing"

func TestSafeReturnURL(t *testing.T) {
	for in, want := range map[string]string{
		"/":                            "/",
		"/dashboard":                   "/dashboard",
		"/showcase?sort=new#top":       "/showcase?sort=new#top",
		"/texture-studio?prompt=a%20b": "/texture-studio?prompt=a%20b",
		"":                             "/",
		"dashboard":                    "/",
		"https://evil.example":         "/",
		"HTTPS://evil.example/":        "/",
		"//evil.example":               "/",
		"///evil.example":              "/",
		`/\evil.example`:               "/",
		`/a\b`:                         "/",
		"/\t/evil.example":             "/",
		"/\n/evil.example":             "/",
		"/x\x7f":                       "/",
		"javascript:alert(1)":          "/",
		" /dashboard":                  "/",
	} {
		if got := safeReturnURL(in); got != want {
			t.Errorf("safeReturnURL(%q) = %q, want %q", in, got, want)
		}
	}
}
