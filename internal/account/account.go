// Package account holds users, their sessions and admin rights. Sign-up,
// log-in and password reset build on these types.
package account

import (
	"context"
	"crypto/sha256"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// User is an account.
type User struct {
	ID         int64     `json:"id"`
	Username   string    `json:"username"`
	Email      string    `json:"email"`
	AvatarURL  *string   `json:"avatarUrl"`
	IsAdmin    bool      `json:"isAdmin"`
	Newsletter bool      `json:"-"`
	PlanSlug   string    `json:"-"`
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
	ID         int64
	UserID     int64
	TokenHash  []byte
	Persistent bool
	CreatedAt  time.Time
	LastSeenAt time.Time
	ExpiresAt  time.Time
}

// Store persists users, sessions and password resets.
type Store interface {
	// SessionUser returns the unexpired session whose token hashes to hash
	// and its user, or apperr.NotFound.
	SessionUser(ctx context.Context, hash []byte, now time.Time) (User, Session, error)
	// UserByEmail matches the email ignoring case, or returns apperr.NotFound.
	UserByEmail(ctx context.Context, email string) (User, error)
	UserByID(ctx context.Context, id int64) (User, error)
	// PasswordHash returns the stored hash of the user's password ("" if the
	// account has none, as with Google-only accounts).
	PasswordHash(ctx context.Context, userID int64) (string, error)
	// InsertUser returns apperr.Conflict if the username or email is taken.
	InsertUser(ctx context.Context, u NewUser) (User, error)
	// SetAdmin returns apperr.NotFound if no user has that email.
	SetAdmin(ctx context.Context, email string, admin bool) (User, error)
	ListAdmins(ctx context.Context) ([]User, error)
	InsertSession(ctx context.Context, s Session) error
	TouchSession(ctx context.Context, id int64, lastSeen, expires time.Time) error
	DeleteSession(ctx context.Context, hash []byte) error
	// SetPassword stores a new hash and deletes the user's sessions except
	// the one whose token hashes to keep (nil keeps none), in one transaction.
	SetPassword(ctx context.Context, userID int64, hash string, keep []byte) error
	// DeleteExpiredSessions removes sessions that expired before now.
	DeleteExpiredSessions(ctx context.Context, now time.Time) (int64, error)
	InsertPasswordReset(ctx context.Context, userID int64, hash []byte, created, expires time.Time) error
	// ResetPassword uses the unused, unexpired reset token whose hash is
	// given: it marks it used, stores the new password hash and deletes every
	// session of the user, in one transaction. It returns apperr.NotFound if
	// no such token exists.
	ResetPassword(ctx context.Context, tokenHash []byte, passwordHash string, now time.Time) (int64, error)
	// InsertNewsletterSignup reports false if the email had signed up before.
	InsertNewsletterSignup(ctx context.Context, email string, now time.Time) (bool, error)
	IdentityStore // identity.go: Google sign-in
}

// Mailer sends one email.
type Mailer interface {
	Send(ctx context.Context, m mail.Message) error
}

// Service applies the account rules.
type Service struct {
	Store   Store
	Mailer  Mailer
	BaseURL string // for links in emails
	Now     func() time.Time
}

// ErrNotAuthenticated is what a request without a valid session gets.
var ErrNotAuthenticated = apperr.E(apperr.Unauthenticated, "Not authenticated")

// HashToken returns the stored form of a session or reset token.
func HashToken(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
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
	u, err = s.Store.InsertUser(ctx, NewUser{Username: username, Email: email, PasswordHash: hash, IsAdmin: admin})
	return u, err == nil, err
}

// SetAdmin grants or revokes admin rights by email.
func (s *Service) SetAdmin(ctx context.Context, email string, admin bool) (User, error) {
	return s.Store.SetAdmin(ctx, strings.TrimSpace(email), admin)
}
