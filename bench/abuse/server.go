package main

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// server is the binary serving a fresh SQLite database in a temporary folder.
type server struct {
	url string
	cmd *exec.Cmd
	dir string
	env []string
	bin string
}

// startServer migrates a fresh database, creates users abuse0..abuseN-1
// (password `password`) with the binary's own admin command, and serves.
func startServer(bin string, users int, password string) (*server, error) {
	dir, err := os.MkdirTemp("", "texelforge-abuse-")
	if err != nil {
		return nil, err
	}
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	s := &server{url: fmt.Sprintf("http://127.0.0.1:%d", port), dir: dir, bin: bin}
	s.env = append(os.Environ(), "TEXELFORGE_DATABASE_URL=sqlite:"+filepath.Join(dir, "abuse.db"),
		fmt.Sprintf("TEXELFORGE_ADDR=127.0.0.1:%d", port), "TEXELFORGE_BASE_URL="+s.url,
		"TEXELFORGE_DATA_DIR="+filepath.Join(dir, "data"), "TEXELFORGE_LOG_LEVEL=error")
	if err := s.run(nil, "migrate"); err != nil {
		return nil, err
	}
	for i := range users {
		if err := s.run(strings.NewReader(password+"\n"), "admin", "create", "--email", fmt.Sprintf("abuse%d@example.com", i),
			"--username", fmt.Sprintf("abuse%d", i), "--password-stdin"); err != nil {
			return nil, err
		}
	}
	s.cmd = exec.Command(bin, "serve")
	s.cmd.Env, s.cmd.Stderr = s.env, os.Stderr
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if resp, err := http.Get(s.url + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s, nil
			}
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, fmt.Errorf("%s did not become ready", bin)
		}
	}
}

func (s *server) run(stdin *strings.Reader, args ...string) error {
	cmd := exec.Command(s.bin, args...)
	cmd.Env = s.env
	if stdin != nil {
		cmd.Stdin = stdin
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %s: %v\n%s", s.bin, strings.Join(args, " "), err, out)
	}
	return nil
}

// stop ends the server (if it still runs) and removes its folder.
func (s *server) stop() {
	if s.cmd != nil && s.cmd.Process != nil {
		_ = s.cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = s.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			_ = s.cmd.Process.Kill()
		}
	}
	_ = os.RemoveAll(s.dir)
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// memory samples a process's resident memory from /proc.
type memory struct {
	mu          sync.Mutex
	peakRSS     int64         // the largest VmRSS sampled, in kB
	hwm         int64         // the kernel's VmHWM (peak resident set) at the last sample, in kB
	killedAfter time.Duration // since sampling began; 0 if the server was not killed
}

// sample reads VmRSS and VmHWM of pid every interval until stop is closed;
// above ceilingKB of VmRSS it kills the process, so that a run of an
// unprotected server cannot take the machine's memory.
func (m *memory) sample(pid int, interval time.Duration, ceilingKB int64, stop <-chan struct{}) {
	start := time.Now()
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		rss, hwm, ok := readStatus(pid)
		if ok {
			m.mu.Lock()
			m.peakRSS, m.hwm = max(m.peakRSS, rss), max(m.hwm, hwm)
			if rss > ceilingKB && m.killedAfter == 0 {
				m.killedAfter = time.Since(start)
				_ = syscall.Kill(pid, syscall.SIGKILL)
			}
			m.mu.Unlock()
		}
		select {
		case <-stop:
			return
		case <-t.C:
		}
	}
}

func (m *memory) read() (peakRSS, hwm int64, killedAfter time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.peakRSS, m.hwm, m.killedAfter
}

// readStatus returns VmRSS and VmHWM of pid in kB.
func readStatus(pid int) (rss, hwm int64, ok bool) {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, value, _ := strings.Cut(sc.Text(), ":")
		n, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(value), " kB"), 10, 64)
		switch {
		case err != nil:
		case name == "VmRSS":
			rss = n
		case name == "VmHWM":
			hwm = n
		}
	}
	return rss, hwm, rss > 0
}
