package account

import (
	_ "embed"
	"net/mail"
	"regexp"
	"strings"
	"unicode"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Client-facing messages of the account rules (decisions.md, Accounts).
const (
	MsgUsername        = "Username must be 3-30 characters: letters, digits, _ and -"
	MsgEmail           = "Please enter a valid email address"
	MsgPasswordPolicy  = "Password must be at least 10 characters with uppercase, lowercase, number and special character"
	MsgPasswordTooLong = "Password must be at most 128 characters"
	MsgPasswordCommon  = "This password is too common. Please choose a less predictable one"
)

var usernamePattern = regexp.MustCompile(`^[A-Za-z0-9_-]{3,30}$`)

// tldPattern is the spec's rough email check: a top-level domain of at least two letters.
var tldPattern = regexp.MustCompile(`\.[A-Za-z]{2,}$`)

// ValidateUsername returns apperr.Invalid unless name is 3-30 letters, digits, _ or -.
func ValidateUsername(name string) error {
	if !usernamePattern.MatchString(name) {
		return apperr.E(apperr.Invalid, MsgUsername)
	}
	return nil
}

// NormalizeEmail trims email and checks that it is a bare address with a
// top-level domain; it returns apperr.Invalid otherwise.
func NormalizeEmail(email string) (string, error) {
	email = strings.TrimSpace(email)
	addr, err := mail.ParseAddress(email)
	if err != nil || addr.Address != email || len(email) > 254 || !tldPattern.MatchString(email) {
		return "", apperr.E(apperr.Invalid, MsgEmail)
	}
	return email, nil
}

//go:embed common_passwords.txt
var commonPasswordsFile string

var commonPasswords = func() map[string]bool {
	m := map[string]bool{}
	for _, line := range strings.Split(commonPasswordsFile, "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			m[line] = true
		}
	}
	return m
}()

// leet undoes the digit-for-letter swaps people make to pass policies.
var leet = strings.NewReplacer("@", "a", "4", "a", "0", "o", "1", "i", "!", "i", "3", "e", "$", "s", "5", "s", "7", "t")

// ValidatePassword enforces the policy: 10-128 characters with upper and
// lower case, a digit and a special character, and not a common password.
func ValidatePassword(password string) error {
	if len(password) > 128 {
		return apperr.E(apperr.Invalid, MsgPasswordTooLong)
	}
	var upper, lower, digit, special bool
	for _, r := range password {
		switch {
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsLower(r):
			lower = true
		case unicode.IsDigit(r):
			digit = true
		case !unicode.IsSpace(r):
			special = true
		}
	}
	if len([]rune(password)) < 10 || !upper || !lower || !digit || !special {
		return apperr.E(apperr.Invalid, MsgPasswordPolicy)
	}
	if isCommon(password) {
		return apperr.E(apperr.Invalid, MsgPasswordCommon)
	}
	return nil
}

func isCommon(password string) bool {
	p := strings.ToLower(password)
	// "Summer2026!" and "P@ssw0rd123" are a listed word dressed up: strip the
	// digits and symbols around the letters, undo swaps, and look it up.
	notLetter := func(r rune) bool { return !unicode.IsLetter(r) }
	core := strings.TrimFunc(p, notLetter)
	return commonPasswords[p] || commonPasswords[core] || commonPasswords[leet.Replace(core)] ||
		commonPasswords[strings.TrimFunc(leet.Replace(p), notLetter)]
}
