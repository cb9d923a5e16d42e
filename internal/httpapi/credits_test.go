package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// getJSON sends a GET with the session cookie (if any) and decodes the answer.
func getJSON(t *testing.T, srv *httptest.Server, path, session string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest("GET", srv.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	if session != "" {
		req.AddCookie(&http.Cookie{Name: httpapi.SessionCookie, Value: session})
	}
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	return resp.StatusCode, out
}

func TestCredits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, clock := mustServerWithClock(t, db)
		clock.now = time.Date(2026, 3, 10, 8, 0, 0, 0, time.UTC)
		srv := httptest.NewServer(h)
		t.Cleanup(srv.Close)
		cookie := mustSignIn(t, db, "alex", false).Value
		renewal := "2026-04-10T08:00:00Z"

		for _, path := range []string{"/api/user/credits", "/api/user/credits/transactions"} {
			if status, out := getJSON(t, srv, path, ""); status != 401 || out["success"] != false {
				t.Errorf("%s signed out: %d %v", path, status, out)
			}
		}

		status, out := getJSON(t, srv, "/api/user/credits", cookie)
		want := map[string]any{"success": true, "credits": map[string]any{
			"total": 0.0, "used": 0.0, "subscriptionCreditsTotal": 3.0, "subscriptionCreditsAvailable": 3.0,
			"purchasedCreditsTotal": 0.0, "purchasedCreditsAvailable": 0.0, "available": 3.0,
			"hasSubscription": false, "planName": "Free", "nextRenewalDate": renewal}}
		if diff := cmp.Diff(want, out); status != 200 || diff != "" {
			t.Fatalf("fresh Free user: status %d, (-want +got):\n%s", status, diff)
		}

		// A grant of 5, then two generations: plan credits go first.
		svc := &credits.Service{Store: db, Now: clock.Now}
		u, err := db.UserByEmail(context.Background(), "alex@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := svc.Grant(context.Background(), u.ID, 5, "Granted by an administrator"); err != nil {
			t.Fatal(err)
		}
		for _, id := range []string{"g1", "g2", "g3", "g4"} {
			if err := svc.Reserve(context.Background(), u.ID, id); err != nil {
				t.Fatal(err)
			}
		}
		_, out = getJSON(t, srv, "/api/user/credits", cookie)
		want["credits"] = map[string]any{
			"total": 5.0, "used": 1.0, "subscriptionCreditsTotal": 3.0, "subscriptionCreditsAvailable": 0.0,
			"purchasedCreditsTotal": 5.0, "purchasedCreditsAvailable": 4.0, "available": 4.0,
			"hasSubscription": false, "planName": "Free", "nextRenewalDate": renewal}
		if diff := cmp.Diff(want, out); diff != "" {
			t.Fatalf("after a grant and generations (-want +got):\n%s", diff)
		}

		status, out = getJSON(t, srv, "/api/user/credits/transactions", cookie)
		rows, _ := out["transactions"].([]any)
		if status != 200 || out["success"] != true || len(rows) != 6 {
			t.Fatalf("transactions: %d %v", status, out)
		}
		newest, _ := json.Marshal(rows[0])
		oldest, _ := json.Marshal(rows[5])
		if string(newest) != `{"amount":-1,"createdAt":"2026-03-10T08:00:00Z","description":"Texture generation","generationId":"g4","id":6,"type":"generation"}` ||
			string(oldest) != `{"amount":3,"createdAt":"2026-03-10T08:00:00Z","description":"Monthly credits of the Free plan","generationId":null,"id":1,"type":"plan_grant"}` {
			t.Fatalf("transactions newest %s, oldest %s", newest, oldest)
		}
	})
}
