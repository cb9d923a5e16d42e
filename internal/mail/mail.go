// Package mail sends the site's email. Every message becomes a row of the
// outbox first: without SMTP that row is the delivery (admins read the
// outbox), with SMTP a job delivers it through a Sender and records the
// outcome, retrying on failure.
package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	netmail "net/mail"
	"regexp"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Message is one email to one recipient. Text is required; HTML, when set,
// is sent as an alternative to it. Headers may set the list headers of RFC
// 2369 and RFC 8058 (List-Unsubscribe, List-Unsubscribe-Post), nothing else.
type Message struct {
	To      string
	Subject string
	Text    string
	HTML    string
	Headers map[string]string
	Purpose Purpose // which template made it (templates.go); kept in the outbox, never sent
}

// The headers a message may carry besides the ones every message has.
var allowedHeaders = map[string]bool{"List-Unsubscribe": true, "List-Unsubscribe-Post": true}

// Transport says how a stored message leaves the site.
type Transport string

// The transports.
const (
	TransportOutbox Transport = "outbox" // stored for admins to read, never sent
	TransportSMTP   Transport = "smtp"   // delivered by the mail.deliver job
)

// Status is where a stored message is in its delivery.
type Status string

// The statuses.
const (
	StatusPending Status = "pending" // waiting for (another) delivery attempt
	StatusSent    Status = "sent"
	StatusFailed  Status = "failed" // every attempt failed; LastError says why
)

// Mail is a stored message and its delivery record.
type Mail struct {
	ID        int64             `json:"id"`
	To        string            `json:"to"`
	Subject   string            `json:"subject"`
	Text      string            `json:"text"`
	HTML      string            `json:"html"`
	Headers   map[string]string `json:"headers,omitempty"`
	Purpose   Purpose           `json:"purpose"`
	Transport Transport         `json:"transport"`
	Status    Status            `json:"status"`
	Attempts  int               `json:"attempts"`
	LastError string            `json:"lastError"`
	CreatedAt time.Time         `json:"createdAt"`
	SentAt    *time.Time        `json:"sentAt"`
}

// Message returns what m says, without its delivery record.
func (m Mail) Message() Message {
	return Message{To: m.To, Subject: m.Subject, Text: m.Text, HTML: m.HTML, Headers: m.Headers, Purpose: m.Purpose}
}

// HasHiddenLinks reports whether a link's token was hidden in m (Redact).
func (m Mail) HasHiddenLinks() bool { return strings.Contains(m.Text+m.HTML, hiddenToken) }

// redacted returns m with the tokens of its links hidden (Redact).
func (m Mail) redacted() Mail {
	m.Text, m.HTML = Redact(m.Text), Redact(m.HTML)
	if len(m.Headers) > 0 {
		h := make(map[string]string, len(m.Headers))
		for k, v := range m.Headers {
			h[k] = Redact(v)
		}
		m.Headers = h
	}
	return m
}

// Store persists the outbox.
type Store interface {
	// InsertMail stores m (its ID is ignored) and returns it with its ID.
	InsertMail(ctx context.Context, m Mail) (Mail, error)
	// MailByID returns apperr.NotFound if there is no such message.
	MailByID(ctx context.Context, id int64) (Mail, error)
	// MarkMailSent sets the status to sent and sent_at to at, and counts the
	// attempt. LastError keeps the error of any earlier attempt.
	MarkMailSent(ctx context.Context, id int64, at time.Time) error
	// MarkMailAttemptFailed counts a failed attempt and records its error;
	// the message stays pending.
	MarkMailAttemptFailed(ctx context.Context, id int64, lastError string) error
	// MarkMailFailed counts a failed attempt, records its error and sets the
	// status to failed: no more attempts will be made.
	MarkMailFailed(ctx context.Context, id int64, lastError string) error
	// ListMail returns the messages q asks for, newest first.
	ListMail(ctx context.Context, q Query) ([]Mail, error)
	// RedactMail replaces the message's text, HTML and headers.
	RedactMail(ctx context.Context, m Mail) error
}

// Sender delivers a message, for example over SMTP.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// DeliveryQueue schedules the delivery of a stored message (the mail.deliver
// job, which calls Service.Deliver).
type DeliveryQueue interface {
	EnqueueMailDelivery(ctx context.Context, mailID int64) error
}

// Service sends mail. With a nil Sender every message is only written to the
// outbox; with a Sender, Queue must be set before the first Send.
type Service struct {
	Store  Store
	Sender Sender
	Queue  DeliveryQueue
	Now    func() time.Time
	Logger *slog.Logger // default slog.Default()
}

// Paging of the outbox.
const (
	DefaultPage = 50
	ListLimit   = 200 // the most messages one call lists
)

// Query selects messages of the outbox: Search in the recipient or the
// subject, a Status, those older than Before (an id), Limit at most.
type Query struct {
	Search string
	Status Status
	Before int64
	Limit  int
}

// maxErrorLen bounds the error text kept with a message.
const maxErrorLen = 1000

// Send stores m and, when SMTP is configured, schedules its delivery; it
// returns once the message is stored, not once it is delivered. It returns
// apperr.Invalid if m has no valid recipient, subject or text.
func (s *Service) Send(ctx context.Context, m Message) error {
	m.To = strings.TrimSpace(m.To)
	if err := validate(m); err != nil {
		return err
	}
	if s.Sender != nil && s.Queue == nil {
		return errors.New("send mail: SMTP is configured but the service has no delivery queue")
	}
	now := s.Now().UTC()
	row := Mail{To: m.To, Subject: m.Subject, Text: m.Text, HTML: m.HTML, Headers: m.Headers, Purpose: m.Purpose, CreatedAt: now}
	if s.Sender == nil {
		// Nothing is sent: the log line is the delivery (development and
		// demos), and the stored copy keeps no working link.
		row.Transport, row.Status, row.SentAt = TransportOutbox, StatusSent, &now
		stored, err := s.Store.InsertMail(ctx, row.redacted())
		if err != nil {
			return fmt.Errorf("send mail: %w", err)
		}
		s.logger().WarnContext(ctx, "SMTP is not configured: email written to the outbox, not sent", "to", m.To,
			"subject", m.Subject, "mail_id", stored.ID, "links", links.FindAllString(m.Text, -1))
		return nil
	}
	row.Transport, row.Status = TransportSMTP, StatusPending
	stored, err := s.Store.InsertMail(ctx, row)
	if err != nil {
		return fmt.Errorf("send mail: %w", err)
	}
	if err := s.Queue.EnqueueMailDelivery(ctx, stored.ID); err != nil {
		// Without a job nothing would ever deliver the row, so say so in it.
		markErr := s.Store.MarkMailFailed(ctx, stored.ID, truncate("not queued for delivery: "+err.Error()))
		return errors.Join(fmt.Errorf("send mail %d: %w", stored.ID, err), markErr)
	}
	return nil
}

// Deliver sends the stored message id through the Sender and records the
// outcome. A message that is no longer pending is left alone, so a job that
// runs twice does not send twice. When sending fails it records the error and
// returns it so that the caller retries; lastAttempt marks the message failed
// instead. It returns apperr.NotFound if the message does not exist.
func (s *Service) Deliver(ctx context.Context, id int64, lastAttempt bool) error {
	m, err := s.Store.MailByID(ctx, id)
	if err != nil {
		return fmt.Errorf("deliver mail %d: %w", id, err)
	}
	if m.Status != StatusPending {
		return nil
	}
	sendErr := errors.New("SMTP is not configured")
	if s.Sender != nil {
		sendErr = s.Sender.Send(ctx, m.Message())
	}
	if sendErr == nil {
		return errors.Join(s.Store.MarkMailSent(ctx, id, s.Now().UTC()), s.Store.RedactMail(ctx, m.redacted()))
	}
	if !lastAttempt {
		return errors.Join(fmt.Errorf("deliver mail %d: %w", id, sendErr),
			s.Store.MarkMailAttemptFailed(ctx, id, truncate(sendErr.Error())))
	}
	return errors.Join(fmt.Errorf("deliver mail %d: %w", id, sendErr),
		s.Store.MarkMailFailed(ctx, id, truncate(sendErr.Error())), s.Store.RedactMail(ctx, m.redacted()))
}

// List returns a page of the outbox, newest first, with the tokens of
// their links hidden (a message still waiting for delivery keeps them in
// the store), and the cursor of the next page (0 on the last).
func (s *Service) List(ctx context.Context, q Query) ([]Mail, int64, error) {
	switch q.Status {
	case "", StatusPending, StatusSent, StatusFailed:
	default:
		return nil, 0, apperr.E(apperr.Invalid, "status must be pending, sent or failed")
	}
	if q.Limit <= 0 || q.Limit > ListLimit {
		q.Limit = DefaultPage
	}
	q.Search = strings.TrimSpace(q.Search)
	want := q.Limit
	q.Limit++
	list, err := s.Store.ListMail(ctx, q)
	if err != nil {
		return nil, 0, err
	}
	var next int64
	if len(list) > want {
		list = list[:want]
		next = list[want-1].ID
	}
	for i := range list {
		list[i] = list[i].redacted()
	}
	return list, next, nil
}

// Get returns one message with the tokens of its links hidden.
func (s *Service) Get(ctx context.Context, id int64) (Mail, error) {
	m, err := s.Store.MailByID(ctx, id)
	return m.redacted(), err
}

// tokenParam finds the token of a link (reset, verification, newsletter):
// whoever reads a stored copy of a message must not be able to use it.
var tokenParam = regexp.MustCompile(`([?&]token=)[^&\s"'<>]+`)

// links finds the links of a plain-text body.
var links = regexp.MustCompile(`https?://\S+`)

// Redact hides the token of every link in s.
func Redact(s string) string { return tokenParam.ReplaceAllString(s, "${1}"+hiddenToken) }

// hiddenToken replaces a link's token in stored copies.
const hiddenToken = "[hidden]"

func validate(m Message) error {
	if _, err := netmail.ParseAddress(m.To); err != nil {
		return apperr.Wrap(apperr.Invalid, "The recipient is not a valid email address", err)
	}
	if strings.TrimSpace(m.Subject) == "" || strings.ContainsAny(m.Subject, "\r\n") {
		return apperr.E(apperr.Invalid, "An email needs a one-line subject")
	}
	if strings.TrimSpace(m.Text) == "" {
		return apperr.E(apperr.Invalid, "An email needs a plain-text body")
	}
	for k, v := range m.Headers {
		if !allowedHeaders[k] || strings.ContainsAny(v, "\r\n") {
			return apperr.E(apperr.Invalid, "An email may set only one-line List-Unsubscribe headers")
		}
	}
	return nil
}

func (s *Service) logger() *slog.Logger {
	if s.Logger != nil {
		return s.Logger
	}
	return slog.Default()
}

func truncate(s string) string {
	if len(s) <= maxErrorLen {
		return s
	}
	// Cut on a rune boundary so the stored text stays valid UTF-8.
	cut := maxErrorLen
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
