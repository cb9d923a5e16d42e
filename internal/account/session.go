package account

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"fmt"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Session lifetimes: "Keep me logged in" lasts 30 days; otherwise the session
// ends after 24 hours without a request.
const (
	PersistentSessionTTL = 30 * 24 * time.Hour
	IdleSessionTTL       = 24 * time.Hour
	// touchEvery limits how often a request writes its session's last-seen time.
	touchEvery = time.Minute
)

// MsgInvalidCredentials is the one answer for an unknown email and a wrong
// password, so that log-in does not reveal which accounts exist.
const MsgInvalidCredentials = "Invalid email or password"

// Registration is what signing up needs.
type Registration struct {
	Username   string
	Email      string
	Password   string
	Newsletter bool
}

// Register validates r and creates the account on the Free plan. It returns
// apperr.Invalid for bad input and apperr.Conflict for a taken username or email.
func (s *Service) Register(ctx context.Context, r Registration) (User, error) {
	if err := ValidateUsername(r.Username); err != nil {
		return User{}, err
	}
	email, err := NormalizeEmail(r.Email)
	if err != nil {
		return User{}, err
	}
	if err := ValidatePassword(r.Password); err != nil {
		return User{}, err
	}
	hash, err := HashPassword(r.Password)
	if err != nil {
		return User{}, err
	}
	return s.Store.InsertUser(ctx, NewUser{Username: r.Username, Email: email, PasswordHash: hash, Newsletter: r.Newsletter})
}

// Authenticate returns the user whose email and password match, or
// apperr.Unauthenticated with MsgInvalidCredentials.
func (s *Service) Authenticate(ctx context.Context, email, password string) (User, error) {
	invalid := apperr.E(apperr.Unauthenticated, MsgInvalidCredentials)
	if len(password) > 128 {
		return User{}, invalid
	}
	u, err := s.Store.UserByEmail(ctx, email)
	if apperr.KindOf(err) == apperr.NotFound {
		// Spend the same time as a real check so timing does not tell either.
		CheckPassword(password, dummyHash)
		return User{}, invalid
	}
	if err != nil {
		return User{}, err
	}
	hash, err := s.Store.PasswordHash(ctx, u.ID)
	if err != nil {
		return User{}, err
	}
	if hash == "" || !CheckPassword(password, hash) {
		return User{}, invalid
	}
	return u, nil
}

// StartSession signs the user in with a new random 256-bit token, which it
// returns; only the token's hash is stored.
func (s *Service) StartSession(ctx context.Context, userID int64, persistent bool) (string, Session, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", Session{}, fmt.Errorf("session token: %w", err)
	}
	token := base64.RawURLEncoding.EncodeToString(b)
	now := s.Now()
	sess := Session{UserID: userID, TokenHash: HashToken(token), Persistent: persistent,
		CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(IdleSessionTTL)}
	if persistent {
		sess.ExpiresAt = now.Add(PersistentSessionTTL)
	}
	if err := s.Store.InsertSession(ctx, sess); err != nil {
		return "", Session{}, err
	}
	return token, sess, nil
}

// EndSession deletes the session of token, if any.
func (s *Service) EndSession(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	return s.Store.DeleteSession(ctx, HashToken(token))
}

// CurrentUser returns the user signed in with the session token, or
// ErrNotAuthenticated. A browser-session login's idle deadline moves forward.
func (s *Service) CurrentUser(ctx context.Context, token string) (User, error) {
	if token == "" {
		return User{}, ErrNotAuthenticated
	}
	now := s.Now()
	u, sess, err := s.Store.SessionUser(ctx, HashToken(token), now)
	if apperr.KindOf(err) == apperr.NotFound {
		return User{}, ErrNotAuthenticated
	}
	if err != nil {
		return User{}, err
	}
	if !sess.Persistent && now.Sub(sess.LastSeenAt) >= touchEvery {
		if err := s.Store.TouchSession(ctx, sess.ID, now, now.Add(IdleSessionTTL)); err != nil {
			return User{}, err
		}
	}
	return u, nil
}
