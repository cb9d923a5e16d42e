package account

import (
	"context"
	"net/url"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// Purpose says what an email token is for.
type Purpose string

// The purposes of email tokens.
const (
	PurposeVerifyEmail           Purpose = "verify_email"
	PurposeNewsletterConfirm     Purpose = "newsletter_confirm"
	PurposeNewsletterUnsubscribe Purpose = "newsletter_unsubscribe"
)

// EmailToken is a link sent by email; only its hash is stored.
type EmailToken struct {
	Hash      []byte
	Purpose   Purpose
	UserID    int64 // 0 when the token is about an address, not an account
	Email     string
	CreatedAt time.Time
	ExpiresAt time.Time
}

// VerificationStore persists email tokens and verified addresses.
type VerificationStore interface {
	InsertEmailToken(ctx context.Context, t EmailToken) error
	// DeleteEmailTokens removes the user's unused tokens of the purpose.
	DeleteEmailTokens(ctx context.Context, userID int64, purpose Purpose) error
	// DeleteExpiredEmailTokens removes every token that expired before now.
	DeleteExpiredEmailTokens(ctx context.Context, now time.Time) error
	// VerifyEmail uses the unused, unexpired verification token whose hash
	// is given, if it was sent to the address the account still has, and
	// marks that address verified, in one transaction. apperr.NotFound if
	// there is no such token.
	VerifyEmail(ctx context.Context, hash []byte, now time.Time) (User, error)
}

// VerifyTTL is how long a verification link works.
const VerifyTTL = 24 * time.Hour

// Messages of email verification.
const (
	MsgVerifyInvalid      = "This verification link is invalid or has expired."
	MsgEmailVerified      = "Your email address has been verified."
	MsgAlreadyVerified    = "Your email address is already verified."
	MsgVerifyBeforeAdmin  = "The account's email address is not verified: its owner must open the verification link first"
	MsgVerificationResent = "We sent a new verification link to "
)

// SendVerification emails the user a link that proves the address is
// theirs, valid for VerifyTTL; links sent before stop working.
func (s *Service) SendVerification(ctx context.Context, u User) error {
	token, hash := NewToken()
	if err := s.Store.DeleteEmailTokens(ctx, u.ID, PurposeVerifyEmail); err != nil {
		return err
	}
	now := s.Now()
	if err := s.Store.InsertEmailToken(ctx, EmailToken{Hash: hash, Purpose: PurposeVerifyEmail, UserID: u.ID,
		Email: u.Email, CreatedAt: now, ExpiresAt: now.Add(VerifyTTL)}); err != nil {
		return err
	}
	link := s.BaseURL + "/verify-email?token=" + url.QueryEscape(token)
	return s.Mailer.Send(ctx, mail.VerifyEmail(s.siteName(ctx), u.Email, u.Username, link))
}

// ResendVerification sends a new link unless the address is verified
// already, and returns what to tell the user.
func (s *Service) ResendVerification(ctx context.Context, u User) (string, error) {
	if u.EmailVerified {
		return MsgAlreadyVerified, nil
	}
	if err := s.SendVerification(ctx, u); err != nil {
		return "", err
	}
	return MsgVerificationResent + u.Email + ".", nil
}

// VerifyEmail marks the address of the token's account verified and
// confirms the newsletter sign-up it was waiting for. A used, expired or
// unknown token, or one sent to an address the account no longer has, is
// apperr.Invalid with MsgVerifyInvalid.
func (s *Service) VerifyEmail(ctx context.Context, token string) (User, error) {
	if token == "" || len(token) > 128 {
		return User{}, apperr.E(apperr.Invalid, MsgVerifyInvalid)
	}
	u, err := s.Store.VerifyEmail(ctx, HashToken(token), s.Now())
	if apperr.KindOf(err) == apperr.NotFound {
		return User{}, apperr.E(apperr.Invalid, MsgVerifyInvalid)
	}
	if err != nil {
		return User{}, err
	}
	if s.Newsletter != nil {
		if err := s.Newsletter.ConfirmOwner(ctx, u.Email); err != nil {
			s.logger().ErrorContext(ctx, "confirm the newsletter sign-up of a verified address", "user_id", u.ID, "err", err)
		}
	}
	return u, nil
}
