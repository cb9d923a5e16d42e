package account

import (
	"context"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// What the admin area's user screens read and change (issue 19).

// Messages of the admin rules.
const (
	MsgSuspended     = "This account is suspended. Write to support to have it restored."
	MsgNotOwnAccount = "You cannot do this to your own account"
	MsgAdminFirst    = "Remove this user's admin rights first"
	MsgNotYourself   = "You cannot change your own admin rights"
	MsgLastAdmin     = "This is the last admin: make another admin first"
	MsgAdminVerified = "Only an account with a verified email address can be made an admin"
)

// Limits of the user list.
const (
	UsersPage    = 50
	MaxUsersPage = 200
	MaxUserQuery = 100
)

// Activity counts what a user has done, for the admin's user page.
type Activity struct {
	Generations    int64     `json:"generations"`
	SavedTextures  int64     `json:"savedTextures"`
	SharedTextures int64     `json:"sharedTextures"`
	Sessions       int64     `json:"sessions"` // unexpired
	LastSeenAt     time.Time `json:"lastSeenAt"`
}

// AdminStore is what the admin screens need of the store (part of Store).
type AdminStore interface {
	// SearchUsers returns up to limit users with an id below before (any
	// when 0), newest first, whose name or email contains q (any when "").
	SearchUsers(ctx context.Context, q string, before int64, limit int) ([]User, error)
	// UserActivity counts the user's generations, textures and sessions.
	UserActivity(ctx context.Context, id int64, now time.Time) (Activity, error)
	// SetAdminByID makes the user an admin or not, in one transaction that
	// refuses (apperr.Conflict, MsgLastAdmin) to remove the last admin.
	SetAdminByID(ctx context.Context, id int64, admin bool) (User, error)
	// SetSuspended suspends the user (ending every session, in the same
	// transaction) as of now, or restores them.
	SetSuspended(ctx context.Context, id int64, suspended bool, now time.Time) (User, error)
}

// UsersPageResult is a page of users, newest first.
type UsersPageResult struct {
	Users      []User
	NextCursor string
}

// SearchUsers lists users whose name or email contains q, a page of limit
// (1 to MaxUsersPage, default UsersPage) older than cursor.
func (s *Service) SearchUsers(ctx context.Context, q, cursor string, limit int) (UsersPageResult, error) {
	q = strings.ToLower(strings.TrimSpace(q))
	if utf8.RuneCountInString(q) > MaxUserQuery {
		return UsersPageResult{}, apperr.E(apperr.Invalid, "The search is at most 100 characters")
	}
	var before int64
	if cursor != "" {
		n, err := strconv.ParseInt(cursor, 10, 64)
		if err != nil || n < 1 {
			return UsersPageResult{}, apperr.E(apperr.Invalid, "Invalid cursor")
		}
		before = n
	}
	if limit <= 0 {
		limit = UsersPage
	}
	limit = min(limit, MaxUsersPage)
	users, err := s.Store.SearchUsers(ctx, q, before, limit+1)
	if err != nil {
		return UsersPageResult{}, err
	}
	page := UsersPageResult{Users: users}
	if len(users) > limit {
		page.Users = users[:limit]
		page.NextCursor = strconv.FormatInt(page.Users[limit-1].ID, 10)
	}
	return page, nil
}

// UserActivity counts what the user has done.
func (s *Service) UserActivity(ctx context.Context, userID int64) (Activity, error) {
	return s.Store.UserActivity(ctx, userID, s.Now())
}

// SetAdminRights makes a user an admin or not, by another admin: never the
// admin's own rights, never an unverified address, never the last admin.
func (s *Service) SetAdminRights(ctx context.Context, actorID, userID int64, isAdmin bool) (User, error) {
	if actorID == userID {
		return User{}, apperr.E(apperr.Forbidden, MsgNotYourself)
	}
	u, err := s.Store.UserByID(ctx, userID)
	if err != nil {
		return User{}, err
	}
	if isAdmin && !u.EmailVerified {
		return User{}, apperr.E(apperr.Conflict, MsgAdminVerified)
	}
	return s.Store.SetAdminByID(ctx, userID, isAdmin)
}

// UserByID returns the user, or apperr.NotFound.
func (s *Service) UserByID(ctx context.Context, id int64) (User, error) {
	return s.Store.UserByID(ctx, id)
}

// SetSuspension suspends a user, ending their sessions and refusing their
// sign-ins, or restores them: never the admin's own account, never an admin.
func (s *Service) SetSuspension(ctx context.Context, actorID, userID int64, suspend bool) (User, error) {
	if _, err := s.otherMember(ctx, actorID, userID); err != nil {
		return User{}, err
	}
	return s.Store.SetSuspended(ctx, userID, suspend, s.Now())
}

// DeleteByAdmin deletes a user's account as its owner could (see
// DeleteAccount), without their password: never the admin's own account,
// never an admin.
func (s *Service) DeleteByAdmin(ctx context.Context, actorID, userID int64) error {
	u, err := s.otherMember(ctx, actorID, userID)
	if err != nil {
		return err
	}
	return s.remove(ctx, u)
}

// otherMember returns the user an admin acts on, who must be someone else
// and not an admin.
func (s *Service) otherMember(ctx context.Context, actorID, userID int64) (User, error) {
	if actorID == userID {
		return User{}, apperr.E(apperr.Forbidden, MsgNotOwnAccount)
	}
	u, err := s.Store.UserByID(ctx, userID)
	if err == nil && u.IsAdmin {
		err = apperr.E(apperr.Conflict, MsgAdminFirst)
	}
	return u, err
}

// SendMailFor sends a user, for an admin, a new verification link ("verify";
// apperr.Conflict when the address is verified already) or a password-reset
// link ("reset"), and says what was sent.
func (s *Service) SendMailFor(ctx context.Context, userID int64, kind string) (string, error) {
	u, err := s.Store.UserByID(ctx, userID)
	if err != nil {
		return "", err
	}
	switch kind {
	case "verify":
		if u.EmailVerified {
			return "", apperr.E(apperr.Conflict, "This user's address is verified already")
		}
		return MsgVerificationResent + u.Email + ".", s.SendVerification(ctx, u)
	case "reset":
		return "We sent a password reset link to " + u.Email + ".", s.RequestPasswordReset(ctx, u.Email)
	}
	return "", apperr.E(apperr.NotFound, "No such mail")
}
