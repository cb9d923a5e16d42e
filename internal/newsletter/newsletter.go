// Package newsletter keeps the newsletter's list and sends its issues. The
// list is double opt-in: an address receives nothing until its owner
// confirmed it (a link mailed to it, or the verification of their account's
// address). Every issue carries a link that unsubscribes in one click, and
// the RFC 8058 headers that let mail programs do it for the reader.
package newsletter

import (
	"context"
	"net/url"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// Subscriber is a confirmed address on the list.
type Subscriber struct {
	ID    int64
	Email string
}

// Store keeps the list and the tokens of its links.
type Store interface {
	// AddSignup puts the address on the list, unconfirmed, unless it is
	// there already; it reports whether the address is confirmed.
	AddSignup(ctx context.Context, email string, now time.Time) (confirmed bool, err error)
	// ConfirmSignup confirms the address if it is on the list and reports
	// whether it is.
	ConfirmSignup(ctx context.Context, email string, now time.Time) (bool, error)
	// RemoveSignup takes the address off the list.
	RemoveSignup(ctx context.Context, email string) error
	// SignupConfirmed reports whether the address is on the list, confirmed.
	SignupConfirmed(ctx context.Context, email string) (bool, error)
	// ConfirmedSignups lists up to limit confirmed subscribers after the
	// id, in id order.
	ConfirmedSignups(ctx context.Context, afterID int64, limit int) ([]Subscriber, error)
	InsertEmailToken(ctx context.Context, t account.EmailToken) error
	// EmailTokenAddress returns the address of the unexpired token of the
	// purpose whose hash is given; a single-use token is used up by this
	// read. apperr.NotFound if there is none.
	EmailTokenAddress(ctx context.Context, hash []byte, purpose account.Purpose, singleUse bool, now time.Time) (string, error)
}

// Mailer sends one email.
type Mailer interface {
	Send(ctx context.Context, m mail.Message) error
}

// Service runs the list.
type Service struct {
	Store   Store
	Mailer  Mailer
	BaseURL string
	Now     func() time.Time
	// SiteName, if set, is the name the mails give the site; nil: account.DefaultSiteName.
	SiteName func(ctx context.Context) string
}

func (s *Service) siteName(ctx context.Context) string {
	if s.SiteName == nil {
		return account.DefaultSiteName
	}
	return s.SiteName(ctx)
}

// How long links work: a confirmation a day, an unsubscribe link a year (a
// reader may open an old issue).
const (
	ConfirmTTL     = 24 * time.Hour
	UnsubscribeTTL = 365 * 24 * time.Hour
)

// Messages of the list.
const (
	MsgSubscribed = "Thanks for signing up!"
	// MsgConfirmSent ends with the address and " is not subscribed yet, a
	// link to confirm the subscription is on its way." It reads the same
	// whether or not the address is on the list, which it does not reveal.
	MsgConfirmSent     = "Thanks! If "
	MsgConfirmed       = "Your newsletter subscription is confirmed. Thanks!"
	MsgUnsubscribed    = "You have been unsubscribed from the Texelforge newsletter."
	MsgConfirmInvalid  = "This confirmation link is invalid or has expired."
	MsgUnsubscribeLink = "This unsubscribe link is invalid or has expired."
)

// Subscribe puts the address on the list. The signed-in owner of a verified
// account subscribing their own address is confirmed at once (owner may be
// nil); anyone else's address gets a link to confirm, so that nobody can put
// another person on the list. It returns what to tell the person.
func (s *Service) Subscribe(ctx context.Context, email string, owner *account.User) (string, error) {
	email, err := account.NormalizeEmail(email)
	if err != nil {
		return "", err
	}
	now := s.Now()
	confirmed, err := s.Store.AddSignup(ctx, email, now)
	if err != nil {
		return "", err
	}
	if owner != nil && owner.EmailVerified && strings.EqualFold(owner.Email, email) {
		_, err := s.Store.ConfirmSignup(ctx, email, now)
		return MsgSubscribed, err
	}
	sent := MsgConfirmSent + email + " is not subscribed yet, a link to confirm the subscription is on its way."
	if confirmed {
		return sent, nil
	}
	link, err := s.link(ctx, email, account.PurposeNewsletterConfirm, ConfirmTTL, "/newsletter/confirm")
	if err != nil {
		return "", err
	}
	err = s.Mailer.Send(ctx, mail.NewsletterConfirm(s.siteName(ctx), email, link))
	return sent, err
}

// AddPending implements account.NewsletterList.
func (s *Service) AddPending(ctx context.Context, email string) error {
	_, err := s.Store.AddSignup(ctx, email, s.Now())
	return err
}

// ConfirmOwner implements account.NewsletterList.
func (s *Service) ConfirmOwner(ctx context.Context, email string) error {
	_, err := s.Store.ConfirmSignup(ctx, email, s.Now())
	return err
}

// Confirm confirms the sign-up of a confirmation link (single use).
func (s *Service) Confirm(ctx context.Context, token string) error {
	email, err := s.address(ctx, token, account.PurposeNewsletterConfirm, true, MsgConfirmInvalid)
	if err != nil {
		return err
	}
	now := s.Now()
	if _, err := s.Store.AddSignup(ctx, email, now); err != nil {
		return err
	}
	_, err = s.Store.ConfirmSignup(ctx, email, now)
	return err
}

// Status returns the address of an unsubscribe link, partly hidden, and
// whether it is still on the list.
func (s *Service) Status(ctx context.Context, token string) (masked string, subscribed bool, err error) {
	email, err := s.address(ctx, token, account.PurposeNewsletterUnsubscribe, false, MsgUnsubscribeLink)
	if err != nil {
		return "", false, err
	}
	subscribed, err = s.Store.SignupConfirmed(ctx, email)
	return MaskEmail(email), subscribed, err
}

// Unsubscribe takes the address of an unsubscribe link off the list. The
// link keeps working, so a second click (or a mail program's retry) is fine.
func (s *Service) Unsubscribe(ctx context.Context, token string) error {
	email, err := s.address(ctx, token, account.PurposeNewsletterUnsubscribe, false, MsgUnsubscribeLink)
	if err != nil {
		return err
	}
	return s.Store.RemoveSignup(ctx, email)
}

func (s *Service) address(ctx context.Context, token string, purpose account.Purpose, singleUse bool, invalid string) (string, error) {
	if token == "" || len(token) > 128 {
		return "", apperr.E(apperr.Invalid, invalid)
	}
	email, err := s.Store.EmailTokenAddress(ctx, account.HashToken(token), purpose, singleUse, s.Now())
	if apperr.KindOf(err) == apperr.NotFound {
		return "", apperr.E(apperr.Invalid, invalid)
	}
	return email, err
}

// link stores a new token for the address and returns the page link that carries it.
func (s *Service) link(ctx context.Context, email string, purpose account.Purpose, ttl time.Duration, path string) (string, error) {
	token, hash := account.NewToken()
	now := s.Now()
	if err := s.Store.InsertEmailToken(ctx, account.EmailToken{Hash: hash, Purpose: purpose, Email: email,
		CreatedAt: now, ExpiresAt: now.Add(ttl)}); err != nil {
		return "", err
	}
	return s.BaseURL + path + "?token=" + url.QueryEscape(token), nil
}

// MaskEmail hides most of an address's local part: "a***@example.com".
func MaskEmail(email string) string {
	local, domain, ok := strings.Cut(email, "@")
	if !ok || local == "" {
		return "***"
	}
	return local[:1] + "***@" + domain
}
