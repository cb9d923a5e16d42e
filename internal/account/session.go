package account

import (
	"context"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Session lifetimes: "Keep me logged in" lasts 30 days; otherwise the session
// ends after 24 hours without a request, and 7 days after signing in however
// busy it is. No session outlives MaxSessionAge.
const (
	PersistentSessionTTL = 30 * 24 * time.Hour
	IdleSessionTTL       = 24 * time.Hour
	BrowserSessionMaxAge = 7 * 24 * time.Hour
	MaxSessionAge        = PersistentSessionTTL
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

// Register validates r and creates the account on the Free plan, with its
// address unverified: a verification link is mailed to it, and a ticked
// newsletter box waits on the list until the link is opened. It returns
// apperr.Invalid for bad input and apperr.Conflict for a taken username or
// email. Once the account exists, failing to mail the link or to note the
// newsletter tick is only logged: the person can ask for the link again.
func (s *Service) Register(ctx context.Context, r Registration) (User, error) {
	if err := s.checkRegistrationOpen(ctx); err != nil {
		return User{}, err
	}
	n, err := newAccount(r)
	if err != nil {
		return User{}, err
	}
	u, err := s.Store.InsertUser(ctx, n)
	if err != nil {
		return User{}, err
	}
	if r.Newsletter && s.Newsletter != nil {
		if err := s.Newsletter.AddPending(ctx, u.Email); err != nil {
			s.logger().ErrorContext(ctx, "note a newsletter sign-up", "user_id", u.ID, "err", err)
		}
	}
	if err := s.SendVerification(ctx, u); err != nil {
		s.logger().ErrorContext(ctx, "send the verification email", "user_id", u.ID, "err", err)
	}
	return u, nil
}

// newAccount checks a registration and hashes its password.
func newAccount(r Registration) (NewUser, error) {
	if err := ValidateUsername(r.Username); err != nil {
		return NewUser{}, err
	}
	email, err := NormalizeEmail(r.Email)
	if err != nil {
		return NewUser{}, err
	}
	if err := ValidatePassword(r.Password); err != nil {
		return NewUser{}, err
	}
	hash, err := HashPassword(r.Password)
	if err != nil {
		return NewUser{}, err
	}
	return NewUser{Username: r.Username, Email: email, PasswordHash: hash, Newsletter: r.Newsletter}, nil
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
// returns; only the token's hash is stored. A suspended account is refused
// (apperr.Forbidden, MsgSuspended), whichever way it signs in.
func (s *Service) StartSession(ctx context.Context, userID int64, persistent bool) (string, Session, error) {
	u, err := s.Store.UserByID(ctx, userID)
	if err != nil {
		return "", Session{}, err
	}
	if u.Suspended {
		return "", Session{}, apperr.E(apperr.Forbidden, MsgSuspended)
	}
	token, hash := NewToken()
	now := s.Now()
	sess := Session{UserID: userID, TokenHash: hash, Persistent: persistent,
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
		expires := now.Add(IdleSessionTTL)
		if limit := sess.CreatedAt.Add(BrowserSessionMaxAge); expires.After(limit) {
			expires = limit
		}
		if err := s.Store.TouchSession(ctx, sess.ID, now, expires); err != nil {
			return User{}, err
		}
	}
	return u, nil
}
