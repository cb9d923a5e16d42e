package account

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Identity is an account at an external provider (Google), as the provider
// vouched for it after a verified sign-in.
type Identity struct {
	Subject       string // the provider's stable id of the account
	Email         string
	EmailVerified bool
	Name          string // display name, used to suggest a username
}

// IdentityStore persists the links between users and provider accounts.
type IdentityStore interface {
	// UserByIdentity returns the user linked to the provider's subject, or
	// apperr.NotFound.
	UserByIdentity(ctx context.Context, provider, subject string) (User, error)
	// LinkIdentity links the provider's subject to the user; apperr.Conflict
	// if that subject is linked already.
	LinkIdentity(ctx context.Context, userID int64, provider string, id Identity) error
	// InsertUserWithIdentity creates the user and links the identity in one
	// transaction; apperr.Conflict if the username, email or subject is taken.
	InsertUserWithIdentity(ctx context.Context, u NewUser, provider string, id Identity) (User, error)
	// UsernameTaken reports whether a user has the name, ignoring case.
	UsernameTaken(ctx context.Context, username string) (bool, error)
	// ClaimForIdentity hands an account with an unverified address to the
	// identity that proved the address: in one transaction its password,
	// sessions and open reset links end, the address becomes verified and
	// the identity is linked. apperr.Conflict if the subject is linked already.
	ClaimForIdentity(ctx context.Context, userID int64, provider string, id Identity) (User, error)
}

// Messages of external sign-in failures (logged; the person sees only that
// sign-in failed).
const (
	MsgIdentityNoEmail    = "Your Google account did not share an email address"
	MsgIdentityUnverified = "Your Google account's email address is not verified"
	MsgIdentityNoSubject  = "Google did not identify the account"
)

// identitySignInAttempts bounds the retries after losing a race.
const identitySignInAttempts = 3

// SignInWithIdentity returns the user a provider's verified sign-in stands
// for. A linked identity signs its user in. Otherwise the identity's email
// must be verified (else apperr.Forbidden): an account with that email is
// linked to it, or a new account is made on the Free plan, without a
// password and with a unique username derived from the name or email.
//
// An unverified email is refused rather than linked or used for a new account:
// emails are unique and reset passwords, so an account made from an address
// nobody proved would block, or later be taken over from, its real owner.
// For the same reason a local account whose address was never verified is
// not simply linked: the address's owner wins, and whoever registered it
// first loses the password and every session (ClaimForIdentity).
func (s *Service) SignInWithIdentity(ctx context.Context, provider string, id Identity) (User, error) {
	if provider == "" || id.Subject == "" {
		return User{}, apperr.E(apperr.Invalid, MsgIdentityNoSubject)
	}
	var err error
	// A Conflict means a concurrent sign-in won a race (the same identity,
	// email or username); looking again finds what it made.
	for range identitySignInAttempts {
		var u User
		u, err = s.signInWithIdentity(ctx, provider, id)
		if apperr.KindOf(err) != apperr.Conflict {
			return u, err
		}
	}
	return User{}, err
}

func (s *Service) signInWithIdentity(ctx context.Context, provider string, id Identity) (User, error) {
	u, err := s.Store.UserByIdentity(ctx, provider, id.Subject)
	if apperr.KindOf(err) != apperr.NotFound {
		return u, err
	}
	if strings.TrimSpace(id.Email) == "" {
		return User{}, apperr.E(apperr.Invalid, MsgIdentityNoEmail)
	}
	if !id.EmailVerified {
		return User{}, apperr.E(apperr.Forbidden, MsgIdentityUnverified)
	}
	email, err := NormalizeEmail(id.Email)
	if err != nil {
		return User{}, err
	}
	id.Email = email
	u, err = s.Store.UserByEmail(ctx, email)
	if err == nil && u.EmailVerified {
		return u, s.Store.LinkIdentity(ctx, u.ID, provider, id)
	}
	if err == nil {
		s.logger().WarnContext(ctx, "an account with an unverified address went to the address's owner",
			"user_id", u.ID, "provider", provider)
		return s.Store.ClaimForIdentity(ctx, u.ID, provider, id)
	}
	if apperr.KindOf(err) != apperr.NotFound {
		return User{}, err
	}
	if err := s.checkRegistrationOpen(ctx); err != nil {
		return User{}, err
	}
	username, err := s.freeUsername(ctx, SuggestUsername(id.Name, email))
	if err != nil {
		return User{}, err
	}
	// No password: password log-in is impossible until the person sets one
	// through a password reset.
	return s.Store.InsertUserWithIdentity(ctx, NewUser{Username: username, Email: email, EmailVerified: true}, provider, id)
}

// freeUsername returns base, or base followed by the smallest number from 2
// that makes it free, keeping within 30 characters.
func (s *Service) freeUsername(ctx context.Context, base string) (string, error) {
	for n := 1; n <= 1000; n++ {
		name := base
		if n > 1 {
			suffix := fmt.Sprint(n)
			name = strings.TrimRight(base[:min(len(base), 30-len(suffix))], "_-") + suffix
		}
		taken, err := s.Store.UsernameTaken(ctx, name)
		if err != nil {
			return "", err
		}
		if !taken {
			return name, nil
		}
	}
	return "", fmt.Errorf("no free username for %q", base)
}

// SuggestUsername turns a display name, or else the email's local part, into
// a valid username: accents dropped, spaces and dots made "_", anything else
// outside [A-Za-z0-9_-] removed, cut to 30 characters. Too short a result
// becomes "user".
func SuggestUsername(name, email string) string {
	local, _, _ := strings.Cut(email, "@")
	for _, candidate := range []string{name, local} {
		if u := cleanUsername(candidate); len(u) >= 3 {
			return u
		}
	}
	return "user"
}

func cleanUsername(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_'):
			b.WriteRune(r)
		case unicode.IsSpace(r) || r == '.':
			b.WriteRune('_')
		}
	}
	u := b.String()
	for strings.Contains(u, "__") {
		u = strings.ReplaceAll(u, "__", "_")
	}
	u = strings.Trim(u, "_-")
	if len(u) > 30 {
		u = strings.TrimRight(u[:30], "_-")
	}
	return u
}
