package jobs_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/mail/smtptest"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// quickRetry retries a failed job almost at once instead of River's backoff.
type quickRetry struct{}

func (quickRetry) NextRetry(*rivertype.JobRow) time.Time {
	return time.Now().UTC().Add(100 * time.Millisecond)
}

var message = mail.Message{To: "alex@example.com", Subject: "Your textures are ready",
	Text: "16 variations of mossy cobblestone.", HTML: "<p>16 variations of <em>mossy cobblestone</em>.</p>"}

// mustStartMail wires the mail service, an SMTP sender pointed at srv and a
// working queue, the way cmd/texelforge does, and stops the queue at cleanup.
func mustStartMail(t *testing.T, db *store.DB, srv *smtptest.Server) *mail.Service {
	t.Helper()
	sender, err := mail.NewSMTPSender(mail.SMTPConfig{Host: srv.Host, Port: srv.Port, TLS: mail.TLSNone,
		From: "Texelforge <no-reply@texelforge.example>", Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	logger := slog.New(slog.DiscardHandler)
	svc := &mail.Service{Store: db, Sender: sender, Now: db.Now, Logger: logger}
	queue, err := jobs.New(jobs.Pool{DB: db.JobsSQL, Postgres: db.Engine == store.Postgres},
		jobs.Services{Accounts: &account.Service{Store: db, Now: db.Now}, Mail: svc},
		jobs.Options{Work: true, PollInterval: 50 * time.Millisecond, Logger: logger, RetryPolicy: quickRetry{}})
	if err != nil {
		t.Fatal(err)
	}
	svc.Queue = queue
	if err := queue.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = queue.Stop(context.Background()) })
	return svc
}

// mustFinishDelivery waits until the only message of the outbox is no
// longer pending and returns it.
func mustFinishDelivery(t *testing.T, db *store.DB) mail.Mail {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for {
		all, err := db.ListMail(context.Background(), mail.Query{Limit: 10})
		if err != nil {
			t.Fatal(err)
		}
		if len(all) != 1 {
			t.Fatalf("outbox holds %d messages, want 1", len(all))
		}
		if all[0].Status != mail.StatusPending {
			return all[0]
		}
		if time.Now().After(deadline) {
			t.Fatalf("message still pending after 15s: %+v", all[0])
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// deliveryJob returns the state and attempts of the only mail.deliver job,
// waiting for River to record its final state.
func deliveryJob(t *testing.T, db *store.DB, want rivertype.JobState) (rivertype.JobState, int) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		var state rivertype.JobState
		var attempt int
		err := db.JobsSQL.QueryRow(`SELECT state, attempt FROM river_job WHERE kind = 'mail.deliver'`).Scan(&state, &attempt)
		if err != nil {
			t.Fatal(err)
		}
		if state == want || time.Now().After(deadline) {
			return state, attempt
		}
		time.Sleep(25 * time.Millisecond)
	}
}

func TestMailIsDeliveredOverSMTPByAJob(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		srv := smtptest.Start(t, nil)
		svc := mustStartMail(t, db, srv)
		if err := svc.Send(context.Background(), message); err != nil {
			t.Fatal(err)
		}
		m := mustFinishDelivery(t, db)
		if m.Transport != mail.TransportSMTP || m.Status != mail.StatusSent || m.Attempts != 1 || m.SentAt == nil || m.LastError != "" {
			t.Fatalf("stored %+v", m)
		}
		got := srv.Received()
		if len(got) != 1 {
			t.Fatalf("server received %d messages, want 1", len(got))
		}
		if got[0].From != "no-reply@texelforge.example" || len(got[0].To) != 1 || got[0].To[0] != message.To {
			t.Fatalf("envelope from %q to %v", got[0].From, got[0].To)
		}
		p, err := got[0].Parse()
		if err != nil {
			t.Fatal(err)
		}
		want := smtptest.Parsed{From: `"Texelforge" <no-reply@texelforge.example>`, To: "<alex@example.com>",
			Subject: message.Subject, Text: message.Text, HTML: message.HTML}
		if p != want {
			t.Fatalf("received %+v\nwant     %+v", p, want)
		}
		if state, attempt := deliveryJob(t, db, rivertype.JobStateCompleted); state != rivertype.JobStateCompleted || attempt != 1 {
			t.Fatalf("job %s after %d attempts, want completed after 1", state, attempt)
		}
	})
}

func TestMailDeliveryIsRetriedWhenTheServerRefuses(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		srv := smtptest.Start(t, func(attempt int) error {
			if attempt == 1 {
				return smtptest.TryLater
			}
			return nil
		})
		svc := mustStartMail(t, db, srv)
		if err := svc.Send(context.Background(), message); err != nil {
			t.Fatal(err)
		}
		m := mustFinishDelivery(t, db)
		if m.Status != mail.StatusSent || m.Attempts != 2 || m.SentAt == nil {
			t.Fatalf("stored %+v, want sent after 2 attempts", m)
		}
		// The refusal stays on record beside the success.
		if m.LastError == "" {
			t.Fatalf("the first attempt's error was not recorded: %+v", m)
		}
		if n, got := srv.Attempts(), len(srv.Received()); n != 2 || got != 1 {
			t.Fatalf("server saw %d attempts and accepted %d messages, want 2 and 1", n, got)
		}
		if state, attempt := deliveryJob(t, db, rivertype.JobStateCompleted); state != rivertype.JobStateCompleted || attempt != 2 {
			t.Fatalf("job %s after %d attempts, want completed after 2", state, attempt)
		}
	})
}

func TestMailIsMarkedFailedAfterTheLastAttempt(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		srv := smtptest.Start(t, func(int) error { return smtptest.TryLater })
		svc := mustStartMail(t, db, srv)
		if err := svc.Send(context.Background(), message); err != nil {
			t.Fatal(err)
		}
		m := mustFinishDelivery(t, db)
		if m.Status != mail.StatusFailed || m.Attempts != jobs.DeliverMailMaxAttempts || m.SentAt != nil || m.LastError == "" {
			t.Fatalf("stored %+v, want failed after %d attempts", m, jobs.DeliverMailMaxAttempts)
		}
		if n := srv.Attempts(); n != jobs.DeliverMailMaxAttempts {
			t.Fatalf("server saw %d attempts, want %d", n, jobs.DeliverMailMaxAttempts)
		}
		if state, attempt := deliveryJob(t, db, rivertype.JobStateDiscarded); state != rivertype.JobStateDiscarded || attempt != jobs.DeliverMailMaxAttempts {
			t.Fatalf("job %s after %d attempts, want discarded after %d", state, attempt, jobs.DeliverMailMaxAttempts)
		}
	})
}
