package mail_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

var welcome = mail.Message{To: "alex@example.com", Subject: "Welcome to Texelforge",
	Text: "Hello Alex", HTML: "<p>Hello <b>Alex</b></p>"}

// fixedClock returns a clock stopped at a time with a zone, to see it stored in UTC.
func fixedClock() (func() time.Time, time.Time) {
	at := time.Date(2026, 11, 22, 11, 30, 0, 0, time.FixedZone("CET", 3600))
	return func() time.Time { return at }, at
}

// logLines decodes the JSON log lines in buf.
func logLines(t *testing.T, buf *bytes.Buffer) []map[string]any {
	t.Helper()
	var out []map[string]any
	dec := json.NewDecoder(buf)
	for dec.More() {
		var line map[string]any
		if err := dec.Decode(&line); err != nil {
			t.Fatal(err)
		}
		out = append(out, line)
	}
	return out
}

func mustOnlyMail(t *testing.T, db *store.DB) mail.Mail {
	t.Helper()
	all, err := db.ListMail(ctx, mail.Query{Limit: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 1 {
		t.Fatalf("outbox holds %d messages, want 1: %+v", len(all), all)
	}
	return all[0]
}

func TestSendWithoutSMTPWritesASentRowToTheOutboxAndLogsIt(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var logs bytes.Buffer
		now, at := fixedClock()
		svc := &mail.Service{Store: db, Now: now, Logger: slog.New(slog.NewJSONHandler(&logs, nil))}
		if err := svc.Send(ctx, welcome); err != nil {
			t.Fatal(err)
		}
		m := mustOnlyMail(t, db)
		if m.To != welcome.To || m.Subject != welcome.Subject || m.Text != welcome.Text || m.HTML != welcome.HTML {
			t.Fatalf("stored message = %+v", m)
		}
		if m.Transport != mail.TransportOutbox || m.Status != mail.StatusSent || m.Attempts != 0 || m.LastError != "" {
			t.Fatalf("stored delivery record = %+v", m)
		}
		if !m.CreatedAt.Equal(at) || m.SentAt == nil || !m.SentAt.Equal(at) || m.SentAt.Location() != time.UTC {
			t.Fatalf("created %v, sent %v; want both %v in UTC", m.CreatedAt, m.SentAt, at.UTC())
		}
		lines := logLines(t, &logs)
		if len(lines) != 1 {
			t.Fatalf("want one log line, got %v", lines)
		}
		l := lines[0]
		if l["level"] != "WARN" || l["msg"] != "SMTP is not configured: email written to the outbox, not sent" || l["to"] != welcome.To ||
			l["subject"] != welcome.Subject || l["mail_id"] != float64(m.ID) {
			t.Fatalf("log line = %v", l)
		}
	})
}

func TestSendRejectsMessagesThatCannotBeSent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc := &mail.Service{Store: db, Now: db.Now, Logger: slog.New(slog.DiscardHandler)}
		for name, m := range map[string]mail.Message{
			"no recipient":        {Subject: "Hi", Text: "Hi"},
			"bad recipient":       {To: "alex", Subject: "Hi", Text: "Hi"},
			"two recipients":      {To: "a@example.com, b@example.com", Subject: "Hi", Text: "Hi"},
			"no subject":          {To: "alex@example.com", Text: "Hi"},
			"header in subject":   {To: "alex@example.com", Subject: "Hi\r\nBcc: eve@example.com", Text: "Hi"},
			"no text, only HTML":  {To: "alex@example.com", Subject: "Hi", HTML: "<p>Hi</p>"},
			"blank text and HTML": {To: "alex@example.com", Subject: "Hi", Text: "  "},
			"any other header":    {To: "alex@example.com", Subject: "Hi", Text: "Hi", Headers: map[string]string{"Bcc": "eve@example.com"}},
			"header on two lines": {To: "alex@example.com", Subject: "Hi", Text: "Hi",
				Headers: map[string]string{"List-Unsubscribe": "<https://x.example/u>\r\nBcc: eve@example.com"}},
		} {
			if err := svc.Send(ctx, m); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("%s: err = %v, want Invalid", name, err)
			}
		}
		if all, err := db.ListMail(ctx, mail.Query{Limit: 10}); err != nil || len(all) != 0 {
			t.Fatalf("invalid messages were stored: %+v, %v", all, err)
		}
	})
}

// queueFunc and senderFunc stand in for the job queue and SMTP where a test
// needs them to fail on demand.
type queueFunc func(ctx context.Context, id int64) error

func (f queueFunc) EnqueueMailDelivery(ctx context.Context, id int64) error { return f(ctx, id) }

type senderFunc func(ctx context.Context, m mail.Message) error

func (f senderFunc) Send(ctx context.Context, m mail.Message) error { return f(ctx, m) }

func TestSendWithSMTPStoresAPendingRowAndQueuesIt(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var queued []int64
		svc := &mail.Service{Store: db, Now: db.Now,
			Sender: senderFunc(func(context.Context, mail.Message) error { t.Error("Send must not deliver itself"); return nil }),
			Queue:  queueFunc(func(_ context.Context, id int64) error { queued = append(queued, id); return nil })}
		if err := svc.Send(ctx, welcome); err != nil {
			t.Fatal(err)
		}
		m := mustOnlyMail(t, db)
		if m.Transport != mail.TransportSMTP || m.Status != mail.StatusPending || m.SentAt != nil || m.Attempts != 0 {
			t.Fatalf("stored %+v", m)
		}
		if len(queued) != 1 || queued[0] != m.ID {
			t.Fatalf("queued %v, want [%d]", queued, m.ID)
		}
	})
}

func TestSendMarksTheRowFailedWhenItCannotBeQueued(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc := &mail.Service{Store: db, Now: db.Now,
			Sender: senderFunc(func(context.Context, mail.Message) error { return nil }),
			Queue:  queueFunc(func(context.Context, int64) error { return errors.New("queue is down") })}
		if err := svc.Send(ctx, welcome); err == nil {
			t.Fatal("want an error")
		}
		if m := mustOnlyMail(t, db); m.Status != mail.StatusFailed || m.LastError != "not queued for delivery: queue is down" {
			t.Fatalf("stored %+v", m)
		}

		svc.Queue = nil
		if err := svc.Send(ctx, welcome); err == nil {
			t.Fatal("SMTP without a queue: want an error")
		}
	})
}

func TestDeliverRecordsEachOutcome(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		sendErr := errors.New("451 try again later")
		calls := 0
		svc := &mail.Service{Store: db, Now: db.Now,
			Sender: senderFunc(func(_ context.Context, m mail.Message) error {
				calls++
				if !reflect.DeepEqual(m, welcome) {
					t.Errorf("sent %+v, want %+v", m, welcome)
				}
				if calls < 3 {
					return sendErr
				}
				return nil
			}),
			Queue: queueFunc(func(context.Context, int64) error { return nil })}
		if err := svc.Send(ctx, welcome); err != nil {
			t.Fatal(err)
		}
		id := mustOnlyMail(t, db).ID

		if err := svc.Deliver(ctx, id, false); !errors.Is(err, sendErr) {
			t.Fatalf("first attempt: err = %v, want the send error", err)
		}
		if m, _ := db.MailByID(ctx, id); m.Status != mail.StatusPending || m.Attempts != 1 || m.LastError != sendErr.Error() {
			t.Fatalf("after a failed attempt: %+v", m)
		}
		if err := svc.Deliver(ctx, id, false); err == nil {
			t.Fatal("second attempt: want an error")
		}
		if err := svc.Deliver(ctx, id, false); err != nil {
			t.Fatalf("third attempt: %v", err)
		}
		if m, _ := db.MailByID(ctx, id); m.Status != mail.StatusSent || m.Attempts != 3 || m.SentAt == nil {
			t.Fatalf("after sending: %+v", m)
		}
		// A job that runs again after a crash does not send twice.
		if err := svc.Deliver(ctx, id, false); err != nil || calls != 3 {
			t.Fatalf("delivering a sent message: err %v, %d sends", err, calls)
		}
		if err := svc.Deliver(ctx, id+100, false); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("missing message: err = %v, want NotFound", err)
		}
	})
}

func TestDeliverMarksTheMessageFailedOnTheLastAttempt(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc := &mail.Service{Store: db, Now: db.Now,
			Sender: senderFunc(func(context.Context, mail.Message) error { return errors.New("550 no such user") }),
			Queue:  queueFunc(func(context.Context, int64) error { return nil })}
		if err := svc.Send(ctx, welcome); err != nil {
			t.Fatal(err)
		}
		id := mustOnlyMail(t, db).ID
		if err := svc.Deliver(ctx, id, true); err == nil {
			t.Fatal("want the send error")
		}
		if m, _ := db.MailByID(ctx, id); m.Status != mail.StatusFailed || m.Attempts != 1 || m.LastError != "550 no such user" || m.SentAt != nil {
			t.Fatalf("after the last attempt: %+v", m)
		}
	})
}

// A message with a link that acts (a reset, a verification, an unsubscribe)
// is never kept readable: the outbox copy hides the token from the start when
// nothing is sent (the log line is the delivery), and once delivered with SMTP.
func TestStoredCopiesHideTheTokensOfLinks(t *testing.T) {
	const token = "s3cr3t-T0ken_value"
	reset := mail.Message{To: "alex@example.com", Subject: "Reset your password",
		Text:    "Open https://texelforge.example/reset-password?token=" + token + " within an hour.",
		HTML:    `<a href="https://texelforge.example/reset-password?token=` + token + `">Reset</a>`,
		Headers: map[string]string{"List-Unsubscribe": "<https://texelforge.example/api/newsletter/unsubscribe?token=" + token + ">"}}
	hidden := func(m mail.Mail) bool {
		all := m.Text + m.HTML + m.Headers["List-Unsubscribe"]
		return !strings.Contains(all, token) && strings.Count(all, "token=[hidden]") == 3
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var logs bytes.Buffer
		outbox := &mail.Service{Store: db, Now: db.Now, Logger: slog.New(slog.NewJSONHandler(&logs, nil))}
		if err := outbox.Send(ctx, reset); err != nil {
			t.Fatal(err)
		}
		if m := mustOnlyMail(t, db); !hidden(m) {
			t.Fatalf("the outbox copy keeps the token: %+v", m)
		}
		if !strings.Contains(logs.String(), "reset-password?token="+token) {
			t.Fatalf("the log line, which is the delivery without SMTP, lacks the link: %s", logs.String())
		}

		var delivered []mail.Message
		smtp := &mail.Service{Store: db, Now: db.Now,
			Sender: senderFunc(func(_ context.Context, m mail.Message) error { delivered = append(delivered, m); return nil }),
			Queue:  queueFunc(func(context.Context, int64) error { return nil })}
		if err := smtp.Send(ctx, reset); err != nil {
			t.Fatal(err)
		}
		list, _, err := smtp.List(ctx, mail.Query{Limit: 1})
		if err != nil || len(list) != 1 || list[0].Status != mail.StatusPending || !hidden(list[0]) {
			t.Fatalf("the admins' list shows a pending message's token: %+v, %v", list, err)
		}
		if err := smtp.Deliver(ctx, list[0].ID, false); err != nil {
			t.Fatal(err)
		}
		if len(delivered) != 1 || !reflect.DeepEqual(delivered[0], reset) {
			t.Fatalf("delivered %+v, want the message with its working links", delivered)
		}
		if m, _ := db.MailByID(ctx, list[0].ID); m.Status != mail.StatusSent || !hidden(m) {
			t.Fatalf("the delivered copy keeps the token: %+v", m)
		}
	})
}
