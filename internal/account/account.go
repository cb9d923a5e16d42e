// Package account holds users, their sessions and admin rights. Sign-up,
// log-in and password reset build on these types.
package account

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"log/slog"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// User is an account.
type User struct {
	ID        int64   `json:"id"`
	Username  string  `json:"username"`
	Email     string  `json:"email"`
	AvatarURL *string `json:"avatarUrl"`
	IsAdmin   bool    `json:"isAdmin"`
	// EmailVerified says the owner of the address proved it is theirs (a
	// link sent to it was opened, or Google vouched for it).
	EmailVerified bool `json:"emailVerified"`
	// HasPassword is false for accounts made by Google sign-in until their
	// owner sets a password.
	HasPassword bool      `json:"hasPassword"`
	Newsletter  bool      `json:"-"` // ticked the newsletter box at sign-up
	PlanSlug    string    `json:"-"`
	CreatedAt   time.Time `json:"createdAt"`
	// Suspended accounts cannot sign in; an admin suspends and restores them.
	Suspended bool `json:"-"`
}

// NewUser is what creating an account needs. PasswordHash is never plain text.
type NewUser struct {
	Username     string
	Email        string
	PasswordHash string
	IsAdmin      bool
	Newsletter   bool
	// EmailVerified marks the address as proven from the start: Google
	// vouched for it, or an operator made the account.
	EmailVerified bool
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
	AdminStore
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
	IdentityStore     // identity.go: Google sign-in
	VerificationStore // verify.go: proving the email address
	// DeleteUser removes the user and everything that is theirs in one
	// transaction (delete.go); apperr.NotFound if there is no such user.
	DeleteUser(ctx context.Context, userID int64) error
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
	// Newsletter is the list a sign-up's newsletter tick joins; nil: none.
	Newsletter NewsletterList
	// Files holds avatars, removed with their account; nil: none kept.
	Files Blobs
	// Deleting, if set, runs before an account is deleted and can refuse it
	// (payments end the account's subscription at the provider).
	Deleting func(ctx context.Context, userID int64) error
	// Deleted, if set, is told of every deleted account (the showcase drops
	// its cached listings, which may show the account's textures).
	Deleted func(ctx context.Context, userID int64)
	// RegistrationOpen, if set, says whether new accounts may be made (the
	// admins' registrationOpen setting); nil: always.
	RegistrationOpen func(ctx context.Context) (bool, error)
	// SiteName, if set, is the name the mails give the site (the admins'
	// siteName setting); nil: DefaultSiteName.
	SiteName func(ctx context.Context) string
	Logger   *slog.Logger // default slog.Default()
}

// DefaultSiteName is the product's own name.
const DefaultSiteName = "Texelforge"

func (s *Service) siteName(ctx context.Context) string {
	if s.SiteName == nil {
		return DefaultSiteName
	}
	return s.SiteName(ctx)
}

// MsgRegistrationClosed answers a sign-up while an admin has closed registration.
const MsgRegistrationClosed = "Registration is closed"

// checkRegistrationOpen refuses new accounts while registration is closed.
func (s *Service) checkRegistrationOpen(ctx context.Context) error {
	if s.RegistrationOpen == nil {
		return nil
	}
	open, err := s.RegistrationOpen(ctx)
	if err == nil && !open {
		err = apperr.E(apperr.Forbidden, MsgRegistrationClosed)
	}
	return err
}

func (s *Service) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.Default()
}

// NewsletterList is the newsletter's subscriber list as accounts use it.
type NewsletterList interface {
	// AddPending puts the address on the list, unconfirmed: no newsletter
	// goes to it until its owner is known.
	AddPending(ctx context.Context, email string) error
	// ConfirmOwner confirms a pending sign-up of an address whose owner just
	// proved it; it does nothing if the address never signed up.
	ConfirmOwner(ctx context.Context, email string) error
}

// ErrNotAuthenticated is what a request without a valid session gets.
var ErrNotAuthenticated = apperr.E(apperr.Unauthenticated, "Not authenticated")

// HashToken returns the stored form of a session or reset token.
func HashToken(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}

// NewToken returns a random token for a link or cookie (130 bits, 26
// characters safe in a URL), and the hash that is stored in its place.
func NewToken() (token string, hash []byte) {
	token = rand.Text()
	return token, HashToken(token)
}

// PruneExpiredSessions deletes every expired session and emailed link and
// says how many sessions went.
func (s *Service) PruneExpiredSessions(ctx context.Context) (int64, error) {
	n, err := s.Store.DeleteExpiredSessions(ctx, s.Now())
	if err != nil {
		return n, err
	}
	return n, s.Store.DeleteExpiredEmailTokens(ctx, s.Now())
}

// EnsureUser creates the user unless one with the email exists, hashing the
// password. It reports whether it created the user. It makes demo and
// operator accounts, so their addresses count as verified.
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
	u, err = s.Store.InsertUser(ctx, NewUser{Username: username, Email: email, PasswordHash: hash, IsAdmin: admin,
		EmailVerified: true})
	return u, err == nil, err
}

// SetAdmin grants or revokes admin rights by email. Only an account whose
// address is verified becomes an admin (apperr.Forbidden with
// MsgVerifyBeforeAdmin otherwise): whoever registered an address first must
// not inherit the rights meant for its owner.
func (s *Service) SetAdmin(ctx context.Context, email string, admin bool) (User, error) {
	email = strings.TrimSpace(email)
	if admin {
		u, err := s.Store.UserByEmail(ctx, email)
		if err != nil {
			return User{}, err
		}
		if !u.EmailVerified {
			return User{}, apperr.E(apperr.Forbidden, MsgVerifyBeforeAdmin)
		}
	}
	return s.Store.SetAdmin(ctx, email, admin)
}

// CreateAdmin makes a new admin account under the registration rules; the
// operator vouches for the address, so it counts as verified.
func (s *Service) CreateAdmin(ctx context.Context, username, email, password string) (User, error) {
	n, err := newAccount(Registration{Username: username, Email: email, Password: password})
	if err != nil {
		return User{}, err
	}
	n.IsAdmin, n.EmailVerified = true, true
	return s.Store.InsertUser(ctx, n)
}
