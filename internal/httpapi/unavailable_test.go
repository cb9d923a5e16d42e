package httpapi_test

import (
	"context"
	"io"
	"net"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// proxy forwards TCP connections to target until Close, which also cuts the
// connections it carries: a database that goes down under a running server.
type proxy struct {
	ln    net.Listener
	mu    sync.Mutex
	conns []net.Conn
}

func startProxy(t *testing.T, target string) *proxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &proxy{ln: ln}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, up)
			p.mu.Unlock()
			go func() { _, _ = io.Copy(up, c); up.Close() }()
			go func() { _, _ = io.Copy(c, up); c.Close() }()
		}
	}()
	t.Cleanup(p.Close)
	return p
}

func (p *proxy) Close() {
	p.ln.Close()
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
}

// openDownable opens a migrated database and returns a function that takes
// it down: SQLite's pool is closed; PostgreSQL's network path is cut.
func openDownable(t *testing.T, e store.Engine) (*store.DB, func()) {
	t.Helper()
	if e == store.SQLite {
		db := storetest.MustOpen(t, e)
		return db, func() { db.SQL.Close() }
	}
	u, err := url.Parse(storetest.URL(t, e))
	if err != nil {
		t.Fatal(err)
	}
	p := startProxy(t, u.Host)
	u.Host = p.ln.Addr().String()
	db, err := store.Open(context.Background(), u.String())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatal(err)
	}
	return db, p.Close
}

func TestDatabaseDownAnswers503Quickly(t *testing.T) {
	for _, e := range storetest.Engines() {
		t.Run(string(e), func(t *testing.T) {
			db, down := openDownable(t, e)
			h := mustServer(t, db)
			scenario{method: "GET", path: "/readyz", wantStatus: 200}.run(t, h, nil)
			down()
			for _, sc := range []scenario{
				{method: "GET", path: "/readyz", wantStatus: 503, wantBody: []string{`"success":false`}},
				{method: "GET", path: "/api/site-settings/logo", wantStatus: 503, wantBody: []string{"temporarily unavailable"}},
				{method: "GET", path: "/api/user", header: map[string]string{"Cookie": "texelforge_session=x"}, wantStatus: 503},
				{method: "GET", path: "/healthz", wantStatus: 200},
				{method: "GET", path: "/", wantStatus: 200, wantBody: []string{"<title>Texelforge"}}, // the landing page stays up
				{method: "GET", path: "/sitemap.xml", wantStatus: 503},
			} {
				start := time.Now()
				rec := sc.run(t, h, nil)
				if d := time.Since(start); d > 3*time.Second {
					t.Errorf("%s took %v with the database down", sc.path, d)
				}
				if strings.Contains(rec.Body.String(), "goroutine") {
					t.Errorf("%s leaked a stack trace", sc.path)
				}
			}
		})
	}
}
