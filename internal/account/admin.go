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
	// SearchUsers returns up to q.Limit users whose name or email
	// contains q.Search (any when ""), in q.Sort's order after q.After.
	SearchUsers(ctx context.Context, q UserQuery) ([]User, error)
	// UserActivity counts the user's generations, textures and sessions.
	UserActivity(ctx context.Context, id int64, now time.Time) (Activity, error)
	// SetAdminByID makes the user an admin or not, in one transaction that
	// refuses (apperr.Conflict, MsgLastAdmin) to remove the last admin.
	SetAdminByID(ctx context.Context, id int64, admin bool) (User, error)
	// SetSuspended suspends the user (ending every session, in the same
	// transaction) as of now, or restores them.
	SetSuspended(ctx context.Context, id int64, suspended bool, now time.Time) (User, error)
}

// UserSort orders the admins' user list.
type UserSort string

// The orders: by id (sign-up) either way, or by name.
const (
	SortNewest UserSort = "newest"
	SortOldest UserSort = "oldest"
	SortName   UserSort = "name"
)

// UserQuery is a checked search of users. After is the cursor: the last
// user's id (newest, oldest) or lower-case name (name), "" for the first page.
type UserQuery struct {
	Search string
	Sort   UserSort
	After  string
	Limit  int
}

// UsersPageResult is a page of users.
type UsersPageResult struct {
	Users      []User
	NextCursor string
}

// SearchUsers lists users whose name or email contains q, a page of limit
// (1 to MaxUsersPage, default UsersPage) in the order sort names ("" is
// newest) after cursor.
func (s *Service) SearchUsers(ctx context.Context, q, sort, cursor string, limit int) (UsersPageResult, error) {
	q = strings.ToLower(strings.TrimSpace(q))
	if utf8.RuneCountInString(q) > MaxUserQuery {
		return UsersPageResult{}, apperr.E(apperr.Invalid, "The search is at most 100 characters")
	}
	query := UserQuery{Search: q, Sort: UserSort(sort), After: cursor}
	switch query.Sort {
	case "":
		query.Sort = SortNewest
	case SortNewest, SortOldest, SortName:
	default:
		return UsersPageResult{}, apperr.E(apperr.Invalid, "sort must be newest, oldest or name")
	}
	if cursor != "" && query.Sort != SortName {
		if n, err := strconv.ParseInt(cursor, 10, 64); err != nil || n < 1 {
			return UsersPageResult{}, apperr.E(apperr.Invalid, "Invalid cursor")
		}
	}
	if limit <= 0 {
		limit = UsersPage
	}
	limit = min(limit, MaxUsersPage)
	query.Limit = limit + 1
	users, err := s.Store.SearchUsers(ctx, query)
	if err != nil {
		return UsersPageResult{}, err
	}
	page := UsersPageResult{Users: users}
	if len(users) > limit {
		page.Users = users[:limit]
		last := page.Users[limit-1]
		page.NextCursor = strconv.FormatInt(last.ID, 10)
		if query.Sort == SortName {
			page.NextCursor = strings.ToLower(last.Username)
		}
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
