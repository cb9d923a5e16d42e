package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/payments/stripemock"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// call sends one JSON request (a cookie may be nil) and decodes the answer.
func call(t *testing.T, h http.Handler, cookie *http.Cookie, method, path, body string) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(method, baseURL+path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("%s %s: %d %s", method, path, rec.Code, rec.Body)
	}
	return rec.Code, out
}

// wantCall checks a call's status and, when message is not "", its message.
func wantCall(t *testing.T, h http.Handler, cookie *http.Cookie, method, path, body string, status int, message string) map[string]any {
	t.Helper()
	code, out := call(t, h, cookie, method, path, body)
	if code != status || message != "" && out["message"] != message {
		t.Fatalf("%s %s %s: %d %v; want %d %q", method, path, body, code, out, status, message)
	}
	return out
}

func idOf(t *testing.T, h http.Handler, path, listKey, name string) float64 {
	t.Helper()
	_, out := call(t, h, nil, "GET", path, "")
	for _, item := range out[listKey].([]any) {
		m := item.(map[string]any)
		if m["name"] == name || m["slug"] == name {
			return m["id"].(float64)
		}
	}
	t.Fatalf("%s has no %q", path, name)
	return 0
}

// A pack bought in test mode, from the public list to the ledger, with the
// refusals on the way.
func TestBuyAPackInTestMode(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, clock := mustServerWithClock(t, db)
		cookie := mustSignIn(t, db, "buyer", false)
		_, list := call(t, h, nil, "GET", "/api/credit-packages", "")
		pkgs := list["packages"].([]any)
		if len(pkgs) != 3 || pkgs[1].(map[string]any)["priceUsd"] != 750.0 || pkgs[1].(map[string]any)["credits"] != 10.0 {
			t.Fatalf("packages %v", list)
		}
		ten := idOf(t, h, "/api/credit-packages", "packages", "10 credits")
		checkout := func(kind string, id float64, returnTo string) string {
			return fmt.Sprintf(`{"kind":%q,"id":%v,"returnTo":%q}`, kind, id, returnTo)
		}

		wantCall(t, h, nil, "POST", "/api/checkout", checkout("package", ten, ""), 401, "Not authenticated")
		wantCall(t, h, cookie, "POST", "/api/checkout", checkout("gift", ten, ""), 400, "Choose a credit package or a plan")
		wantCall(t, h, cookie, "POST", "/api/checkout", checkout("package", 999, ""), 404, "Credit package not found")
		wantCall(t, h, cookie, "POST", "/api/checkout", checkout("package", ten, "//evil.example/x"), 400,
			"This return address is not a page of this site")
		wantCall(t, h, cookie, "POST", "/api/checkout", checkout("package", ten, "https://evil.example/"), 400, "")
		free := idOf(t, h, "/api/subscription-plans", "plans", "free")
		wantCall(t, h, cookie, "POST", "/api/checkout", checkout("plan", free, ""), 400, "The Free plan needs no checkout")

		out := wantCall(t, h, cookie, "POST", "/api/checkout", checkout("package", ten, "/texture-studio?prompt=ruby%20sword"), 200, "")
		url := out["url"].(string)
		id := strings.TrimPrefix(url, "/checkout/pay/")
		if !strings.HasPrefix(url, "/checkout/pay/cs_tf_") {
			t.Fatalf("url %q", url)
		}
		session := wantCall(t, h, cookie, "GET", "/api/checkout/sessions/"+id, "", 200, "")["checkout"].(map[string]any)
		if session["status"] != "open" || session["fulfilled"] != false || session["balance"] != nil ||
			session["amountUsd"] != 750.0 || session["returnTo"] != "/texture-studio?prompt=ruby%20sword" ||
			session["provider"] != "test" || session["item"].(map[string]any)["credits"] != 10.0 {
			t.Fatalf("open checkout %v", session)
		}
		other := mustSignIn(t, db, "other", false)
		wantCall(t, h, other, "GET", "/api/checkout/sessions/"+id, "", 404, "Checkout not found")
		card := func(number string) string {
			return fmt.Sprintf(`{"cardNumber":%q,"expiry":"12/30","cvc":"123","name":"Pat"}`, number)
		}
		wantCall(t, h, other, "POST", "/api/checkout/sessions/"+id+"/pay", card("4242424242424242"), 404, "")
		wantCall(t, h, cookie, "POST", "/api/checkout/sessions/"+id+"/pay", card("1234"), 400,
			"Use a test card number, such as 4242 4242 4242 4242")
		wantCall(t, h, cookie, "POST", "/api/checkout/sessions/"+id+"/pay", card("4000 0000 0000 0002"), 402,
			"Your card was declined.")
		paid := wantCall(t, h, cookie, "POST", "/api/checkout/sessions/"+id+"/pay", card("4242 4242 4242 4242"), 200, "")
		if paid["url"] != "/payment-success?session="+id {
			t.Fatalf("paid %v", paid)
		}
		wantCall(t, h, cookie, "POST", "/api/checkout/sessions/"+id+"/pay", card("4242424242424242"), 409,
			"This checkout is already paid")
		session = wantCall(t, h, cookie, "GET", "/api/checkout/sessions/"+id, "", 200, "")["checkout"].(map[string]any)
		if session["status"] != "paid" || session["fulfilled"] != true || session["balance"] != 13.0 {
			t.Fatalf("paid checkout %v", session)
		}
		tx := wantCall(t, h, cookie, "GET", "/api/user/credits/transactions?limit=1", "", 200, "")
		rows := tx["transactions"].([]any)
		if len(rows) != 1 || rows[0].(map[string]any)["type"] != "purchase" ||
			rows[0].(map[string]any)["description"] != "Bought 10 credits" || tx["nextCursor"] == nil {
			t.Fatalf("transactions %v", tx)
		}
		older := wantCall(t, h, cookie, "GET", "/api/user/credits/transactions?cursor="+tx["nextCursor"].(string), "", 200, "")
		if rows := older["transactions"].([]any); len(rows) != 1 || rows[0].(map[string]any)["type"] != "plan_grant" ||
			older["nextCursor"] != nil {
			t.Fatalf("older transactions %v", older)
		}
		wantCall(t, h, cookie, "GET", "/api/user/credits/transactions?limit=0", "", 400, "")
		wantCall(t, h, cookie, "GET", "/api/user/credits/transactions?cursor=abc", "", 400, "Invalid cursor")

		// An unpaid checkout expires after 30 minutes.
		late := wantCall(t, h, cookie, "POST", "/api/checkout", checkout("package", ten, ""), 200, "")
		lateID := strings.TrimPrefix(late["url"].(string), "/checkout/pay/")
		clock.now = clock.now.Add(31 * time.Minute)
		wantCall(t, h, cookie, "POST", "/api/checkout/sessions/"+lateID+"/pay", card("4242424242424242"), 410,
			"This checkout has expired. Start again.")

		// The admin hides the packages: they cannot be bought.
		admin := mustSignIn(t, db, "boss", true)
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"hideCreditPackagesSection","value":true}`, 200, "")
		wantCall(t, h, cookie, "POST", "/api/checkout", checkout("package", ten, ""), 403, "Credit packages are not on sale")
	})
}

// A subscription in test mode: bought, upgraded, cancelled and resumed
// through the API.
func TestSubscribeInTestMode(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		cookie := mustSignIn(t, db, "subscriber", false)
		if out := wantCall(t, h, cookie, "GET", "/api/user/subscription", "", 200, ""); out["subscription"] != nil {
			t.Fatalf("a subscription on Free: %v", out)
		}
		wantCall(t, h, cookie, "POST", "/api/user/subscription/cancel", "", 404, "You have no subscription")
		starter := idOf(t, h, "/api/subscription-plans", "plans", "starter")
		pro := idOf(t, h, "/api/subscription-plans", "plans", "pro")
		out := wantCall(t, h, cookie, "POST", "/api/checkout", fmt.Sprintf(`{"kind":"plan","id":%v}`, starter), 200, "")
		id := strings.TrimPrefix(out["url"].(string), "/checkout/pay/")
		wantCall(t, h, cookie, "POST", "/api/checkout/sessions/"+id+"/pay",
			`{"cardNumber":"4242424242424242","expiry":"12/30","cvc":"123","name":"Pat"}`, 200, "")
		session := wantCall(t, h, cookie, "GET", "/api/checkout/sessions/"+id, "", 200, "")["checkout"].(map[string]any)
		if session["fulfilled"] != true || session["balance"] != 30.0 || session["item"].(map[string]any)["id"] != starter {
			t.Fatalf("checkout %v", session)
		}
		sub := wantCall(t, h, cookie, "GET", "/api/user/subscription", "", 200, "")["subscription"].(map[string]any)
		if sub["plan"].(map[string]any)["slug"] != "starter" || sub["status"] != "active" || sub["provider"] != "test" ||
			sub["cancelAtPeriodEnd"] != false || sub["nextPlan"] != nil {
			t.Fatalf("subscription %v", sub)
		}
		credits := wantCall(t, h, cookie, "GET", "/api/user/credits", "", 200, "")["credits"].(map[string]any)
		if credits["hasSubscription"] != true || credits["planName"] != "Starter" || credits["subscriptionCreditsAvailable"] != 30.0 {
			t.Fatalf("credits %v", credits)
		}
		wantCall(t, h, cookie, "POST", "/api/checkout", fmt.Sprintf(`{"kind":"plan","id":%v}`, pro), 409,
			"You already have a subscription. Change your plan from the dashboard.")

		change := wantCall(t, h, cookie, "POST", "/api/user/subscription/preview", fmt.Sprintf(`{"planId":%v}`, pro), 200, "")["change"].(map[string]any)
		if change["kind"] != "upgrade" || change["creditsNow"] != 50.0 || change["to"].(map[string]any)["slug"] != "pro" {
			t.Fatalf("preview %v", change)
		}
		wantCall(t, h, cookie, "POST", "/api/user/subscription/preview", fmt.Sprintf(`{"planId":%v}`, starter), 400,
			"You are on this plan already")
		sub = wantCall(t, h, cookie, "POST", "/api/user/subscription/change", fmt.Sprintf(`{"planId":%v}`, pro), 200, "")["subscription"].(map[string]any)
		if sub["plan"].(map[string]any)["slug"] != "pro" {
			t.Fatalf("after the upgrade %v", sub)
		}
		sub = wantCall(t, h, cookie, "POST", "/api/user/subscription/cancel", "", 200, "")["subscription"].(map[string]any)
		if sub["cancelAtPeriodEnd"] != true {
			t.Fatalf("after cancel %v", sub)
		}
		sub = wantCall(t, h, cookie, "POST", "/api/user/subscription/resume", "", 200, "")["subscription"].(map[string]any)
		if sub["cancelAtPeriodEnd"] != false {
			t.Fatalf("after resume %v", sub)
		}
		wantCall(t, h, cookie, "POST", "/api/user/subscription/portal", "", 400, "The customer portal needs Stripe")
		wantCall(t, h, nil, "GET", "/api/user/subscription", "", 401, "")
		wantCall(t, h, cookie, "POST", "/api/webhooks/stripe", `{}`, 404, "Stripe is not configured")

		// Deleting the account ends the subscription with it.
		wantCall(t, h, cookie, "DELETE", "/api/user", `{}`, 200, "")
		var left int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM subscriptions`).Scan(&left); err != nil || left != 0 {
			t.Fatalf("%d subscriptions left, %v", left, err)
		}
	})
}

// Stripe's webhooks: only a signed, fresh event of a known checkout changes
// anything, once.
func TestStripeWebhook(t *testing.T) {
	mock := stripemock.Start(t)
	const secret = "whsec_test"
	db := storetest.MustOpen(t, store.SQLite)
	h, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) {
		d.Payments.Provider = &payments.StripeProvider{Client: payments.NewStripeClient("sk_test_123", mock), BaseURL: baseURL}
		d.StripeWebhookSecret = secret
	})
	cookie := mustSignIn(t, db, "stripey", false)
	ten := idOf(t, h, "/api/credit-packages", "packages", "10 credits")
	out := wantCall(t, h, cookie, "POST", "/api/checkout", fmt.Sprintf(`{"kind":"package","id":%v}`, ten), 200, "")
	if !strings.HasPrefix(out["url"].(string), "https://") {
		t.Fatalf("checkout url %v", out)
	}
	var sessionID string
	if err := db.SQL.QueryRow(`SELECT id FROM checkouts`).Scan(&sessionID); err != nil {
		t.Fatal(err)
	}
	var userID int64
	if err := db.SQL.QueryRow(`SELECT id FROM users WHERE username = 'stripey'`).Scan(&userID); err != nil {
		t.Fatal(err)
	}
	event := func(id, session string) []byte {
		return []byte(fmt.Sprintf(`{"id":%q,"object":"event","type":"checkout.session.completed","data":{"object":
			{"id":%q,"object":"checkout.session","mode":"payment","payment_status":"paid","amount_total":750,
			"client_reference_id":"%d","payment_intent":"pi_1"}}}`, id, session, userID))
	}
	deliver := func(payload []byte, header string) (int, map[string]any) {
		req := httptest.NewRequest("POST", baseURL+"/api/webhooks/stripe", strings.NewReader(string(payload)))
		req.Header.Set("Stripe-Signature", header)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		var body map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &body)
		return rec.Code, body
	}
	sign := func(payload []byte, secret string, at time.Time) string {
		return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: at}).Header
	}
	good := event("evt_1", sessionID)
	for name, tc := range map[string]struct {
		payload []byte
		header  string
		status  int
	}{
		"unsigned":         {good, "", 400},
		"wrong secret":     {good, sign(good, "whsec_other", time.Now()), 400},
		"stale":            {good, sign(good, secret, time.Now().Add(-6*time.Minute)), 400},
		"unknown checkout": {event("evt_2", "cs_unknown"), sign(event("evt_2", "cs_unknown"), secret, time.Now()), 422},
		"huge":             {[]byte(strings.Repeat(" ", 300<<10)), "", 413},
		"malformed":        {[]byte(`{"id":`), sign([]byte(`{"id":`), secret, time.Now()), 400},
	} {
		if code, body := deliver(tc.payload, tc.header); code != tc.status || body["success"] != false {
			t.Errorf("%s: %d %v, want %d", name, code, body, tc.status)
		}
	}
	if credits := creditsLeft(t, db, "stripey"); credits != 3 {
		t.Fatalf("credits %d after refused events", credits)
	}
	for range 3 {
		if code, body := deliver(good, sign(good, secret, time.Now())); code != 200 || body["success"] != true {
			t.Fatalf("good event: %d %v", code, body)
		}
	}
	if credits := creditsLeft(t, db, "stripey"); credits != 13 {
		t.Fatalf("credits %d, want 13", credits)
	}
}

// The admin's package calls: created, edited, reordered, refused when
// wrong, deleted while unsold and archived once checked out; never by others.
func TestAdminCreditPackages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		user := mustSignIn(t, db, "member", false)
		wantCall(t, h, user, "GET", "/api/admin/credit-packages", "", 403, "")
		wantCall(t, h, nil, "POST", "/api/admin/credit-packages", `{"name":"x","credits":1,"priceUsd":99}`, 401, "")
		wantCall(t, h, user, "DELETE", "/api/admin/credit-packages/1", "", 403, "")

		for body, msg := range map[string]string{
			`{"name":" ","credits":5,"priceUsd":300}`:                      "A package name is 1 to 60 characters",
			`{"name":"Five","credits":0,"priceUsd":300}`:                   "A package has 1 to 100,000 credits",
			`{"name":"Five","credits":5,"priceUsd":10}`:                    "A package costs $0.50 to $10,000.00 (priceUsd in cents)",
			`{"name":"Five","credits":5,"priceUsd":300,"displayOrder":-1}`: "The display order is 0 to 10000",
			`{"name":"10 credits","credits":5,"priceUsd":300}`:             "",
		} {
			status := 400
			if msg == "" {
				status = 409
			}
			wantCall(t, h, admin, "POST", "/api/admin/credit-packages", body, status, msg)
		}
		created := wantCall(t, h, admin, "POST", "/api/admin/credit-packages",
			`{"name":"5 credits","credits":5,"priceUsd":399,"displayOrder":2}`, 201, "Credit package created")
		id := created["package"].(map[string]any)["id"].(float64)
		path := fmt.Sprintf("/api/admin/credit-packages/%v", id)
		updated := wantCall(t, h, admin, "PUT", path, `{"name":"5 credits","credits":5,"priceUsd":349}`, 200,
			"Credit package updated")["package"].(map[string]any)
		if updated["priceUsd"] != 349.0 || updated["displayOrder"] != 2.0 || updated["active"] != true {
			t.Fatalf("updated %v", updated)
		}
		wantCall(t, h, admin, "PUT", path+"/reorder", `{"displayOrder":0}`, 200, "Credit package reordered")
		_, list := call(t, h, nil, "GET", "/api/credit-packages", "")
		if first := list["packages"].([]any)[0].(map[string]any); first["name"] != "5 credits" || first["priceUsd"] != 349.0 {
			t.Fatalf("public list %v", list)
		}
		wantCall(t, h, admin, "PUT", "/api/admin/credit-packages/9999", `{"name":"a","credits":1,"priceUsd":99}`, 404,
			"Credit package not found")

		// Checked out once: archived, off sale, still listed for the admin.
		wantCall(t, h, user, "POST", "/api/checkout", fmt.Sprintf(`{"kind":"package","id":%v}`, id), 200, "")
		wantCall(t, h, admin, "DELETE", path, "", 200, "Credit package archived")
		wantCall(t, h, admin, "DELETE", path, "", 404, "Credit package not found")
		wantCall(t, h, user, "POST", "/api/checkout", fmt.Sprintf(`{"kind":"package","id":%v}`, id), 404, "")
		_, list = call(t, h, nil, "GET", "/api/credit-packages", "")
		if len(list["packages"].([]any)) != 3 {
			t.Fatalf("public list %v", list)
		}
		all := wantCall(t, h, admin, "GET", "/api/admin/credit-packages", "", 200, "OK")["packages"].([]any)
		if len(all) != 4 || all[0].(map[string]any)["archived"] != true {
			t.Fatalf("admin list %v", all)
		}
		// Never checked out: deleted.
		fresh := wantCall(t, h, admin, "POST", "/api/admin/credit-packages", `{"name":"Tiny","credits":1,"priceUsd":60}`, 201, "")
		wantCall(t, h, admin, "DELETE", fmt.Sprintf("/api/admin/credit-packages/%v", fresh["package"].(map[string]any)["id"]),
			"", 200, "Credit package deleted")
	})
}
