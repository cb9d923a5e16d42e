// Package smtptest runs a real SMTP server inside a test, on 127.0.0.1 with a
// free port, and keeps what it receives so the test can read it back.
package smtptest

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net"
	netmail "net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"
)

// Received is one message as the server got it.
type Received struct {
	From string   // the envelope sender (MAIL FROM)
	To   []string // the envelope recipients (RCPT TO)
	Data []byte   // the raw message
}

// Server is a running SMTP server without TLS or authentication.
type Server struct {
	Host string
	Port int

	reject func(attempt int) error

	mu       sync.Mutex
	attempts int
	received []Received
}

// Start runs a server until the test ends. reject, when not nil, is asked
// about every message (attempt counts from 1) at the DATA command; a non-nil
// error refuses the message, and an *smtp.SMTPError chooses the reply code.
func Start(t testing.TB, reject func(attempt int) error) *Server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &Server{Host: "127.0.0.1", Port: ln.Addr().(*net.TCPAddr).Port, reject: reject}
	srv := smtp.NewServer(backend{s})
	srv.Domain = "localhost"
	srv.ReadTimeout = 10 * time.Second
	srv.WriteTimeout = 10 * time.Second
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { _ = srv.Close() })
	return s
}

// Attempts says how many messages were offered, refused ones included.
func (s *Server) Attempts() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.attempts
}

// Received returns the messages accepted so far.
func (s *Server) Received() []Received {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Received(nil), s.received...)
}

type backend struct{ s *Server }

func (b backend) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{s: b.s}, nil }

type session struct {
	s    *Server
	from string
	to   []string
}

func (x *session) Mail(from string, _ *smtp.MailOptions) error { x.from = from; return nil }
func (x *session) Rcpt(to string, _ *smtp.RcptOptions) error   { x.to = append(x.to, to); return nil }
func (x *session) Reset()                                      { x.from, x.to = "", nil }
func (x *session) Logout() error                               { return nil }

func (x *session) Data(r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	x.s.mu.Lock()
	defer x.s.mu.Unlock()
	x.s.attempts++
	if x.s.reject != nil {
		if err := x.s.reject(x.s.attempts); err != nil {
			return err
		}
	}
	x.s.received = append(x.s.received, Received{From: x.from, To: x.to, Data: data})
	return nil
}

// TryLater is the reply of a server that cannot take a message right now.
var TryLater = &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}

// Parsed is a received message's headers and bodies, decoded.
type Parsed struct {
	From, To, Subject string
	Text, HTML        string
}

// Parse decodes the headers and the text/plain and text/html parts of r,
// whether it is a single part or multipart/alternative.
func (r Received) Parse() (Parsed, error) {
	msg, err := netmail.ReadMessage(bytes.NewReader(r.Data))
	if err != nil {
		return Parsed{}, err
	}
	dec := new(mime.WordDecoder)
	var p Parsed
	for dst, name := range map[*string]string{&p.From: "From", &p.To: "To", &p.Subject: "Subject"} {
		if *dst, err = dec.DecodeHeader(msg.Header.Get(name)); err != nil {
			return p, fmt.Errorf("%s header: %w", name, err)
		}
	}
	err = p.addPart(msg.Header.Get("Content-Type"), msg.Header.Get("Content-Transfer-Encoding"), msg.Body)
	return p, err
}

func (p *Parsed) addPart(contentType, encoding string, body io.Reader) error {
	mediaType, params, err := mime.ParseMediaType(contentType)
	if err != nil {
		return fmt.Errorf("content type %q: %w", contentType, err)
	}
	if strings.HasPrefix(mediaType, "multipart/") {
		mr := multipart.NewReader(body, params["boundary"])
		for {
			part, err := mr.NextRawPart()
			if errors.Is(err, io.EOF) {
				return nil
			}
			if err != nil {
				return err
			}
			if err := p.addPart(part.Header.Get("Content-Type"), part.Header.Get("Content-Transfer-Encoding"), part); err != nil {
				return err
			}
		}
	}
	switch strings.ToLower(encoding) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		body = base64.NewDecoder(base64.StdEncoding, body)
	}
	b, err := io.ReadAll(body)
	if err != nil {
		return err
	}
	// SMTP ends a message with a line break that the sender did not write.
	text := strings.TrimSuffix(string(b), "\r\n")
	switch mediaType {
	case "text/plain":
		p.Text = text
	case "text/html":
		p.HTML = text
	}
	return nil
}
