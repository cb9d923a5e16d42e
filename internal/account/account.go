// Package account holds users, their sessions and admin rights. Sign-up,
// log-in and password reset build on these types.
package account

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strings"
	"time"

	"github.com/alexedwards/argon2id"

	"github.com/texelforge/texelforge/internal/apperr"
)

// User is an account.
type User struct {
	ID         int64     `json:"id"`
	Username   string    `json:"username"`
	Email      string    `json:"email"`
	AvatarURL  *string   `json:"avatarUrl"`
	IsAdmin    bool      `json:"isAdmin"`
	Newsletter bool      `json:"-"`
	CreatedAt  time.Time `json:"createdAt"`
}

// NewUser is what creating an account needs. PasswordHash is never plain text.
type NewUser struct {
	Username     string
	Email        string
	PasswordHash string
	IsAdmin      bool
	Newsletter   bool
}

// Session is a signed-in browser. Only the SHA-256 of its token is stored.
type Session struct {
	UserID     int64
	TokenHash  []byte
	Persistent bool
	CreatedAt  time.Time
	LastSeenAt time.Time
	ExpiresAt  time.Time
}

// Store persists users and sessions.
type Store interface {
	// UserBySessionHash returns the user of the unexpired session whose token
	// hashes to hash, or apperr.NotFound.
	UserBySessionHash(ctx context.Context, hash []byte, now time.Time) (User, error)
	// UserByEmail matches the email ignoring case, or returns apperr.NotFound.
	UserByEmail(ctx context.Context, email string) (User, error)
	// InsertUser returns apperr.Conflict if the username or email is taken.
	InsertUser(ctx context.Context, u NewUser) (User, error)
	// SetAdmin returns apperr.NotFound if no user has that email.
	SetAdmin(ctx context.Context, email string, admin bool) (User, error)
	ListAdmins(ctx context.Context) ([]User, error)
	InsertSession(ctx context.Context, s Session) error
	// DeleteExpiredSessions removes sessions that expired before now.
	DeleteExpiredSessions(ctx context.Context, now time.Time) (int64, error)
}

// Service applies the account rules.
type Service struct {
	Store Store
	Now   func() time.Time
}

// ErrNotAuthenticated is what a request without a valid session gets.
var ErrNotAuthenticated = apperr.E(apperr.Unauthenticated, "Not authenticated")

// HashToken returns the stored form of a session or reset token.
func HashToken(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}

// CurrentUser returns the user signed in with the session token, or
// ErrNotAuthenticated.
func (s *Service) CurrentUser(ctx context.Context, token string) (User, error) {
	if token == "" {
		return User{}, ErrNotAuthenticated
	}
	u, err := s.Store.UserBySessionHash(ctx, HashToken(token), s.Now())
	if apperr.KindOf(err) == apperr.NotFound {
		return User{}, ErrNotAuthenticated
	}
	return u, err
}

// PruneExpiredSessions deletes every expired session and says how many.
func (s *Service) PruneExpiredSessions(ctx context.Context) (int64, error) {
	return s.Store.DeleteExpiredSessions(ctx, s.Now())
}

// EnsureUser creates the user unless one with the email exists, hashing the
// password. It reports whether it created the user.
func (s *Service) EnsureUser(ctx context.Context, username, email, password string, admin bool) (User, bool, error) {
	u, err := s.Store.UserByEmail(ctx, email)
	if err == nil {
		return u, false, nil
	}
	if apperr.KindOf(err) != apperr.NotFound {
		return User{}, false, err
	}
	hash, err := HashPassword(password)
	if err != nil {
		return User{}, false, err
	}
	u, err = s.Store.InsertUser(ctx, NewUser{Username: username, Email: strings.ToLower(email), PasswordHash: hash, IsAdmin: admin})
	return u, err == nil, err
}

// SetAdmin grants or revokes admin rights by email.
func (s *Service) SetAdmin(ctx context.Context, email string, admin bool) (User, error) {
	return s.Store.SetAdmin(ctx, strings.TrimSpace(email), admin)
}

// passwordParams cost about 50-150 ms per hash on the reference machine.
var passwordParams = &argon2id.Params{Memory: 64 * 1024, Iterations: 2, Parallelism: 2, SaltLength: 16, KeyLength: 32}

// HashPassword returns the argon2id hash of password in PHC string form.
func HashPassword(password string) (string, error) {
	h, err := argon2id.CreateHash(password, passwordParams)
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return h, nil
}

// CheckPassword reports whether password matches hash.
func CheckPassword(password, hash string) bool {
	ok, err := argon2id.ComparePasswordAndHash(password, hash)
	return err == nil && ok
}
