// Command mockprovider runs a local OpenID Connect provider that stands in for
// Google in development and browser tests. Every sign-in succeeds at once (no
// login form) as the user given by the flags, unless another user was queued.
//
//	go run ./internal/oidclogin/mockprovider -addr 127.0.0.1:8090 \
//	    -email player@example.com -name "Pixel Player"
//
// It prints the settings to start Texelforge with:
//
//	TEXELFORGE_GOOGLE_ISSUER=http://127.0.0.1:8090/oidc
//	TEXELFORGE_GOOGLE_CLIENT_ID=texelforge-dev
//	TEXELFORGE_GOOGLE_CLIENT_SECRET=texelforge-dev-secret
//
// POST /users with {"subject","email","emailVerified","name"} queues the user
// of the next sign-in (then the flags' user again), so one provider serves
// tests that need different people.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"sync"

	"github.com/oauth2-proxy/mockoidc"

	"github.com/texelforge/texelforge/internal/oidclogin/oidctest"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8090", "listen address")
	clientID := flag.String("client-id", "texelforge-dev", "OAuth client id Texelforge must use")
	clientSecret := flag.String("client-secret", "texelforge-dev-secret", "OAuth client secret Texelforge must use")
	var user oidctest.User
	flag.StringVar(&user.Subject, "subject", "mock-google-user-1", "the user's stable id (sub claim)")
	flag.StringVar(&user.Email, "email", "player@example.com", "the user's email")
	flag.BoolVar(&user.EmailVerified, "email-verified", true, "whether the email is verified")
	flag.StringVar(&user.Name, "name", "Pixel Player", "the user's display name")
	flag.Parse()

	m, err := mockoidc.NewServer(nil)
	if err != nil {
		log.Fatal(err)
	}
	m.ClientID, m.ClientSecret = *clientID, *clientSecret
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	// mockoidc's session store is not safe for concurrent use: one request at a time.
	var mu sync.Mutex
	var queued []oidctest.User // from POST /users, signed in before the flags' user
	serial := func(h http.HandlerFunc) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			defer mu.Unlock()
			h(w, r)
		})
	}
	mux := http.NewServeMux()
	mux.Handle(mockoidc.AuthorizationEndpoint, serial(func(w http.ResponseWriter, r *http.Request) {
		next := user
		if len(queued) > 0 {
			next, queued = queued[0], queued[1:]
		}
		m.UserQueue.Queue = []mockoidc.User{next} // exactly this person signs in now
		m.Authorize(w, r)
	}))
	mux.Handle(mockoidc.TokenEndpoint, serial(m.Token))
	mux.Handle(mockoidc.UserinfoEndpoint, serial(m.Userinfo))
	mux.Handle(mockoidc.JWKSEndpoint, serial(m.JWKS))
	mux.Handle(mockoidc.DiscoveryEndpoint, serial(m.Discovery))
	mux.Handle("POST /users", serial(func(w http.ResponseWriter, r *http.Request) {
		var u oidctest.User
		if err := json.NewDecoder(r.Body).Decode(&u); err != nil || u.Subject == "" {
			http.Error(w, `want {"subject","email","emailVerified","name"} with a subject`, http.StatusBadRequest)
			return
		}
		queued = append(queued, u)
		w.WriteHeader(http.StatusNoContent)
	}))
	m.Server = &http.Server{Addr: ln.Addr().String(), Handler: mux}
	fmt.Printf("mock OpenID Connect provider on http://%s\n", ln.Addr())
	fmt.Printf("TEXELFORGE_GOOGLE_ISSUER=%s\nTEXELFORGE_GOOGLE_CLIENT_ID=%s\nTEXELFORGE_GOOGLE_CLIENT_SECRET=%s\n",
		m.Issuer(), m.ClientID, m.ClientSecret)
	fmt.Printf("default user: %s <%s> (sub %s, email verified %t)\n", user.Name, user.Email, user.Subject, user.EmailVerified)
	if err := m.Server.Serve(ln); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
