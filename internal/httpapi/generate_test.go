package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/ratelimit"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// studio is a server with a working generation queue.
type studio struct {
	h   http.Handler
	gen *generation.Service
	db  *store.DB
	ts  *httptest.Server
}

// unreachable is an image model that never answers.
type unreachable struct{}

func (unreachable) Name() string { return "unreachable" }
func (unreachable) Generate(context.Context, provider.Request) ([]image.Image, error) {
	return nil, apperr.E(apperr.Unavailable, "unreachable: connection refused")
}

// fastRetries lets a failed generation attempt run again at once.
type fastRetries struct{}

func (fastRetries) NextRetry(*rivertype.JobRow) time.Time { return time.Now() }

func newStudio(t *testing.T, db *store.DB, model string, options ...func(*httpapi.Deps)) *studio {
	t.Helper()
	s := &studio{db: db}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	s.gen = &generation.Service{Store: db, Tx: db, Credits: newTestCredits(db), Engine: model, Logger: logger,
		Generator: engine.NewGenerator(unreachable{}), Now: db.Now}
	q, err := jobs.New(jobs.Pool{DB: db.JobsSQL, Postgres: db.Engine == store.Postgres}, jobs.Services{Generations: s.gen},
		jobs.Options{Work: true, PollInterval: 20 * time.Millisecond, Logger: logger, RetryPolicy: fastRetries{}})
	if err != nil {
		t.Fatal(err)
	}
	s.gen.Queue = q
	if err := q.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = q.Stop(context.Background()) })
	options = append([]func(*httpapi.Deps){func(d *httpapi.Deps) {
		s.gen.Plans = d.Billing // as the server runs
		d.Generations = s.gen
	}}, options...)
	s.h, _ = mustServerWithClock(t, db, options...)
	s.ts = httptest.NewServer(s.h)
	t.Cleanup(s.ts.Close)
	return s
}

func (s *studio) do(t *testing.T, method, path, body string, cookie *http.Cookie) (*http.Response, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, s.ts.URL+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Origin", baseURL)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	resp, err := s.ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp, out
}

// start posts a generation and returns its id, failing unless the answer is 202.
func (s *studio) start(t *testing.T, cookie *http.Cookie, body string) string {
	t.Helper()
	resp, out := s.do(t, "POST", "/api/generate-textures", body, cookie)
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("start %s: %d %v", body, resp.StatusCode, out)
	}
	return out["generation"].(map[string]any)["id"].(string)
}

// event is one server-sent event.
type event struct {
	name string
	gen  generation.Generation
}

// events reads a generation's stream to its end (at most 10 s).
func (s *studio) events(t *testing.T, id string, cookie *http.Cookie) []event {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", s.ts.URL+"/api/generate-textures/"+id+"/events", nil)
	req.AddCookie(cookie)
	resp, err := s.ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	var out []event
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var name string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			name = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			var body struct{ Generation generation.Generation }
			if err := json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &body); err != nil {
				t.Fatal(err)
			}
			out = append(out, event{name, body.Generation})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("stream: %v (after %d events)", err, len(out))
	}
	return out
}

func TestGenerationJourney(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newStudio(t, db, "")
		alex := mustSignIn(t, db, "alex", false)
		giveCredits(t, db, "alex", 1)

		resp, out := s.do(t, "GET", "/api/generate-textures/parse?prompt=mossy%20cobblestone", "", alex)
		spec, _ := out["spec"].(map[string]any)
		if resp.StatusCode != 200 || spec["kind"] != "block" || spec["family"] != "cobblestone" ||
			fmt.Sprint(spec["understood"]) != "[mossy cobblestone]" {
			t.Fatalf("parse: %d %v", resp.StatusCode, out)
		}
		if _, out := s.do(t, "GET", "/api/generate-textures/parse?prompt=zorblax%20sword&kind=flat", "", alex); fmt.Sprint(out["spec"]) !=
			fmt.Sprint(map[string]any{"kind": "flat", "family": out["spec"].(map[string]any)["family"], "understood": []any{"sword"},
				"unknown": []any{"zorblax"}, "materials": []any{}, "colours": []any{}, "modifiers": []any{}}) {
			t.Fatalf("parse as flat: %v", out)
		}
		if _, out := s.do(t, "GET", "/api/generate-textures/parse?prompt=trash%20can", "", alex); !strings.Contains(
			fmt.Sprint(out["spec"].(map[string]any)["guess"]), "“trash can” is drawn as the nearest shape the engine knows: a bucket") {
			t.Fatalf("parse a thing no word names: %v", out)
		}

		t0 := time.Now()
		id := s.start(t, alex, `{"prompt":"mossy cobblestone","seed":42}`)
		evs := s.events(t, id, alex)
		elapsed := time.Since(t0)
		last := evs[len(evs)-1]
		if last.name != "done" || last.gen.State != generation.Done || len(last.gen.Textures) != 16 ||
			!strings.HasPrefix(last.gen.Textures[0].PNG, "data:image/png;base64,") || last.gen.Seed != 42 {
			t.Fatalf("last event %s: %+v", last.name, last.gen.State)
		}
		if evs[0].name != "progress" {
			t.Fatalf("first event %q, want progress", evs[0].name)
		}
		t.Logf("POST to done event: %v (%d events)", elapsed, len(evs))
		if elapsed > 3*time.Second {
			t.Errorf("a built-in generation took %v", elapsed)
		}
		resp, out = s.do(t, "GET", "/api/generate-textures/"+id, "", alex)
		if g := out["generation"].(map[string]any); resp.StatusCode != 200 || g["state"] != "done" || len(g["textures"].([]any)) != 16 {
			t.Fatalf("get: %d %v", resp.StatusCode, g["state"])
		}
		// The credit is spent: the next one is refused with the spec's status.
		resp, out = s.do(t, "POST", "/api/generate-textures", `{"prompt":"stone"}`, alex)
		if resp.StatusCode != http.StatusPaymentRequired || !strings.Contains(fmt.Sprint(out["message"]), "no credits") {
			t.Fatalf("without credits: %d %v", resp.StatusCode, out)
		}
		// Another user sees none of it.
		sam := mustSignIn(t, db, "sam", false)
		for _, path := range []string{"/api/generate-textures/" + id, "/api/generate-textures/" + id + "/events"} {
			if resp, _ := s.do(t, "GET", path, "", sam); resp.StatusCode != 404 {
				t.Errorf("%s as another user: %d", path, resp.StatusCode)
			}
		}
	})
}

func TestGenerationRefusals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newStudio(t, db, "", func(d *httpapi.Deps) { d.Limits.Generate = ratelimit.New(3, time.Minute) })
		h := s.h
		alex := mustSignIn(t, db, "alex", false)
		giveCredits(t, db, "alex", 10)
		for _, sc := range []scenario{
			{name: "signed out", method: "POST", path: "/api/generate-textures", body: `{"prompt":"stone"}`, wantStatus: 401},
			{name: "parse signed out", method: "GET", path: "/api/generate-textures/parse?prompt=stone", wantStatus: 401},
			{name: "blank prompt", method: "POST", path: "/api/generate-textures", body: `{"prompt":"  "}`, signedIn: true,
				wantStatus: 400, wantBody: []string{`"message":"The prompt is empty."`}},
			{name: "unknown kind", method: "POST", path: "/api/generate-textures", body: `{"prompt":"stone","kind":"cube"}`,
				signedIn: true, wantStatus: 400},
			{name: "32 on the free plan", method: "POST", path: "/api/generate-textures", body: `{"prompt":"stone","size":32}`,
				signedIn: true, wantStatus: 403, wantBody: []string{"32x32 and 64x64 textures need a paid plan."}},
			{name: "parse a prompt over the limit", method: "GET", path: "/api/generate-textures/parse?prompt=" + strings.Repeat("a", 501),
				signedIn: true, wantStatus: 400, wantBody: []string{`"message":"The prompt is longer than 500 characters."`}},
			{name: "parse as an unknown kind", method: "GET", path: "/api/generate-textures/parse?prompt=stone&kind=cube",
				signedIn: true, wantStatus: 400, wantBody: []string{`"message":"The kind must be block, item or flat."`}},
			{name: "parse an empty prompt", method: "GET", path: "/api/generate-textures/parse?prompt=&kind=auto",
				signedIn: true, wantStatus: 200, wantBody: []string{`"understood":[]`}},
			{name: "unknown generation", method: "GET", path: "/api/generate-textures/nope", signedIn: true, wantStatus: 404},
		} {
			t.Run(sc.name, func(t *testing.T) { sc.run(t, h, alex) })
		}
		// Refusals spent no credits and no rate: three generations go through, the fourth is limited.
		for range 3 {
			s.start(t, alex, `{"prompt":"stone"}`)
		}
		resp, out := s.do(t, "POST", "/api/generate-textures", `{"prompt":"stone"}`, alex)
		if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" ||
			out["message"] != "You are generating too fast. Please wait a minute and try again." {
			t.Fatalf("4th generation in a minute: %d %v", resp.StatusCode, out)
		}
		if got := creditsLeft(t, db, "alex"); got != 7 {
			t.Fatalf("credits left %d, want 7", got)
		}
	})
}

// A paid plan may ask for the larger sizes; the free plan's refusal is above.
func TestPaidPlanGeneratesLargerSizes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newStudio(t, db, "")
		pat := mustSignIn(t, db, "pat", false)
		giveCredits(t, db, "pat", 1)
		if _, err := db.SQL.Exec(`UPDATE users SET plan_slug = 'pro' WHERE username = 'pat'`); err != nil {
			t.Fatal(err)
		}
		s.start(t, pat, `{"prompt":"stone","size":32}`)
	})
}

func TestFailedGenerationIsRefunded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newStudio(t, db, "unreachable")
		alex := mustSignIn(t, db, "alex", false)
		giveCredits(t, db, "alex", 1)
		id := s.start(t, alex, `{"prompt":"ruby sword"}`)
		evs := s.events(t, id, alex)
		last := evs[len(evs)-1]
		if last.name != "failed" || !strings.Contains(last.gen.Message, "refunded") {
			t.Fatalf("last event %s %+v", last.name, last.gen)
		}
		if got := creditsLeft(t, db, "alex"); got != 1 {
			t.Fatalf("credits after a failed generation: %d, want 1", got)
		}
	})
}

// Fifty generations at once with three credits: exactly three start; the
// others are refused (402 for credits, or 429 for the active limit) and
// nothing is charged for them.
// TestParallelGenerationsNeverOverspend lifts the rate and active-generation
// limits, so that only the credit balance refuses: 50 parallel starts with 3
// credits give exactly 3 generations, which all finish, and 47 answers 402.
func TestParallelGenerationsNeverOverspend(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newStudio(t, db, "", func(d *httpapi.Deps) { d.Limits.Generate = ratelimit.New(1000, time.Minute) })
		s.gen.MaxActive = 1000
		alex := mustSignIn(t, db, "alex", false)
		giveCredits(t, db, "alex", 3)
		var mu sync.Mutex
		codes := map[int]int{}
		var ids []string
		var wg sync.WaitGroup
		for range 50 {
			wg.Go(func() {
				resp, body := s.do(t, "POST", "/api/generate-textures", `{"prompt":"stone"}`, alex)
				mu.Lock()
				defer mu.Unlock()
				codes[resp.StatusCode]++
				if g, ok := body["generation"].(map[string]any); ok {
					ids = append(ids, g["id"].(string))
				}
			})
		}
		wg.Wait()
		if codes[202] != 3 || codes[402] != 47 || len(ids) != 3 {
			t.Fatalf("status counts %v (ids %v), want exactly 3 accepted and 47 refused for want of credits", codes, ids)
		}
		for _, id := range ids {
			evs := s.events(t, id, alex)
			if last := evs[len(evs)-1]; last.gen.State != generation.Done || len(last.gen.Textures) != 16 {
				t.Fatalf("generation %s ended %s with %d textures, want done with 16", id, last.gen.State, len(last.gen.Textures))
			}
		}
		if got := creditsLeft(t, db, "alex"); got != 0 {
			t.Fatalf("credits left %d, want 0", got)
		}
	})
}

func newTestCredits(db *store.DB) *credits.Service {
	return &credits.Service{Store: db, Now: db.Now}
}

// giveCredits leaves the user exactly n credits: the Free plan's credits are
// spent on placeholder generations first, so counts in the tests are exact.
func giveCredits(t *testing.T, db *store.DB, username string, n int64) {
	t.Helper()
	c, u := newTestCredits(db), mustUser(t, db, username)
	b, err := c.Balance(context.Background(), u.ID)
	if err != nil {
		t.Fatal(err)
	}
	for i := range b.Available() {
		if err := c.Reserve(context.Background(), u.ID, fmt.Sprintf("setup-%s-%d", username, i)); err != nil {
			t.Fatal(err)
		}
	}
	if n == 0 {
		return
	}
	if _, err := c.Grant(context.Background(), u.ID, n, "test"); err != nil {
		t.Fatal(err)
	}
}

func creditsLeft(t *testing.T, db *store.DB, username string) int64 {
	t.Helper()
	b, err := newTestCredits(db).Balance(context.Background(), mustUser(t, db, username).ID)
	if err != nil {
		t.Fatal(err)
	}
	return b.Available()
}

func mustUser(t *testing.T, db *store.DB, username string) account.User {
	t.Helper()
	u, err := db.UserByEmail(context.Background(), username+"@example.com")
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// A stream's events reach the browser as they are sent, not when the stream
// ends: every middleware passes the flush through.
func TestGenerationEventsArriveAsTheyHappen(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	srv := newStudio(t, db, "").ts
	alex := mustSignIn(t, db, "alex", false)
	// Queued, with no job to run it: the stream stays open after its first event.
	g := generation.Generation{ID: "waiting", UserID: mustUser(t, db, "alex").ID, State: generation.Queued,
		Prompt: "stone", Kind: "block", Size: 16, Engine: "builtin", Spec: generation.Read("stone", ""),
		Textures: []generation.Texture{}, CreatedAt: time.Now().UTC()}
	if err := db.InsertGeneration(context.Background(), g); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", srv.URL+"/api/generate-textures/waiting/events", nil)
	req.AddCookie(alex)
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatalf("no answer while the generation waits: %v", err)
	}
	defer resp.Body.Close()
	line, err := bufio.NewReader(resp.Body).ReadString('\n')
	if err != nil || line != "event: progress\n" {
		t.Fatalf("first line %q, %v", line, err)
	}
}
