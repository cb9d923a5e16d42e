package account

import (
	"context"
	"fmt"
	"net/url"
	"runtime"
	"time"

	"github.com/alexedwards/argon2id"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// passwordParams cost about 50-150 ms per hash on the reference machine
// (2 cores); see the note on issue 3 for the measurement.
var passwordParams = &argon2id.Params{Memory: 64 * 1024, Iterations: 2, Parallelism: 2, SaltLength: 16, KeyLength: 32}

// dummyHash is checked against when the email is unknown, to even out timing.
// It is a constant with passwordParams' cost (computing it at start would
// add a hash to every start-up); keep the two in step.
const dummyHash = "$argon2id$v=19$m=65536,t=2,p=2$EdOlUEEsPwpkTNwqVfeM6Q$9kGIDYC8/pO7l1g/MzJhCbK1XzbfwyWq6U8f5v7veEc"

// hashing holds a slot per hash being computed: each takes 64 MiB, so a
// burst of sign-ups and log-ins queues for the CPU instead of piling up in
// memory (a load test saw 900 MiB per instance without it).
var hashing = make(chan struct{}, max(2, runtime.GOMAXPROCS(0)))

// HashPassword returns the argon2id hash of password in PHC string form.
func HashPassword(password string) (string, error) {
	hashing <- struct{}{}
	defer func() { <-hashing }()
	h, err := argon2id.CreateHash(password, passwordParams)
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return h, nil
}

// CheckPassword reports whether password matches hash.
func CheckPassword(password, hash string) bool {
	hashing <- struct{}{}
	defer func() { <-hashing }()
	ok, err := argon2id.ComparePasswordAndHash(password, hash)
	return err == nil && ok
}

// ResetTTL is how long a password reset link works.
const ResetTTL = time.Hour

// Messages of the password flows.
const (
	MsgResetInvalid   = "This reset link is invalid or has expired."
	MsgWrongPassword  = "Current password is incorrect"
	MsgPasswordReset  = "Your password has been reset. You can now log in."
	MsgPasswordChange = "Your password has been changed."
	// MsgSignInAgainToSetPassword: an account without a password sets one
	// only right after signing in with Google.
	MsgSignInAgainToSetPassword = "For your security, sign in with Google again, then set your password within 10 minutes."
)

// ResetRequestedMessage is the answer to every reset request, whether or
// not an account has the address (product.md §2, Reset Password dialog).
func ResetRequestedMessage(email string) string {
	return "If an account exists with the email " + email + ", you'll receive a password reset link shortly."
}

// RequestPasswordReset emails a single-use link, valid for ResetTTL, if an
// account has the address; it says nothing either way.
func (s *Service) RequestPasswordReset(ctx context.Context, email string) error {
	email, err := NormalizeEmail(email)
	if err != nil {
		return err
	}
	u, err := s.Store.UserByEmail(ctx, email)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil
	}
	if err != nil {
		return err
	}
	token, hash := NewToken()
	now := s.Now()
	if err := s.Store.InsertPasswordReset(ctx, u.ID, hash, now, now.Add(ResetTTL)); err != nil {
		return err
	}
	link := s.BaseURL + "/reset-password?token=" + url.QueryEscape(token)
	return s.Mailer.Send(ctx, mail.PasswordReset(s.siteName(ctx), u.Email, u.Username, link))
}

// ResetPassword sets a new password with a reset token and ends every
// session of the account. A used, expired or unknown token gives
// apperr.Invalid with MsgResetInvalid.
func (s *Service) ResetPassword(ctx context.Context, token, password string) error {
	if err := ValidatePassword(password); err != nil {
		return err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return err
	}
	_, err = s.Store.ResetPassword(ctx, HashToken(token), hash, s.Now())
	if apperr.KindOf(err) == apperr.NotFound {
		return apperr.E(apperr.Invalid, MsgResetInvalid)
	}
	return err
}

// ChangePassword stores a new password, ends the account's other sessions
// (keeping the one of sessionToken) and its open reset links. It needs the
// current password or, for an account without one (made by Google sign-in),
// a session that signed in within FreshSignIn.
func (s *Service) ChangePassword(ctx context.Context, userID int64, current, next, sessionToken string) error {
	if err := s.confirmOwner(ctx, userID, current, sessionToken, MsgWrongPassword, MsgSignInAgainToSetPassword); err != nil {
		return err
	}
	if err := ValidatePassword(next); err != nil {
		return err
	}
	newHash, err := HashPassword(next)
	if err != nil {
		return err
	}
	return s.Store.SetPassword(ctx, userID, newHash, HashToken(sessionToken))
}

// FreshSignIn is how recent a sign-in must be to stand in for the password
// of an account that has none.
const FreshSignIn = 10 * time.Minute

// confirmOwner checks that the person acting is the account's owner: the
// password matches (else apperr.Invalid with wrongPassword), or the account
// has none and the session signed in within FreshSignIn (else
// apperr.Forbidden with signInAgain).
func (s *Service) confirmOwner(ctx context.Context, userID int64, password, sessionToken, wrongPassword, signInAgain string) error {
	hash, err := s.Store.PasswordHash(ctx, userID)
	if err != nil {
		return err
	}
	if hash != "" {
		if len(password) > 128 || !CheckPassword(password, hash) {
			return apperr.E(apperr.Invalid, wrongPassword)
		}
		return nil
	}
	_, sess, err := s.Store.SessionUser(ctx, HashToken(sessionToken), s.Now())
	if apperr.KindOf(err) == apperr.NotFound {
		return ErrNotAuthenticated
	}
	if err != nil {
		return err
	}
	if sess.UserID != userID || s.Now().Sub(sess.CreatedAt) > FreshSignIn {
		return apperr.E(apperr.Forbidden, signInAgain)
	}
	return nil
}
