package account

import (
	"context"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// Messages of an admin's resend from the outbox.
const (
	MsgMailResent      = "Mail sent again"
	MsgResendVerified  = "The address is verified already: there is no verification to resend"
	MsgResendSingleUse = "This mail held a single-use link, hidden in the outbox: it cannot be sent again"
	MsgResendNoAccount = "No account has this address any more"
	msgTestMailSentTo  = "Test mail sent to "
)

// ResendMail sends a stored message again. A verification or password-reset
// mail is sent as a new one with a fresh link (the stored copy's link is
// hidden, and may be used up); any other mail is sent as it was, unless a
// hidden single-use link makes the copy useless.
func (s *Service) ResendMail(ctx context.Context, m mail.Mail) error {
	switch m.Purpose {
	case mail.PurposeVerifyEmail:
		u, err := s.Store.UserByEmail(ctx, m.To)
		if apperr.KindOf(err) == apperr.NotFound {
			return apperr.E(apperr.Conflict, MsgResendNoAccount)
		}
		if err != nil {
			return err
		}
		if u.EmailVerified {
			return apperr.E(apperr.Conflict, MsgResendVerified)
		}
		return s.SendVerification(ctx, u)
	case mail.PurposePasswordReset:
		if _, err := s.Store.UserByEmail(ctx, m.To); err != nil {
			if apperr.KindOf(err) == apperr.NotFound {
				return apperr.E(apperr.Conflict, MsgResendNoAccount)
			}
			return err
		}
		return s.RequestPasswordReset(ctx, m.To)
	}
	if m.HasHiddenLinks() {
		return apperr.E(apperr.Conflict, MsgResendSingleUse)
	}
	return s.Mailer.Send(ctx, m.Message())
}

// SendTestMail mails an admin the test message and says where it went.
func (s *Service) SendTestMail(ctx context.Context, u User) (string, error) {
	if err := s.Mailer.Send(ctx, mail.TestMail(s.siteName(ctx), u.Email, u.Username)); err != nil {
		return "", err
	}
	return msgTestMailSentTo + u.Email, nil
}
