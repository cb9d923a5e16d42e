package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// syncBuffer is a bytes.Buffer safe to read while the server writes logs.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// stdinFor feeds "admin create --password-stdin" a password: a strong one,
// or the extra last argument when a test passes one, which it takes off args.
func stdinFor(args []string) (stdin string, rest []string) {
	if len(args) > 0 && args[len(args)-1] == "--password-stdin" {
		return "Strong-Admin-Pass-9\n", args
	}
	if len(args) > 1 && args[len(args)-2] == "--password-stdin" {
		return args[len(args)-1] + "\n", args[:len(args)-1]
	}
	return "", args
}

// envFor is a getenv over kv, with TestMain's data directory unless kv names one.
func envFor(kv map[string]string) func(string) string {
	return func(k string) string {
		if v, ok := kv[k]; ok || k != dataDirEnv {
			return v
		}
		return os.Getenv(dataDirEnv)
	}
}

// runCommand runs one command to completion and returns what it printed.
func runCommand(t *testing.T, env map[string]string, args ...string) (string, error) {
	t.Helper()
	var out bytes.Buffer
	stdin, args := stdinFor(args)
	err := run(context.Background(), args, envFor(env), strings.NewReader(stdin), &out)
	return out.String(), err
}

func TestServeBootsAnswersAndShutsDownCleanly(t *testing.T) {
	base, logs, cancel, done := startServe(t)
	for path, want := range map[string]int{"/readyz": 200, "/": 200, "/no-such-page": 404, "/api/nope": 404, "/api/user": 401} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("GET %s = %d, want %d", path, resp.StatusCode, want)
		}
	}
	for _, want := range []string{"msg=\"starting texelforge\"", "msg=ready", "engine=sqlite", "path=/readyz status=200"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("logs lack %s:\n%s", want, logs.String())
		}
	}

	cancel() // what SIGTERM and SIGINT do through main's signal context
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("run returned %v after shutdown", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("server did not stop within 20s")
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Fatal("server still answers after shutdown")
	}
	if !strings.Contains(logs.String(), "msg=stopped") {
		t.Errorf("no stop line in logs:\n%s", logs.String())
	}
}

// startServe runs the server in the background, with any extra settings
// ("NAME=value"), and waits until it is healthy.
func startServe(t *testing.T, settings ...string) (base string, logs *syncBuffer, stop context.CancelFunc, done <-chan error) {
	t.Helper()
	addr := freePort(t)
	env := map[string]string{
		"TEXELFORGE_ADDR":         addr,
		"TEXELFORGE_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "serve.db"),
	}
	for _, s := range settings {
		name, value, _ := strings.Cut(s, "=")
		env[name] = value
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	logs = &syncBuffer{}
	result := make(chan error, 1)
	go func() { result <- run(ctx, nil, envFor(env), strings.NewReader(""), logs) }()
	base = "http://" + addr
	deadline := time.Now().Add(10 * time.Second)
	for {
		resp, err := http.Get(base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return base, logs, cancel, result
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("server not healthy after 10s: %v\n%s", err, logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A request still in flight when shutdown begins is finished, not cut.
func TestShutdownDrainsRequestsInFlight(t *testing.T) {
	base, logs, stop, done := startServe(t)
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"path":"/terms"}`
	// Send the headers and half the body: the handler is now reading it.
	fmt.Fprintf(conn, "POST /api/analytics/page-view HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", len(body), body[:8])
	time.Sleep(200 * time.Millisecond)

	stop()
	time.Sleep(300 * time.Millisecond)
	select {
	case err := <-done:
		t.Fatalf("run returned (%v) with a request in flight", err)
	default:
	}
	if _, err := io.WriteString(conn, body[8:]); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("in-flight request was cut: %v\n%s", err, logs.String())
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("in-flight request answered %d", resp.StatusCode)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("run returned %v", err)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("server did not stop after the request finished")
	}
}

func TestCommands(t *testing.T) {
	env := map[string]string{"TEXELFORGE_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "cmd.db")}

	if out, err := runCommand(t, env, "version"); err != nil || out != fmt.Sprintln("texelforge", version) {
		t.Fatalf("version: %q, %v", out, err)
	}
	if _, err := runCommand(t, env, "frobnicate"); err == nil || !strings.Contains(err.Error(), "unknown command") {
		t.Fatalf("unknown command: %v", err)
	}
	if _, err := runCommand(t, map[string]string{"TEXELFORGE_ADDR": "nonsense"}, "migrate"); err == nil || !strings.Contains(err.Error(), "TEXELFORGE_ADDR") {
		t.Fatalf("bad config: %v", err)
	}
	out, err := runCommand(t, env, "migrate")
	if err != nil || !strings.Contains(out, "migrated database") {
		t.Fatalf("migrate: %q, %v", out, err)
	}
	if out, err := runCommand(t, env, "migrate"); err != nil || strings.Contains(out, "migrated database") {
		t.Fatalf("second migrate: %q, %v", out, err)
	}
	out, err = runCommand(t, env, "seed")
	if err != nil || !strings.Contains(out, "admin@texelforge.local") || !strings.Contains(out, "demo@texelforge.local") {
		t.Fatalf("seed: %q, %v", out, err)
	}
	if out, err := runCommand(t, env, "seed"); err != nil || strings.Contains(out, "passwords") {
		t.Fatalf("second seed printed credentials again: %q, %v", out, err)
	}
	if out, err := runCommand(t, env, "admin", "grant", "DEMO@texelforge.local"); err != nil || !strings.Contains(out, "is admin: true") {
		t.Fatalf("admin grant: %q, %v", out, err)
	}
	if out, err := runCommand(t, env, "admin", "list"); err != nil || !strings.Contains(out, "admin\tadmin@texelforge.local") || !strings.Contains(out, "demo\tdemo@texelforge.local") {
		t.Fatalf("admin list: %q, %v", out, err)
	}
	if out, err := runCommand(t, env, "admin", "revoke", "demo@texelforge.local"); err != nil || !strings.Contains(out, "is admin: false") {
		t.Fatalf("admin revoke: %q, %v", out, err)
	}
	if _, err := runCommand(t, env, "admin", "grant", "nobody@texelforge.local"); err == nil || !strings.Contains(err.Error(), "User not found") {
		t.Fatalf("admin grant of unknown user: %v", err)
	}
	if _, err := runCommand(t, env, "admin", "promote"); err == nil {
		t.Fatal("admin with bad arguments succeeded")
	}
	out, err = runCommand(t, env, "admin", "create", "--email", "ops@example.com", "--username", "ops")
	if err != nil || !strings.Contains(out, "created admin ops") || !strings.Contains(out, "password (shown this once): ") {
		t.Fatalf("admin create: %q, %v", out, err)
	}
	out, err = runCommand(t, env, "admin", "create", "--email", "root@example.com", "--username", "root2", "--password-stdin")
	if err != nil || strings.Contains(out, "password (shown") {
		t.Fatalf("admin create from stdin: %q, %v", out, err)
	}
	if _, err := runCommand(t, env, "admin", "create", "--email", "weak@example.com", "--username", "weak", "--password-stdin", "weak"); apperr.KindOf(err) != apperr.Invalid {
		t.Fatalf("admin create of a weak password: %v", err)
	}
	if out, _ := runCommand(t, env, "admin", "list"); !strings.Contains(out, "ops\tops@example.com") || !strings.Contains(out, "root2\troot@example.com") {
		t.Fatalf("created admins not listed: %q", out)
	}
}
