package store_test

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func TestMailInsertAndRead(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		created := time.Date(2026, 11, 22, 10, 0, 0, 0, time.FixedZone("CET", 3600))
		sent := created.Add(time.Second)
		in := mail.Mail{To: "alex@example.com", Subject: "Welcome", Text: "Hello Alex", HTML: "<p>Hello <b>Alex</b></p>",
			Transport: mail.TransportOutbox, Status: mail.StatusSent, CreatedAt: created, SentAt: &sent}
		got, err := db.InsertMail(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if got.ID == 0 {
			t.Fatal("no id")
		}
		want := in
		want.ID = got.ID
		want.CreatedAt = created.UTC()
		sentUTC := sent.UTC()
		want.SentAt = &sentUTC
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("inserted (-want +got):\n%s", diff)
		}
		if got.CreatedAt.Location() != time.UTC || got.SentAt.Location() != time.UTC {
			t.Fatalf("times are not UTC: %v, %v", got.CreatedAt, got.SentAt)
		}
		read, err := db.MailByID(ctx, got.ID)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, read); diff != "" {
			t.Fatalf("read back (-want +got):\n%s", diff)
		}

		pending, err := db.InsertMail(ctx, mail.Mail{To: "sam@example.com", Subject: "Reset", Text: "Reset it",
			Transport: mail.TransportSMTP, Status: mail.StatusPending, CreatedAt: created})
		if err != nil {
			t.Fatal(err)
		}
		if pending.SentAt != nil || pending.HTML != "" || pending.Attempts != 0 || pending.LastError != "" {
			t.Fatalf("pending row = %+v", pending)
		}
		if _, err := db.MailByID(ctx, pending.ID+100); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("missing mail: err = %v, want NotFound", err)
		}
	})
}

func TestMailDeliveryOutcomes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
		insert := func() mail.Mail {
			t.Helper()
			m, err := db.InsertMail(ctx, mail.Mail{To: "alex@example.com", Subject: "Hi", Text: "Hi",
				Transport: mail.TransportSMTP, Status: mail.StatusPending, CreatedAt: now})
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
		read := func(id int64) mail.Mail {
			t.Helper()
			m, err := db.MailByID(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			return m
		}

		// A failed attempt, then a successful one.
		retried := insert()
		if err := db.MarkMailAttemptFailed(ctx, retried.ID, "451 try again later"); err != nil {
			t.Fatal(err)
		}
		if m := read(retried.ID); m.Status != mail.StatusPending || m.Attempts != 1 || m.LastError != "451 try again later" || m.SentAt != nil {
			t.Fatalf("after a failed attempt: %+v", m)
		}
		sentAt := now.Add(time.Minute)
		if err := db.MarkMailSent(ctx, retried.ID, sentAt); err != nil {
			t.Fatal(err)
		}
		if m := read(retried.ID); m.Status != mail.StatusSent || m.Attempts != 2 || m.SentAt == nil || !m.SentAt.Equal(sentAt) {
			t.Fatalf("after sending: %+v", m)
		}

		// The last attempt fails.
		failed := insert()
		if err := db.MarkMailFailed(ctx, failed.ID, "550 no such user"); err != nil {
			t.Fatal(err)
		}
		if m := read(failed.ID); m.Status != mail.StatusFailed || m.Attempts != 1 || m.LastError != "550 no such user" || m.SentAt != nil {
			t.Fatalf("after failing: %+v", m)
		}

		// Updates of a message that does not exist say so.
		for name, err := range map[string]error{
			"sent":           db.MarkMailSent(ctx, 999, now),
			"attempt failed": db.MarkMailAttemptFailed(ctx, 999, "x"),
			"failed":         db.MarkMailFailed(ctx, 999, "x"),
		} {
			if apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("mark %s of a missing mail: err = %v, want NotFound", name, err)
			}
		}
	})
}

func TestListMailNewestFirst(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if got, err := db.ListMail(ctx, mail.Query{Limit: 10}); err != nil || len(got) != 0 {
			t.Fatalf("empty outbox: %v, %v", got, err)
		}
		at := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
		for i, status := range []mail.Status{mail.StatusSent, mail.StatusFailed, mail.StatusSent, mail.StatusSent} {
			if _, err := db.InsertMail(ctx, mail.Mail{To: "alex@example.com", Subject: "Hello " + string(rune('a'+i)), Text: "x",
				Transport: mail.TransportOutbox, Status: status, CreatedAt: at, SentAt: &at}); err != nil {
				t.Fatal(err)
			}
		}
		subjects := func(q mail.Query) []string {
			got, err := db.ListMail(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, m := range got {
				out = append(out, m.Subject)
			}
			return out
		}
		first := subjects(mail.Query{Limit: 3})
		if diff := cmp.Diff([]string{"Hello d", "Hello c", "Hello b"}, first); diff != "" {
			t.Fatalf("ListMail(3) subjects (-want +got):\n%s", diff)
		}
		page, _ := db.ListMail(ctx, mail.Query{Limit: 2})
		if diff := cmp.Diff([]string{"Hello b", "Hello a"}, subjects(mail.Query{Limit: 5, Before: page[1].ID})); diff != "" {
			t.Fatalf("after the cursor (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{"Hello b"}, subjects(mail.Query{Limit: 5, Status: mail.StatusFailed})); diff != "" {
			t.Fatalf("failed only (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{"Hello c"}, subjects(mail.Query{Limit: 5, Search: "O C"})); diff != "" {
			t.Fatalf("search (-want +got):\n%s", diff)
		}
	})
}
