package provider_test

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// These tests drive the plumbing both providers share through the OpenAI one.

// checkErr asserts err holds every fragment and has kind, or is nil when no fragment is wanted.
func checkErr(t *testing.T, err error, fragments []string, kind apperr.Kind) {
	t.Helper()
	if len(fragments) == 0 {
		if err != nil {
			t.Fatalf("unexpected error: %v", err)
		}
		return
	}
	if err == nil {
		t.Fatal("want an error")
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("error %q lacks %q", err, f)
		}
	}
	for _, secret := range []string{testKey, testPassword} {
		if strings.Contains(err.Error(), secret) {
			t.Errorf("error %q leaks a secret", err)
		}
	}
	if got := apperr.KindOf(err); got != kind {
		t.Errorf("kind = %s, want %s (%v)", got, kind, err)
	}
}

func TestOpenAITimesOutEachAttempt(t *testing.T) {
	fake := &scripted{replies: []reply{{hang: true}}}
	p := newOpenAI(serve(t, fake).URL, 2, 200*time.Millisecond)
	start := time.Now()
	_, err := p.Generate(context.Background(), provider.Request{Prompt: "ruby sword", Kind: spec.Item, Count: 1})
	checkErr(t, err, []string{"openai: timed out after 200ms", "gave up after 3 attempts"}, apperr.Unavailable)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error %v is not a deadline", err)
	}
	if elapsed := time.Since(start); elapsed < 600*time.Millisecond || elapsed > 2*time.Second {
		t.Errorf("took %v for 3 attempts of 200ms", elapsed)
	}
	if fake.count() != 3 {
		t.Errorf("%d attempts, want 3", fake.count())
	}
}

func TestCancelStopsWaiting(t *testing.T) {
	fake := &scripted{replies: []reply{{hang: true}}}
	// One call hangs on the server, the other waits for the only slot.
	p := newOpenAI(serve(t, fake).URL, 1, time.Minute)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(100*time.Millisecond, cancel)
	start := time.Now()
	imgs, err := p.Generate(ctx, provider.Request{Prompt: "ruby sword", Kind: spec.Item, Count: 16})
	if !errors.Is(err, context.Canceled) || len(imgs) != 0 {
		t.Fatalf("got %d images, %v; want context.Canceled", len(imgs), err)
	}
	if elapsed := time.Since(start); elapsed > time.Second {
		t.Errorf("took %v to notice the cancellation", elapsed)
	}
	if fake.count() != 1 {
		t.Errorf("%d calls reached the server, want 1", fake.count())
	}
}

func TestUnreachableServer(t *testing.T) {
	srv := serve(t, http.NotFoundHandler())
	srv.Close()
	p := newOpenAI(srv.URL, 2, 5*time.Second)
	_, err := p.Generate(context.Background(), provider.Request{Prompt: "ruby sword", Kind: spec.Item, Count: 1})
	checkErr(t, err, []string{"openai is unreachable at " + srv.URL, "connection refused"}, apperr.Unavailable)
}

func TestResponseSizeIsLimited(t *testing.T) {
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"created":1,"data":[{"b64_json":"`))
		chunk := []byte(strings.Repeat("A", 1<<20))
		for range 65 {
			if _, err := w.Write(chunk); err != nil {
				return
			}
		}
	}))
	p := newOpenAI(srv.URL, 2, 5*time.Second)
	_, err := p.Generate(context.Background(), provider.Request{Prompt: "ruby sword", Kind: spec.Item, Count: 1})
	checkErr(t, err, []string{"openai: response larger than 64 MiB"}, apperr.Internal)
}
