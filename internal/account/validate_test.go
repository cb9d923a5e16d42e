package account

import (
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/apperr"
)

func TestValidatePassword(t *testing.T) {
	for pw, want := range map[string]string{
		"Str0ng&Unusual":           "",
		"Blue-Anvil-42":            "",
		"short1A!":                 MsgPasswordPolicy,
		"alllowercase1!":           MsgPasswordPolicy,
		"ALLUPPERCASE1!":           MsgPasswordPolicy,
		"NoDigitsHere!!":           MsgPasswordPolicy,
		"NoSpecials1234":           MsgPasswordPolicy,
		"Password123!":             MsgPasswordCommon,
		"P@ssw0rd123":              MsgPasswordCommon,
		"Summer2026!":              MsgPasswordCommon,
		"Minecraft2027#":           MsgPasswordCommon,
		"!!Qwertyuiop99":           MsgPasswordCommon,
		strings.Repeat("Aa1!", 33): MsgPasswordTooLong,
	} {
		err := ValidatePassword(pw)
		if want == "" {
			if err != nil {
				t.Errorf("%q refused: %v", pw, err)
			}
			continue
		}
		if apperr.KindOf(err) != apperr.Invalid || apperr.MessageOf(err) != want {
			t.Errorf("%q: got %v, want %q", pw, err, want)
		}
	}
}

func TestValidateUsernameAndEmail(t *testing.T) {
	for name, ok := range map[string]bool{"alex": true, "a_b-c9": true, "ab": false, "has space": false,
		"way_too_long_for_a_username_here": false, "émile": false} {
		if got := ValidateUsername(name) == nil; got != ok {
			t.Errorf("ValidateUsername(%q) ok=%v, want %v", name, got, ok)
		}
	}
	for email, want := range map[string]string{"a@b.co": "a@b.co", "  x@example.com ": "x@example.com",
		"no-at-sign": "", "a@b": "", "a@b.c": "", "Name <a@b.co>": "", "a@b.c0m": ""} {
		got, err := NormalizeEmail(email)
		if got != want || (want == "") != (err != nil) {
			t.Errorf("NormalizeEmail(%q) = %q, %v; want %q", email, got, err, want)
		}
	}
}

func TestDummyHashCostsWhatARealHashCosts(t *testing.T) {
	real, err := HashPassword("anything")
	if err != nil {
		t.Fatal(err)
	}
	params := func(h string) string { return strings.Join(strings.Split(h, "$")[:4], "$") }
	if params(dummyHash) != params(real) {
		t.Fatalf("dummy hash params %q differ from %q", params(dummyHash), params(real))
	}
}
