package httpapi_test

import (
	"context"
	"log/slog"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/store"
)

// inbox stands in for the SMTP server of the tests' servers: it keeps what
// the site delivers, links and all, while the stored copies are redacted.
type inbox struct {
	mu   sync.Mutex
	msgs []mail.Message
}

func (i *inbox) Send(_ context.Context, m mail.Message) error {
	i.mu.Lock()
	defer i.mu.Unlock()
	i.msgs = append(i.msgs, m)
	return nil
}

// deliverNow delivers each message as soon as it is stored, as the mail job would.
type deliverNow struct{ mail *mail.Service }

func (q deliverNow) EnqueueMailDelivery(ctx context.Context, id int64) error {
	return q.mail.Deliver(ctx, id, true)
}

// inboxes holds the inbox of each test server, by its database.
var inboxes sync.Map

// newMailer returns the mail service of a test server over db, delivering
// to db's inbox.
func newMailer(db *store.DB, now func() time.Time, logger *slog.Logger) *mail.Service {
	box, _ := inboxes.LoadOrStore(db, &inbox{})
	m := &mail.Service{Store: db, Now: now, Logger: logger, Sender: box.(*inbox)}
	m.Queue = deliverNow{m}
	return m
}

// mailsTo returns every message delivered to the address, oldest first.
func mailsTo(t *testing.T, db *store.DB, to string) []mail.Message {
	t.Helper()
	box, ok := inboxes.Load(db)
	if !ok {
		t.Fatal("the test server has no inbox")
	}
	i := box.(*inbox)
	i.mu.Lock()
	defer i.mu.Unlock()
	var out []mail.Message
	for _, m := range i.msgs {
		if m.To == to {
			out = append(out, m)
		}
	}
	return out
}

// linkToken returns the token of the newest link to path mailed to the address.
func linkToken(t *testing.T, db *store.DB, to, path string) string {
	t.Helper()
	msgs := mailsTo(t, db, to)
	if len(msgs) == 0 {
		t.Fatalf("no mail to %s", to)
	}
	pattern := regexp.MustCompile(regexp.QuoteMeta(path) + `\?token=([^\s"&<]+)`)
	for i := len(msgs) - 1; i >= 0; i-- {
		if m := pattern.FindStringSubmatch(msgs[i].Text); m != nil {
			return m[1]
		}
	}
	t.Fatalf("no %s link in the mail to %s", path, to)
	return ""
}
