package newsletter

import (
	"context"
	"fmt"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// Issue is one newsletter: a subject and a plain-text body.
type Issue struct {
	Subject string
	Text    string
}

// sendPage is how many subscribers are read at once.
const sendPage = 200

// Send mails the issue to every confirmed subscriber, each with their own
// unsubscribe link in the text and in the List-Unsubscribe headers, and says
// how many it sent. With SMTP the mails are queued and delivered by jobs.
func (s *Service) Send(ctx context.Context, issue Issue) (int, error) {
	issue.Subject, issue.Text = strings.TrimSpace(issue.Subject), strings.TrimSpace(issue.Text)
	if issue.Subject == "" || strings.ContainsAny(issue.Subject, "\r\n") || issue.Text == "" {
		return 0, apperr.E(apperr.Invalid, "A newsletter needs a one-line subject and a text")
	}
	sent := 0
	for after := int64(0); ; {
		page, err := s.Store.ConfirmedSignups(ctx, after, sendPage)
		if err != nil || len(page) == 0 {
			return sent, err
		}
		for _, sub := range page {
			if err := s.sendTo(ctx, sub.Email, issue); err != nil {
				return sent, fmt.Errorf("newsletter to subscriber %d: %w", sub.ID, err)
			}
			sent++
			after = sub.ID
		}
	}
}

func (s *Service) sendTo(ctx context.Context, email string, issue Issue) error {
	page, err := s.link(ctx, email, account.PurposeNewsletterUnsubscribe, UnsubscribeTTL, "/newsletter/unsubscribe")
	if err != nil {
		return err
	}
	// The page link's token also serves the one-click POST of RFC 8058.
	oneClick := strings.Replace(page, "/newsletter/unsubscribe?", "/api/newsletter/unsubscribe?", 1)
	return s.Mailer.Send(ctx, mail.NewsletterIssue(s.siteName(ctx), email, issue.Subject, issue.Text, page, oneClick))
}
