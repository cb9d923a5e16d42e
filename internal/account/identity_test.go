package account_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func TestSuggestUsername(t *testing.T) {
	for _, c := range []struct{ name, email, want string }{
		{"Jane Doe", "jd@example.com", "Jane_Doe"},
		{"José Núñez", "x@example.com", "Jose_Nunez"},
		{"  Dr. A.  B. Smith!! ", "x@example.com", "Dr_A_B_Smith"},
		{"李小龙", "bruce.lee@example.com", "bruce_lee"},
		{"Al", "al+games@example.com", "algames"},
		{"", "a@example.com", "user"},
		{"__--__", "--@example.com", "user"},
		{strings.Repeat("Long", 10), "x@example.com", "LongLongLongLongLongLongLongLo"},
		{strings.Repeat("a", 29) + " b", "x@example.com", strings.Repeat("a", 29)},
	} {
		got := account.SuggestUsername(c.name, c.email)
		if got != c.want {
			t.Errorf("SuggestUsername(%q, %q) = %q, want %q", c.name, c.email, got, c.want)
		}
		if err := account.ValidateUsername(got); err != nil {
			t.Errorf("SuggestUsername(%q, %q) = %q is not a valid username", c.name, c.email, got)
		}
	}
}

func TestSignInWithIdentity(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := &account.Service{Store: db, Now: func() time.Time { return time.Now().UTC() }}

		t.Run("suffixes stay within 30 characters", func(t *testing.T) {
			long := strings.Repeat("x", 30)
			for i := range 11 {
				u, err := s.SignInWithIdentity(ctx, "google", account.Identity{Subject: "long-" + string(rune('a'+i)),
					Email: "long" + string(rune('a'+i)) + "@example.com", EmailVerified: true, Name: long})
				if err != nil {
					t.Fatal(err)
				}
				want := long
				switch {
				case i >= 9:
					want = long[:28] + string(rune('0'+(i+1)/10)) + string(rune('0'+(i+1)%10))
				case i > 0:
					want = long[:29] + string(rune('0'+i+1))
				}
				if u.Username != want {
					t.Fatalf("sign-in %d: username %q, want %q", i, u.Username, want)
				}
			}
		})

		t.Run("a missing email or subject is refused", func(t *testing.T) {
			for _, id := range []account.Identity{{Subject: "no-email", EmailVerified: true}, {Email: "x@example.com", EmailVerified: true}} {
				if _, err := s.SignInWithIdentity(ctx, "google", id); apperr.KindOf(err) != apperr.Invalid {
					t.Errorf("%+v: %v, want Invalid", id, err)
				}
			}
		})

		t.Run("an unverified email is Forbidden", func(t *testing.T) {
			_, err := s.SignInWithIdentity(ctx, "google", account.Identity{Subject: "u", Email: "u@example.com"})
			if apperr.KindOf(err) != apperr.Forbidden || apperr.MessageOf(err) != account.MsgIdentityUnverified {
				t.Fatalf("got %v", err)
			}
		})

		t.Run("concurrent first sign-ins make one account", func(t *testing.T) {
			id := account.Identity{Subject: "racer", Email: "racer@example.com", EmailVerified: true, Name: "Racer"}
			var wg sync.WaitGroup
			ids := make([]int64, 6)
			errs := make([]error, len(ids))
			for i := range ids {
				wg.Go(func() {
					u, err := s.SignInWithIdentity(ctx, "google", id)
					ids[i], errs[i] = u.ID, err
				})
			}
			wg.Wait()
			for i := range ids {
				if errs[i] != nil || ids[i] != ids[0] {
					t.Fatalf("sign-in %d: user %d, %v (first: %d)", i, ids[i], errs[i], ids[0])
				}
			}
		})
	})
}
