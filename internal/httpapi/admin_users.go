package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/credits"
)

// The admin area's user calls (docs/admin-api.md).

type adminUser struct {
	ID            int64     `json:"id"`
	Username      string    `json:"username"`
	Email         string    `json:"email"`
	AvatarURL     *string   `json:"avatarUrl"`
	IsAdmin       bool      `json:"isAdmin"`
	EmailVerified bool      `json:"emailVerified"`
	HasPassword   bool      `json:"hasPassword"`
	Plan          string    `json:"plan"`
	Suspended     bool      `json:"suspended"`
	CreatedAt     time.Time `json:"createdAt"`
}

func viewAdminUser(u account.User) adminUser {
	return adminUser{ID: u.ID, Username: u.Username, Email: u.Email, AvatarURL: u.AvatarURL, IsAdmin: u.IsAdmin,
		EmailVerified: u.EmailVerified, HasPassword: u.HasPassword, Plan: u.PlanSlug, Suspended: u.Suspended,
		CreatedAt: u.CreatedAt.UTC()}
}

type adminBalance struct {
	Available          int64     `json:"available"`
	PlanAvailable      int64     `json:"planAvailable"`
	PurchasedAvailable int64     `json:"purchasedAvailable"`
	PlanName           string    `json:"planName"`
	NextRenewalDate    time.Time `json:"nextRenewalDate"`
}

func viewAdminBalance(b credits.Balance) adminBalance {
	return adminBalance{Available: b.Available(), PlanAvailable: b.PlanAvailable, PurchasedAvailable: b.PurchasedAvailable(),
		PlanName: b.Plan.Name, NextRenewalDate: b.PeriodEnd.UTC()}
}

func userID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.E(apperr.NotFound, "User not found")
	}
	return id, nil
}

// adminUsers answers GET /api/admin/users?q=&sort=&cursor=&limit=: users
// whose name or email contains q, newest first unless sort says otherwise.
func adminUsers(accounts *account.Service, log *slog.Logger) userHandler {
	type response struct {
		Success    bool        `json:"success"`
		Users      []adminUser `json:"users"`
		NextCursor *string     `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit, err := pageLimit(r, account.MaxUsersPage)
		var page account.UsersPageResult
		if err == nil {
			q := r.URL.Query()
			page, err = accounts.SearchUsers(r.Context(), q.Get("q"), q.Get("sort"), q.Get("cursor"), limit)
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		out := response{Success: true, Users: make([]adminUser, len(page.Users))}
		for i, u := range page.Users {
			out.Users[i] = viewAdminUser(u)
		}
		if page.NextCursor != "" {
			out.NextCursor = &page.NextCursor
		}
		respond(w, http.StatusOK, out)
	}
}

// adminUserDetail answers GET /api/admin/users/{id}: the user, what they
// have done, their credits and their newest ledger rows.
func adminUserDetail(accounts *account.Service, ledger *credits.Service, log *slog.Logger) userHandler {
	type transaction struct {
		ID          int64        `json:"id"`
		Type        credits.Type `json:"type"`
		Amount      int64        `json:"amount"`
		Description string       `json:"description"`
		CreatedAt   time.Time    `json:"createdAt"`
	}
	type response struct {
		Success      bool             `json:"success"`
		User         adminUser        `json:"user"`
		Activity     account.Activity `json:"activity"`
		Credits      adminBalance     `json:"credits"`
		Transactions []transaction    `json:"transactions"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := userID(r)
		var u account.User
		if err == nil {
			u, err = accounts.UserByID(r.Context(), id)
		}
		var activity account.Activity
		if err == nil {
			activity, err = accounts.UserActivity(r.Context(), id)
		}
		var b credits.Balance
		if err == nil {
			b, err = ledger.Balance(r.Context(), id)
		}
		var page credits.TransactionsPage
		if err == nil {
			page, err = ledger.Transactions(r.Context(), id, "", credits.DefaultTransactions)
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		out := response{Success: true, User: viewAdminUser(u), Activity: activity, Credits: viewAdminBalance(b),
			Transactions: make([]transaction, len(page.Rows))}
		for i, t := range page.Rows {
			out.Transactions[i] = transaction{ID: t.ID, Type: t.Type, Amount: t.Amount(), Description: t.Description,
				CreatedAt: t.CreatedAt.UTC()}
		}
		respond(w, http.StatusOK, out)
	}
}

// adjustUserCredits answers POST /api/admin/users/{id}/credits {amount,
// reason}: credits granted, or taken back (never more than are unspent).
func adjustUserCredits(ledger *credits.Service, log *slog.Logger) userHandler {
	type request struct {
		Amount int64  `json:"amount"`
		Reason string `json:"reason"`
	}
	type response struct {
		Success bool         `json:"success"`
		Message string       `json:"message"`
		Change  int64        `json:"change"`
		Credits adminBalance `json:"credits"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := userID(r)
		var in request
		if err == nil {
			in, err = decode[request](r)
		}
		var b credits.Balance
		var change int64
		if err == nil {
			b, change, err = ledger.Adjust(r.Context(), id, in.Amount, in.Reason)
		}
		message := "Credits granted"
		if change < 0 {
			message = "Credits taken"
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: message, Change: change,
			Credits: viewAdminBalance(b)})
	}
}

// setUserAdmin answers PUT /api/admin/users/{id}/admin {isAdmin}.
func setUserAdmin(accounts *account.Service, log *slog.Logger) userHandler {
	type request struct {
		IsAdmin *bool `json:"isAdmin"`
	}
	type response struct {
		Success bool      `json:"success"`
		Message string    `json:"message"`
		User    adminUser `json:"user"`
	}
	return func(w http.ResponseWriter, r *http.Request, actor account.User) {
		id, err := userID(r)
		var in request
		if err == nil {
			in, err = decode[request](r)
		}
		if err == nil && in.IsAdmin == nil {
			err = apperr.E(apperr.Invalid, "isAdmin must be true or false")
		}
		var u account.User
		if err == nil {
			u, err = accounts.SetAdminRights(r.Context(), actor.ID, id, *in.IsAdmin)
		}
		message := "Admin rights removed"
		if u.IsAdmin {
			message = "Admin rights given"
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: message, User: viewAdminUser(u)})
	}
}

// suspendUser answers POST /api/admin/users/{id}/suspend and /unsuspend.
func suspendUser(accounts *account.Service, suspend bool, log *slog.Logger) userHandler {
	type response struct {
		Success bool      `json:"success"`
		Message string    `json:"message"`
		User    adminUser `json:"user"`
	}
	message := "User restored"
	if suspend {
		message = "User suspended"
	}
	return func(w http.ResponseWriter, r *http.Request, actor account.User) {
		id, err := userID(r)
		var u account.User
		if err == nil {
			u, err = accounts.SetSuspension(r.Context(), actor.ID, id, suspend)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: message, User: viewAdminUser(u)})
	}
}

// deleteUser answers DELETE /api/admin/users/{id}: the account and what is
// its own, as its owner's deletion removes them.
func deleteUser(accounts *account.Service, log *slog.Logger) userHandler {
	type response struct {
		Success bool   `json:"success"`
		Message string `json:"message"`
	}
	return func(w http.ResponseWriter, r *http.Request, actor account.User) {
		id, err := userID(r)
		if err == nil {
			err = accounts.DeleteByAdmin(r.Context(), actor.ID, id)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: "User deleted"})
	}
}

// mailUser answers POST /api/admin/users/{id}/verification and
// /password-reset: a new link mailed to the user.
func mailUser(accounts *account.Service, kind string, log *slog.Logger) userHandler {
	type response struct {
		Success bool   `json:"success"`
		Message string `json:"message"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := userID(r)
		var message string
		if err == nil {
			message, err = accounts.SendMailFor(r.Context(), id, kind)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: message})
	}
}
