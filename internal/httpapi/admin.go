package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/mail"
)

// The mail outbox of the admin area (docs/admin-api.md).

// adminEmail answers GET /api/admin/email?q=&status=&cursor=&limit=: the
// emails the site sent or wrote to the outbox, newest first.
func adminEmail(mailer *mail.Service, log *slog.Logger) userHandler {
	type response struct {
		Success    bool        `json:"success"`
		Message    string      `json:"message"`
		Emails     []mail.Mail `json:"emails"`
		NextCursor *string     `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit, before, err := idPage(r)
		var list []mail.Mail
		var next int64
		if err == nil {
			q := r.URL.Query()
			list, next, err = mailer.List(r.Context(), mail.Query{Search: q.Get("q"), Status: mail.Status(q.Get("status")),
				Before: before, Limit: limit})
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: "OK", Emails: list, NextCursor: idCursor(next)})
	}
}

func mailID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.E(apperr.NotFound, "Email not found")
	}
	return id, nil
}

type emailResponse struct {
	Success bool      `json:"success"`
	Email   mail.Mail `json:"email"`
}

// adminEmailMessage answers GET /api/admin/email/{id}: one whole message,
// link tokens hidden.
func adminEmailMessage(mailer *mail.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := mailID(r)
		var m mail.Mail
		if err == nil {
			m, err = mailer.Get(r.Context(), id)
		}
		reply(w, r, log, err, http.StatusOK, emailResponse{Success: true, Email: m})
	}
}

// resendEmail answers POST /api/admin/email/{id}/resend.
func resendEmail(mailer *mail.Service, accounts *account.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := mailID(r)
		var m mail.Mail
		if err == nil {
			m, err = mailer.Store.MailByID(r.Context(), id) // with its links: a pending message's still work
		}
		if err == nil {
			err = accounts.ResendMail(r.Context(), m)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: account.MsgMailResent})
	}
}

// testEmail answers POST /api/admin/email/test: a test mail to the admin.
func testEmail(accounts *account.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		msg, err := accounts.SendTestMail(r.Context(), u)
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: msg})
	}
}

// emailTemplates answers GET /api/admin/email/templates: every mail the
// site sends, filled with sample data under the site's current name.
func emailTemplates(texts *content.Service, baseURL string) userHandler {
	type template struct {
		ID      mail.Purpose `json:"id"`
		Name    string       `json:"name"`
		Subject string       `json:"subject"`
		HTML    string       `json:"html"`
		Text    string       `json:"text"`
	}
	type response struct {
		Success   bool       `json:"success"`
		Templates []template `json:"templates"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		out := response{Success: true}
		for _, p := range mail.Previews(texts.SiteName(r.Context()), baseURL) {
			out.Templates = append(out.Templates, template{ID: p.ID, Name: p.Name, Subject: p.Message.Subject,
				HTML: p.Message.HTML, Text: p.Message.Text})
		}
		respond(w, http.StatusOK, out)
	}
}
