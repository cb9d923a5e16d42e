// Package stripemock starts stripe-mock, Stripe's own stand-in for its API,
// for tests. `make test` installs it and names it in TEXELFORGE_STRIPE_MOCK.
package stripemock

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"testing"
	"time"
)

// Start runs stripe-mock on a free loopback port until the test ends and
// returns its URL. It skips the test when stripe-mock is not installed.
func Start(t testing.TB) string {
	t.Helper()
	bin := os.Getenv("TEXELFORGE_STRIPE_MOCK")
	if bin == "" {
		t.Skip("stripe-mock is not installed: `make test-go` installs it and sets TEXELFORGE_STRIPE_MOCK")
	}
	port := freePort(t)
	cmd := exec.Command(bin, "-http-port", fmt.Sprint(port), "-https-port", fmt.Sprint(freePort(t)))
	if err := cmd.Start(); err != nil {
		t.Fatalf("start stripe-mock: %v", err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get(url + "/v1/customers"); err == nil {
			res.Body.Close()
			return url
		}
	}
	t.Fatal("stripe-mock did not start within 20 s")
	return ""
}

func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}
