package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// countingStore is the real store, counting the reads of a generation.
type countingStore struct {
	*store.DB
	reads atomic.Int64
}

func (c *countingStore) GetGeneration(ctx context.Context, id string) (generation.Generation, error) {
	c.reads.Add(1)
	return c.DB.GetGeneration(ctx, id)
}

// mustQueue stores a queued generation of the user that no job will run.
func mustQueue(t *testing.T, s *studio, username string) string {
	t.Helper()
	g, err := s.gen.Prepare(mustUser(t, s.db, username).ID, false, generation.StartRequest{Prompt: "stone"})
	if err == nil {
		err = s.db.InsertGeneration(context.Background(), g)
	}
	if err != nil {
		t.Fatal(err)
	}
	return g.ID
}

// stream is an event stream served in process: its writer tells when the
// first bytes arrive, so a test need not depend on how the network flushes.
type stream struct {
	header http.Header
	wrote  chan struct{} // closed at the first write
	ended  chan struct{} // closed when the handler returns
	cancel func()

	mu     sync.Mutex
	status int
	body   strings.Builder
}

func (s *stream) Header() http.Header { return s.header }

func (s *stream) WriteHeader(status int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.status == 0 {
		s.status = status
	}
}

func (s *stream) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.status == 0 {
		s.status = 200
	}
	if s.body.Len() == 0 {
		close(s.wrote)
	}
	return s.body.Write(b)
}

func (s *stream) read() (int, string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.status, s.body.String()
}

// openStream starts a generation's event stream and waits for its first
// bytes; it stays open until cancel.
func openStream(t *testing.T, h http.Handler, id string, cookie *http.Cookie) *stream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	s := &stream{header: http.Header{}, wrote: make(chan struct{}), ended: make(chan struct{}), cancel: cancel}
	req := httptest.NewRequestWithContext(ctx, "GET", baseURL+"/api/generate-textures/"+id+"/events", nil)
	req.AddCookie(cookie)
	go func() {
		defer close(s.ended)
		h.ServeHTTP(s, req)
	}()
	t.Cleanup(func() { cancel(); <-s.ended })
	select {
	case <-s.wrote:
	case <-time.After(5 * time.Second):
		t.Fatal("no answer in 5 s")
	}
	return s
}

// A user may keep only a few generation streams open; closing one makes room.
func TestGenerationStreamsArePerUserCapped(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newStudio(t, db, "")
		alex, sam := mustSignIn(t, db, "alex", false), mustSignIn(t, db, "sam", false)
		id := mustQueue(t, s, "alex")
		var open []*stream
		for i := range 6 {
			st := openStream(t, s.h, id, alex)
			if status, body := st.read(); status != 200 || !strings.Contains(body, "event: progress") {
				t.Fatalf("stream %d: %d %s", i+1, status, body)
			}
			open = append(open, st)
		}
		seventh := openStream(t, s.h, id, alex)
		select {
		case <-seventh.ended:
		case <-time.After(5 * time.Second):
			t.Fatal("a 7th stream is kept open")
		}
		if status, body := seventh.read(); status != 429 || !strings.Contains(body, "Too many generation streams are open") {
			t.Fatalf("a 7th stream: %d %s", status, body)
		}
		if status, body := openStream(t, s.h, mustQueue(t, s, "sam"), sam).read(); status != 200 {
			t.Fatalf("another user's stream: %d %s", status, body)
		}

		open[0].cancel() // a tab closes: its place is free once its handler has returned
		<-open[0].ended
		if status, body := openStream(t, s.h, id, alex).read(); status != 200 {
			t.Fatalf("after one closed: %d %s", status, body)
		}
	})
}

// A stream waits on the in-process notification instead of rereading the
// database every quarter second, and still hears a change at once.
func TestGenerationStreamsWaitForChangesWithoutPolling(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newStudio(t, db, "")
		counting := &countingStore{DB: db}
		s.gen.Store = counting
		alex := mustSignIn(t, db, "alex", false)
		id := mustQueue(t, s, "alex")
		st := openStream(t, s.h, id, alex)
		time.Sleep(time.Second)
		if n := counting.reads.Load(); n > 2 {
			t.Fatalf("an idle stream read its generation %d times in a second", n)
		}

		if err := s.gen.Run(context.Background(), id, true); err != nil {
			t.Fatal(err)
		}
		select {
		case <-st.ended:
		case <-time.After(time.Second):
			t.Fatal("the stream did not end within a second of the change")
		}
		if _, body := st.read(); !strings.Contains(body, "event: done") {
			t.Fatalf("no done event:\n%.300s", body)
		}
	})
}
