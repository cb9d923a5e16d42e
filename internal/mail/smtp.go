package mail

import (
	"context"
	"fmt"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// TLSMode says how the SMTP connection is encrypted.
type TLSMode string

// The TLS modes.
const (
	TLSStartTLS TLSMode = "starttls" // plain connection upgraded with STARTTLS, which is required (port 587)
	TLSImplicit TLSMode = "tls"      // TLS from the first byte (port 465)
	TLSNone     TLSMode = "none"     // no encryption: only for a relay on the same machine or network
)

// DefaultSMTPTimeout bounds connecting and each exchange with the server, and
// is short enough that a delivery in flight usually ends within the
// shutdown drain.
const DefaultSMTPTimeout = 10 * time.Second

// SMTPConfig is how to reach the SMTP server.
type SMTPConfig struct {
	Host     string
	Port     int
	Username string // empty: no authentication
	Password string
	From     string // "Name <address>" or "address"
	TLS      TLSMode
	Timeout  time.Duration // default DefaultSMTPTimeout
}

// SMTPSender sends each message over its own SMTP connection, so that it is
// safe for concurrent use.
type SMTPSender struct {
	cfg  SMTPConfig
	opts []gomail.Option
}

// NewSMTPSender checks cfg and returns a sender for it. It does not connect.
func NewSMTPSender(cfg SMTPConfig) (*SMTPSender, error) {
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultSMTPTimeout
	}
	opts := []gomail.Option{gomail.WithPort(cfg.Port), gomail.WithTimeout(cfg.Timeout)}
	switch cfg.TLS {
	case TLSStartTLS, "":
		opts = append(opts, gomail.WithTLSPolicy(gomail.TLSMandatory))
	case TLSImplicit:
		opts = append(opts, gomail.WithSSL())
	case TLSNone:
		opts = append(opts, gomail.WithTLSPolicy(gomail.NoTLS))
	default:
		return nil, fmt.Errorf("smtp: TLS mode %q is not starttls, tls or none", cfg.TLS)
	}
	if cfg.Username != "" {
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(cfg.Username), gomail.WithPassword(cfg.Password))
	}
	s := &SMTPSender{cfg: cfg, opts: opts}
	if _, err := s.client(); err != nil {
		return nil, err
	}
	if err := gomail.NewMsg().From(cfg.From); err != nil {
		return nil, fmt.Errorf("smtp: from address %q: %w", cfg.From, err)
	}
	return s, nil
}

func (s *SMTPSender) client() (*gomail.Client, error) {
	c, err := gomail.NewClient(s.cfg.Host, s.opts...)
	if err != nil {
		return nil, fmt.Errorf("smtp: %w", err)
	}
	return c, nil
}

// Send delivers m as a plain-text message, with HTML as an alternative part
// when m has it. It gives up after the configured timeout.
func (s *SMTPSender) Send(ctx context.Context, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.cfg.From); err != nil {
		return fmt.Errorf("smtp: from: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("smtp: to: %w", err)
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	msg.SetMessageID()
	for k, v := range m.Headers { // only the list headers: checked by Service.Send
		msg.SetGenHeader(gomail.Header(k), v)
	}
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.HTML != "" {
		msg.AddAlternativeString(gomail.TypeTextHTML, m.HTML)
	}
	c, err := s.client()
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, s.cfg.Timeout)
	defer cancel()
	if err := c.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("smtp %s:%d: %w", s.cfg.Host, s.cfg.Port, err)
	}
	return nil
}
