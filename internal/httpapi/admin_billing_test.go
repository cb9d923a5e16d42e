package httpapi_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// buyInTestMode checks out an item (kind "package" or "plan") and pays it
// with the test card; it returns the checkout's id.
func buyInTestMode(t *testing.T, h http.Handler, cookie *http.Cookie, kind string, id float64) string {
	t.Helper()
	out := wantCall(t, h, cookie, "POST", "/api/checkout", fmt.Sprintf(`{"kind":%q,"id":%v,"returnTo":"/"}`, kind, id), 200, "")
	checkout := strings.TrimPrefix(out["url"].(string), "/checkout/pay/")
	wantCall(t, h, cookie, "POST", "/api/checkout/sessions/"+checkout+"/pay",
		`{"cardNumber":"4242424242424242","expiry":"12/30","cvc":"123","name":"Pat"}`, 200, "")
	return checkout
}

// Admins list payments and subscriptions, and refund a package: its
// unspent credits are taken back once.
func TestAdminPaymentsAndRefunds(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, clock := mustServerWithClock(t, db)
		admin := mustSignIn(t, db, "boss", true)
		alice := mustSignIn(t, db, "alice", false)
		bob := mustSignIn(t, db, "bob", false)
		ten := idOf(t, h, "/api/credit-packages", "packages", "10 credits")
		pack := buyInTestMode(t, h, alice, "package", ten)
		clock.now = clock.now.Add(time.Minute)
		buyInTestMode(t, h, bob, "package", ten)
		clock.now = clock.now.Add(time.Minute)
		plan := buyInTestMode(t, h, bob, "plan", idOf(t, h, "/api/subscription-plans", "plans", "starter"))
		wantCall(t, h, alice, "GET", "/api/admin/payments", "", 403, "")

		all := wantCall(t, h, admin, "GET", "/api/admin/payments", "", 200, "")["payments"].([]any)
		if len(all) != 3 || all[0].(map[string]any)["id"] != plan || all[0].(map[string]any)["kind"] != "plan" {
			t.Fatalf("payments %v", all)
		}
		page := wantCall(t, h, admin, "GET", "/api/admin/payments?limit=2", "", 200, "")
		rest := wantCall(t, h, admin, "GET", "/api/admin/payments?limit=2&cursor="+page["nextCursor"].(string), "", 200, "")
		if len(rest["payments"].([]any)) != 1 || rest["nextCursor"] != nil || rest["payments"].([]any)[0].(map[string]any)["id"] != pack {
			t.Fatalf("second page %v", rest)
		}
		if found := wantCall(t, h, admin, "GET", "/api/admin/payments?q=ALICE", "", 200, "")["payments"].([]any); len(found) != 1 ||
			found[0].(map[string]any)["user"].(map[string]any)["email"] != "alice@example.com" || found[0].(map[string]any)["amountUsd"] != 750.0 {
			t.Fatalf("search %v", found)
		}
		wantCall(t, h, admin, "GET", "/api/admin/payments?status=lost", "", 400, "status must be paid, refunded or all")
		wantCall(t, h, admin, "GET", "/api/admin/payments?cursor=nonsense", "", 400, "Invalid cursor")

		wantCall(t, h, admin, "POST", "/api/admin/payments/cs_nothing/refund", "", 404, "Payment not found")
		wantCall(t, h, admin, "POST", "/api/admin/payments/"+plan+"/refund", "", 409, "")
		wantCall(t, h, admin, "POST", "/api/admin/payments/"+pack+"/refund", "", 200, "Refund issued")
		wantCall(t, h, admin, "POST", "/api/admin/payments/"+pack+"/refund", "", 409, "This payment is refunded already")
		credits := wantCall(t, h, alice, "GET", "/api/user/credits", "", 200, "")["credits"].(map[string]any)
		if credits["available"] != 3.0 || credits["purchasedCreditsAvailable"] != 0.0 { // the Free plan's 3 stay; the 10 bought are taken back
			t.Fatalf("credits after the refund %v", credits)
		}
		refunded := wantCall(t, h, admin, "GET", "/api/admin/payments?status=refunded", "", 200, "")["payments"].([]any)
		if len(refunded) != 1 || refunded[0].(map[string]any)["creditsReversed"] != 10.0 || refunded[0].(map[string]any)["refunded"] != true {
			t.Fatalf("refunded %v", refunded)
		}
		if paid := wantCall(t, h, admin, "GET", "/api/admin/payments?status=paid", "", 200, "")["payments"].([]any); len(paid) != 2 {
			t.Fatalf("not refunded %v", paid)
		}

		subs := wantCall(t, h, admin, "GET", "/api/admin/subscriptions", "", 200, "")["subscriptions"].([]any)
		if len(subs) != 1 || subs[0].(map[string]any)["planSlug"] != "starter" || subs[0].(map[string]any)["user"].(map[string]any)["username"] != "bob" {
			t.Fatalf("subscriptions %v", subs)
		}
		if none := wantCall(t, h, admin, "GET", "/api/admin/subscriptions?status=past_due", "", 200, "")["subscriptions"].([]any); len(none) != 0 {
			t.Fatalf("past due %v", none)
		}
		wantCall(t, h, admin, "GET", "/api/admin/subscriptions?status=gone", "", 400, "status must be active, past_due or all")
	})
}
