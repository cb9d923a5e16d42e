package mail_test

import (
	"net"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/mail/smtptest"
)

func mustSMTPSender(t *testing.T, cfg mail.SMTPConfig) *mail.SMTPSender {
	t.Helper()
	s, err := mail.NewSMTPSender(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSMTPSenderSendsTextWithAnHTMLAlternative(t *testing.T) {
	srv := smtptest.Start(t, nil)
	s := mustSMTPSender(t, mail.SMTPConfig{Host: srv.Host, Port: srv.Port, TLS: mail.TLSNone,
		From: "Texelforge <no-reply@texelforge.example>"})
	for _, m := range []mail.Message{
		welcome,
		{To: "sam@example.com", Subject: "Héllo, wörld", Text: "Only text, with ünïcode and a long line " + strings.Repeat("x", 100)},
	} {
		if err := s.Send(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	got := srv.Received()
	if len(got) != 2 {
		t.Fatalf("server received %d messages, want 2", len(got))
	}
	if got[0].From != "no-reply@texelforge.example" || len(got[0].To) != 1 || got[0].To[0] != welcome.To {
		t.Fatalf("envelope from %q to %v", got[0].From, got[0].To)
	}
	p, err := got[0].Parse()
	if err != nil {
		t.Fatal(err)
	}
	want := smtptest.Parsed{From: `"Texelforge" <no-reply@texelforge.example>`, To: "<alex@example.com>",
		Subject: welcome.Subject, Text: welcome.Text, HTML: welcome.HTML}
	if p != want {
		t.Fatalf("received %+v\nwant     %+v", p, want)
	}
	p, err = got[1].Parse()
	if err != nil {
		t.Fatal(err)
	}
	if p.Subject != "Héllo, wörld" || !strings.HasPrefix(p.Text, "Only text, with ünïcode") || !strings.HasSuffix(p.Text, "xxxx") || p.HTML != "" {
		t.Fatalf("text-only message received as %+v", p)
	}
}

func TestSMTPSenderGivesUpAfterTheTimeout(t *testing.T) {
	// A server that accepts connections and never greets.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { c.Close() })
		}
	}()
	s := mustSMTPSender(t, mail.SMTPConfig{Host: "127.0.0.1", Port: ln.Addr().(*net.TCPAddr).Port, TLS: mail.TLSNone,
		From: "no-reply@texelforge.example", Timeout: 300 * time.Millisecond})
	start := time.Now()
	err = s.Send(ctx, welcome)
	if err == nil {
		t.Fatal("want a timeout error")
	}
	if d := time.Since(start); d > 3*time.Second {
		t.Fatalf("Send took %v with a 300ms timeout", d)
	}
}

func TestNewSMTPSenderRejectsBadSettings(t *testing.T) {
	ok := mail.SMTPConfig{Host: "smtp.example.com", Port: 587, From: "no-reply@texelforge.example", TLS: mail.TLSStartTLS}
	if _, err := mail.NewSMTPSender(ok); err != nil {
		t.Fatalf("valid settings: %v", err)
	}
	for name, change := range map[string]func(*mail.SMTPConfig){
		"no host":      func(c *mail.SMTPConfig) { c.Host = "" },
		"bad port":     func(c *mail.SMTPConfig) { c.Port = 0 },
		"bad from":     func(c *mail.SMTPConfig) { c.From = "no-reply" },
		"bad TLS mode": func(c *mail.SMTPConfig) { c.TLS = "ssl" },
	} {
		cfg := ok
		change(&cfg)
		if _, err := mail.NewSMTPSender(cfg); err == nil {
			t.Errorf("%s: want an error", name)
		}
	}
}
