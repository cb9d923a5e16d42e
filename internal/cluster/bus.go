// Package cluster lets the instances that share one PostgreSQL database tell
// each other of changes to what they keep in memory, through PostgreSQL's
// LISTEN/NOTIFY: one instance's write empties the others' caches within
// milliseconds instead of after their TTL (docs/adr/0025-cross-instance-cache-notices.md).
package cluster

import (
	"context"
	"crypto/rand"
	"database/sql"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
)

// channel is the one NOTIFY channel; a notice's payload is the sender's id,
// a topic and perhaps a key, "id topic [key]".
const channel = "texelforge_changes"

// retryEvery is how long the listener waits before connecting again.
const retryEvery = time.Second

// Bus sends and hears change notices. Its zero value is not usable: make one
// with New and start listening with Listen.
type Bus struct {
	url string
	db  *sql.DB
	log *slog.Logger
	id  string // this instance's, so that it skips its own notices

	mu       sync.Mutex
	handlers map[string][]func(key string)
	ready    chan struct{} // closed once the first LISTEN is in place
}

// New makes a bus over the PostgreSQL database at databaseURL, sending with
// db (a pool on the same database).
func New(databaseURL string, db *sql.DB, log *slog.Logger) *Bus {
	return &Bus{url: databaseURL, db: db, log: log, id: strings.ToLower(rand.Text()[:12]),
		handlers: map[string][]func(string){}, ready: make(chan struct{})}
}

// Handle makes fn run on each notice of topic from another instance, and
// after the listener reconnects, since notices sent meanwhile are lost.
// Register handlers before Listen.
func (b *Bus) Handle(topic string, fn func()) { b.HandleKeys(topic, func(string) { fn() }) }

// HandleKeys makes fn run with the key of each notice of topic from another
// instance (PublishKey), and with "" after the listener reconnects: then
// any key may have changed. Register handlers before Listen.
func (b *Bus) HandleKeys(topic string, fn func(key string)) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.handlers[topic] = append(b.handlers[topic], fn)
}

// Publish tells the other instances of a change to topic. A failure is only
// logged: the receivers' caches still expire on their own.
func (b *Bus) Publish(ctx context.Context, topic string) { b.PublishKey(ctx, topic, "") }

// PublishKey tells the other instances of a change to key (one without
// spaces, such as an id) in topic.
func (b *Bus) PublishKey(ctx context.Context, topic, key string) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	payload := b.id + " " + topic
	if key != "" {
		payload += " " + key
	}
	if _, err := b.db.ExecContext(ctx, "SELECT pg_notify($1, $2)", channel, payload); err != nil {
		b.log.WarnContext(ctx, "cluster: change notice not sent", "topic", topic, "err", err)
	}
}

// Ready is closed once the bus listens: notices sent after it are heard.
func (b *Bus) Ready() <-chan struct{} { return b.ready }

// Listen hears notices until ctx ends, connecting again after a failure.
func (b *Bus) Listen(ctx context.Context) {
	first := true
	for ctx.Err() == nil {
		err := b.listen(ctx, func() {
			if first {
				close(b.ready)
				first = false
				return
			}
			b.runAll() // notices may have been missed while disconnected
		})
		if ctx.Err() != nil {
			return
		}
		b.log.Warn("cluster: listening for changes failed; retrying", "err", err, "in", retryEvery)
		select {
		case <-ctx.Done():
		case <-time.After(retryEvery):
		}
	}
}

// listen holds one connection listening, calls connected once LISTEN is in
// place, and dispatches notices until the connection fails or ctx ends.
func (b *Bus) listen(ctx context.Context, connected func()) error {
	connecting, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	conn, err := pgx.Connect(connecting, b.url)
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN "+channel); err != nil {
		return err
	}
	connected()
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		sender, notice, ok := strings.Cut(n.Payload, " ")
		if !ok || sender == b.id {
			continue
		}
		topic, key, _ := strings.Cut(notice, " ")
		b.run(topic, key)
	}
}

func (b *Bus) run(topic, key string) {
	b.mu.Lock()
	fns := b.handlers[topic]
	b.mu.Unlock()
	for _, fn := range fns {
		fn(key)
	}
}

func (b *Bus) runAll() {
	b.mu.Lock()
	var fns []func(string)
	for _, hs := range b.handlers {
		fns = append(fns, hs...)
	}
	b.mu.Unlock()
	for _, fn := range fns {
		fn("")
	}
}
