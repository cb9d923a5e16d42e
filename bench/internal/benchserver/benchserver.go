// Package benchserver starts the built binary on a fresh database for the
// load scripts under bench/.
package benchserver

import (
	"crypto/rand"
	"database/sql"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the PostgreSQL driver for the fresh schema
)

// Server is a running binary.
type Server struct {
	*exec.Cmd
	URL string
	// Admin is the seeded admin's email and one-time password.
	Admin [2]string
}

// Start migrates and seeds the database with the binary, runs prepare on
// it (nil for nothing), then serves it with the extra environment.
func Start(bin, dbURL string, extraEnv []string, prepare func()) *Server {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	Check(err)
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	env := append(os.Environ(), "TEXELFORGE_DATABASE_URL="+dbURL, fmt.Sprintf("TEXELFORGE_ADDR=127.0.0.1:%d", port),
		"TEXELFORGE_BASE_URL="+base, "TEXELFORGE_LOG_LEVEL=error", "TEXELFORGE_DATA_DIR="+os.TempDir())
	env = append(env, extraEnv...)
	seed := exec.Command(bin, "seed")
	seed.Env = env
	out, err := seed.CombinedOutput()
	if err != nil {
		log.Fatalf("seed: %v\n%s", err, out)
	}
	srv := &Server{URL: base}
	if m := regexp.MustCompile(`admin\s+(\S+@\S+)\s+(\S+)`).FindStringSubmatch(string(out)); m != nil {
		srv.Admin = [2]string{m[1], m[2]}
	}
	if prepare != nil {
		prepare()
	}
	cmd := exec.Command(bin, "serve")
	cmd.Env, cmd.Stderr = env, os.Stderr
	Check(cmd.Start())
	srv.Cmd = cmd
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if resp, err := http.Get(base + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return srv
			}
		}
	}
	cmd.Process.Kill()
	log.Fatal("the server did not become ready")
	return nil
}

// Database returns a fresh database's URL (a temporary SQLite file, or a
// new schema of pgURL) and what removes it.
func Database(engine, pgURL string) (string, func()) {
	if engine == "sqlite" {
		dir, err := os.MkdirTemp("", "texelforge-bench-")
		Check(err)
		return "sqlite:" + filepath.Join(dir, "bench.db"), func() { os.RemoveAll(dir) }
	}
	admin, err := sql.Open("pgx", pgURL)
	Check(err)
	schema := "bench_" + strings.ToLower(rand.Text())
	_, err = admin.Exec("CREATE SCHEMA " + schema)
	Check(err)
	u, err := url.Parse(pgURL)
	Check(err)
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() { admin.Exec("DROP SCHEMA " + schema + " CASCADE"); admin.Close() }
}

// Check stops the script on an error.
func Check(err error) {
	if err != nil {
		log.Fatal(err)
	}
}
