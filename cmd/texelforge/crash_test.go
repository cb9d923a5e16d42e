package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// crashChildEnv marks the test binary run as the server that is killed.
const crashChildEnv = "TEXELFORGE_CRASH_CHILD"

// TestServeChild is not a test: it is the server process of
// TestGenerationsEndAfterAKill, started from this test binary.
func TestServeChild(t *testing.T) {
	if os.Getenv(crashChildEnv) != "1" {
		t.Skip("the server process of TestGenerationsEndAfterAKill")
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	if err := run(ctx, []string{"serve"}, os.Getenv, strings.NewReader(""), os.Stdout); err != nil {
		t.Fatal(err)
	}
}

// childServer is a server process of its own over a database.
type childServer struct {
	cmd  *exec.Cmd
	base string
	logs *syncBuffer
}

func startChild(t *testing.T, databaseURL string) *childServer {
	t.Helper()
	addr := freePort(t)
	c := &childServer{base: "http://" + addr, logs: &syncBuffer{}}
	c.cmd = exec.Command(os.Args[0], "-test.run=^TestServeChild$", "-test.count=1")
	c.cmd.Env = append(os.Environ(), crashChildEnv+"=1", "TEXELFORGE_ADDR="+addr, "TEXELFORGE_DATABASE_URL="+databaseURL,
		"TEXELFORGE_BASE_URL="+c.base, "TEXELFORGE_GENERATE_WORKERS=64", "TEXELFORGE_LOG_LEVEL=warn")
	c.cmd.Stdout, c.cmd.Stderr = c.logs, c.logs
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.cmd.Process.Kill(); _ = c.cmd.Wait() })
	deadline := time.Now().Add(30 * time.Second)
	for {
		if resp, err := http.Get(c.base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return c
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not start:\n%s", c.logs)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// RecoveryGoal is how soon after a restart every generation a killed
// process left behind must be final (issue 16).
const recoveryGoal = 2 * time.Minute

// A server killed with SIGKILL in the middle of many generations leaves
// some queued and some running. After a restart every one of them ends,
// done or refunded, within two minutes, and every user's credits and ledger
// agree exactly.
func TestGenerationsEndAfterAKill(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for River to rescue the killed process's jobs")
	}
	for _, engine := range storetest.Engines() {
		t.Run(string(engine), func(t *testing.T) {
			t.Parallel()
			url := storetest.URL(t, engine)
			if engine == store.SQLite {
				url = "sqlite:" + filepath.Join(t.TempDir(), "crash.db")
			}
			killAndRecover(t, url)
		})
	}
}

func killAndRecover(t *testing.T, url string) {
	ctx := context.Background()
	db := storetest.MustOpenURL(t, url)
	ledger := &credits.Service{Store: db, Now: db.Now}
	type user struct {
		id     int64
		had    int64
		cookie *http.Cookie
	}
	var users []user
	for i := range 16 {
		u, err := db.InsertUser(ctx, account.NewUser{Username: fmt.Sprintf("maker%d", i), Email: fmt.Sprintf("maker%d@example.com", i)})
		if err != nil {
			t.Fatal(err)
		}
		token, hash := account.NewToken()
		now := time.Now()
		if err := db.InsertSession(ctx, account.Session{UserID: u.ID, TokenHash: hash, Persistent: true, CreatedAt: now,
			LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}
		had := int64(1 + i%12) // the test databases have no plans: no monthly credits
		if _, err := ledger.Grant(ctx, u.ID, had, "test"); err != nil {
			t.Fatal(err)
		}
		users = append(users, user{id: u.ID, had: had, cookie: &http.Cookie{Name: httpapi.SessionCookie, Value: token}})
	}

	child := startChild(t, url)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := map[int]int{}
	for _, u := range users {
		for range 3 {
			wg.Go(func() {
				for {
					select {
					case <-stop:
						return
					default:
					}
					req, _ := http.NewRequest("POST", child.base+"/api/generate-textures", strings.NewReader(`{"prompt":"mossy cobblestone"}`))
					req.Header.Set("Content-Type", "application/json")
					req.AddCookie(u.cookie)
					resp, err := http.DefaultClient.Do(req)
					if err != nil {
						return // killed
					}
					resp.Body.Close()
					mu.Lock()
					codes[resp.StatusCode]++
					mu.Unlock()
				}
			})
		}
	}
	// Kill the process while generations are running.
	deadline := time.Now().Add(20 * time.Second)
	for openNow(t, db, "running") < 2 && time.Now().Before(deadline) {
		time.Sleep(2 * time.Millisecond)
	}
	if err := child.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = child.cmd.Wait()
	close(stop)
	wg.Wait()
	running, queued := openNow(t, db, "running"), openNow(t, db, "queued")
	if running+queued == 0 {
		t.Log("no generation was open at the kill: only the ledger is checked")
	}

	restarted := time.Now()
	again := startChild(t, url)
	for openNow(t, db, "running")+openNow(t, db, "queued") > 0 {
		if time.Since(restarted) > recoveryGoal+30*time.Second {
			t.Fatalf("%d running and %d queued generations still open %s after the restart:\n%s", openNow(t, db, "running"),
				openNow(t, db, "queued"), time.Since(restarted).Round(time.Second), again.logs)
		}
		time.Sleep(100 * time.Millisecond)
	}
	took := time.Since(restarted)
	_ = again.cmd.Process.Signal(syscall.SIGTERM)
	_ = again.cmd.Wait()
	if took > recoveryGoal {
		t.Errorf("the last generation ended %s after the restart, over %s", took.Round(time.Second), recoveryGoal)
	}

	var done, failed int
	for _, u := range users {
		var d, f int
		if err := db.SQL.QueryRow(`SELECT count(*) FILTER (WHERE state = 'done'), count(*) FILTER (WHERE state = 'failed')
			FROM generations WHERE user_id = $1`, u.id).Scan(&d, &f); err != nil {
			t.Fatal(err)
		}
		var sum, charges, refunds int64
		if err := db.SQL.QueryRow(`SELECT COALESCE(sum(plan_delta + purchased_delta), 0),
			count(*) FILTER (WHERE type = 'generation'), count(*) FILTER (WHERE type = 'refund')
			FROM credit_transactions WHERE user_id = $1`, u.id).Scan(&sum, &charges, &refunds); err != nil {
			t.Fatal(err)
		}
		b, err := ledger.Balance(ctx, u.id)
		if err != nil {
			t.Fatal(err)
		}
		if b.Available() != u.had-int64(d) || sum != b.Available() || charges != int64(d+f) || refunds != int64(f) {
			t.Errorf("user %d had %d: %d done, %d failed; %d left, ledger sum %d, %d charges, %d refunds", u.id, u.had,
				d, f, b.Available(), sum, charges, refunds)
		}
		done, failed = done+d, failed+f
	}
	if codes[202] == 0 {
		t.Errorf("answers %v: no generation was accepted before the kill", codes)
	}
	t.Logf("answers before the kill %v; open at the kill: %d running, %d queued; all final %s after the restart "+
		"(%d done, %d failed and refunded)", codes, running, queued, took.Round(100*time.Millisecond), done, failed)
}

// openNow counts the generations in the state.
func openNow(t *testing.T, db *store.DB, state string) int {
	t.Helper()
	var n int
	if err := db.SQL.QueryRow(`SELECT count(*) FROM generations WHERE state = $1`, state).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
