package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/store"
)

// mustUnverifiedUser stores an account whose address nobody proved, as a
// self-registration leaves it, in the database at url.
func mustUnverifiedUser(t *testing.T, url, email string) *store.DB {
	t.Helper()
	if _, err := runCommand(t, map[string]string{"TEXELFORGE_DATABASE_URL": url}, "migrate"); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.InsertUser(context.Background(), account.NewUser{Username: "first", Email: email}); err != nil {
		t.Fatal(err)
	}
	return db
}

// TEXELFORGE_ADMIN_EMAIL names the address of the intended admin; whoever
// registered that address first gets nothing until the address is proven.
func TestAdminEmailPromotesOnlyAVerifiedAccount(t *testing.T) {
	url := "sqlite:" + filepath.Join(t.TempDir(), "admin.db")
	db := mustUnverifiedUser(t, url, "boss@example.com")
	isAdmin := func() bool {
		u, err := db.UserByEmail(context.Background(), "boss@example.com")
		if err != nil {
			t.Fatal(err)
		}
		return u.IsAdmin
	}
	serveOnce := func() string {
		_, logs, stop, done := startServe(t, "TEXELFORGE_DATABASE_URL="+url, "TEXELFORGE_ADMIN_EMAIL=boss@example.com")
		stop()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatal("server did not stop")
		}
		return logs.String()
	}
	logs := serveOnce()
	if isAdmin() || !strings.Contains(logs, "not made an admin: the account's address is not verified") {
		t.Fatalf("an unverified account was promoted (admin %t):\n%s", isAdmin(), logs)
	}
	if _, err := runCommand(t, map[string]string{"TEXELFORGE_DATABASE_URL": url}, "admin", "grant", "boss@example.com"); err == nil ||
		!strings.Contains(err.Error(), account.MsgVerifyBeforeAdmin) {
		t.Fatalf("admin grant of an unverified account: %v", err)
	}
	if _, err := db.SQL.Exec(`UPDATE users SET email_verified_at = created_at WHERE email = 'boss@example.com'`); err != nil {
		t.Fatal(err)
	}
	if serveOnce(); !isAdmin() {
		t.Fatal("the verified account was not promoted")
	}
	// An address nobody registered yet is only a warning.
	if _, err := db.SQL.Exec(`DELETE FROM users`); err != nil {
		t.Fatal(err)
	}
	if logs := serveOnce(); !strings.Contains(logs, "no account has this address yet") {
		t.Fatalf("no warning for an unknown address:\n%s", logs)
	}
}

func TestNewsletterSendCommand(t *testing.T) {
	url := "sqlite:" + filepath.Join(t.TempDir(), "news.db")
	db := mustUnverifiedUser(t, url, "someone@example.com")
	ctx := context.Background()
	for _, email := range []string{"reader@example.com", "pending@example.com"} {
		if _, err := db.AddSignup(ctx, email, time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := db.ConfirmSignup(ctx, "reader@example.com", time.Now()); err != nil {
		t.Fatal(err)
	}
	env := envFor(map[string]string{"TEXELFORGE_DATABASE_URL": url})
	send := func(stdin string, args ...string) (string, error) {
		var out bytes.Buffer
		err := run(ctx, append([]string{"newsletter"}, args...), env, strings.NewReader(stdin), &out)
		return out.String(), err
	}
	for _, bad := range [][]string{{}, {"post"}, {"send", "--subject"}, {"send", "--subject", "Hi", "--file", "/no/such/file"}} {
		if _, err := send("text", bad...); err == nil {
			t.Errorf("newsletter %v succeeded", bad)
		}
	}
	if _, err := send("", "send", "--subject", "Nothing to say"); err == nil {
		t.Error("an issue without a text was sent")
	}
	out, err := send("Three new ores this month.\n", "send", "--subject", "November at Texelforge")
	if err != nil || !strings.Contains(out, "newsletter sent to 1 subscribers") {
		t.Fatalf("send: %q, %v", out, err)
	}
	all, err := db.ListMail(ctx, mail.Query{Limit: 10})
	if err != nil || len(all) != 1 || all[0].To != "reader@example.com" || all[0].Subject != "November at Texelforge" ||
		!strings.Contains(all[0].Text, "Three new ores") || !strings.Contains(all[0].Text, "/newsletter/unsubscribe?token=") ||
		all[0].Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
		t.Fatalf("outbox after sending: %+v, %v", all, err)
	}
}
