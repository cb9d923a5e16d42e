package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/newsletter"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// subscribers lists the confirmed addresses on the newsletter's list.
func subscribers(t *testing.T, db *store.DB) []string {
	t.Helper()
	list, err := db.ConfirmedSignups(context.Background(), 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range list {
		out = append(out, s.Email)
	}
	return out
}

func TestNewsletterIsDoubleOptIn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var list *newsletter.Service
		h, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) { list = d.Newsletter })
		srv := httptest.NewServer(h)
		t.Cleanup(srv.Close)
		anon := newBrowser(t, srv.URL)

		// Anyone may ask for any address; only its owner's click confirms it.
		pending := "Thanks! If fan@example.com is not subscribed yet, a link to confirm the subscription is on its way."
		anon.expect("POST", "/api/signup", `{"email":"fan@example.com","newsletter":true}`, 200, pending)
		anon.expect("POST", "/api/signup", `{"email":"quiet@example.com","newsletter":false}`, 200, "No newsletter sign-up requested")
		anon.expect("POST", "/api/signup", `{"email":"bad","newsletter":true}`, 400, account.MsgEmail)
		if got := subscribers(t, db); len(got) != 0 {
			t.Fatalf("unconfirmed addresses on the list: %v", got)
		}
		confirm := linkToken(t, db, "fan@example.com", "/newsletter/confirm")
		anon.expect("POST", "/api/newsletter/confirm", `{"token":"made-up"}`, 400, newsletter.MsgConfirmInvalid)
		anon.expect("POST", "/api/newsletter/confirm", `{"token":"`+confirm+`"}`, 200, newsletter.MsgConfirmed)
		anon.expect("POST", "/api/newsletter/confirm", `{"token":"`+confirm+`"}`, 400, newsletter.MsgConfirmInvalid)
		// Asking again tells nothing new and sends nothing.
		anon.expect("POST", "/api/signup", `{"email":"FAN@example.com","newsletter":true}`, 200,
			strings.Replace(pending, "fan@", "FAN@", 1))
		if n := len(mailsTo(t, db, "fan@example.com")) + len(mailsTo(t, db, "FAN@example.com")); n != 1 {
			t.Fatalf("fan got %d mails, want the one confirmation", n)
		}

		// A new account's tick waits for its address to be verified.
		member := newBrowser(t, srv.URL)
		register(t, member, "mia", "mia@example.com")
		if got := subscribers(t, db); len(got) != 1 {
			t.Fatalf("list before mia verified: %v", got)
		}
		member.expect("POST", "/api/verify-email", `{"token":"`+linkToken(t, db, "mia@example.com", "/verify-email")+`"}`, 200, "")
		// A verified owner signing up their own address needs no link.
		owner := newBrowser(t, srv.URL)
		register(t, owner, "otto", "otto@example.com")
		owner.expect("POST", "/api/verify-email", `{"token":"`+linkToken(t, db, "otto@example.com", "/verify-email")+`"}`, 200, "")
		owner.expect("POST", "/api/signup", `{"email":"otto@example.com","newsletter":true}`, 200, newsletter.MsgSubscribed)
		if got := strings.Join(subscribers(t, db), ","); got != "fan@example.com,mia@example.com,otto@example.com" {
			t.Fatalf("confirmed list %s", got)
		}

		// Each issue carries its reader's unsubscribe link and RFC 8058 headers.
		n, err := list.Send(context.Background(), newsletter.Issue{Subject: "Pixel news", Text: "New blocks are in."})
		if err != nil || n != 3 {
			t.Fatalf("sent %d, %v", n, err)
		}
		issues := mailsTo(t, db, "fan@example.com")
		issue := issues[len(issues)-1]
		token := linkToken(t, db, "fan@example.com", "/newsletter/unsubscribe")
		if issue.Headers["List-Unsubscribe"] != "<"+baseURL+"/api/newsletter/unsubscribe?token="+token+">" ||
			issue.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
			t.Fatalf("issue headers %v", issue.Headers)
		}
		var stored string
		if err := db.SQL.QueryRow(`SELECT headers FROM mail_outbox WHERE subject = 'Pixel news' AND to_address = 'fan@example.com'`).
			Scan(&stored); err != nil || strings.Contains(stored, token) || !strings.Contains(stored, "token=[hidden]") {
			t.Fatalf("the stored copy keeps the link: %q, %v", stored, err)
		}

		// The page reads the link without acting on it; the one click is a POST,
		// accepted from a mail provider's server (another origin, a form body).
		anon.expect("GET", "/api/newsletter/unsubscribe?token=made-up", "", 400, newsletter.MsgUnsubscribeLink)
		_, st, _ := anon.do("GET", "/api/newsletter/unsubscribe?token="+token, "")
		if st["email"] != "f***@example.com" || st["subscribed"] != true {
			t.Fatalf("status %v", st)
		}
		oneClick := func() int {
			req, _ := http.NewRequest("POST", srv.URL+"/api/newsletter/unsubscribe?token="+token,
				strings.NewReader("List-Unsubscribe=One-Click"))
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			req.Header.Set("Origin", "https://mail.example")
			req.Header.Set("Sec-Fetch-Site", "cross-site")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			return resp.StatusCode
		}
		if code := oneClick(); code != 200 {
			t.Fatalf("one-click unsubscribe: %d", code)
		}
		if code := oneClick(); code != 200 { // a retry is fine
			t.Fatalf("second one-click unsubscribe: %d", code)
		}
		_, st, _ = anon.do("GET", "/api/newsletter/unsubscribe?token="+token, "")
		if st["subscribed"] != false {
			t.Fatalf("status after unsubscribing %v", st)
		}
		if got := strings.Join(subscribers(t, db), ","); got != "mia@example.com,otto@example.com" {
			t.Fatalf("list after unsubscribing %s", got)
		}
		// The admins' outbox view hides every token.
		admin := mustSignIn(t, db, "boss", true)
		if rec := texReq(t, h, "GET", "/api/admin/email", "", admin); rec.Code != 200 || strings.Contains(rec.Body.String(), token) ||
			strings.Contains(rec.Body.String(), confirm) {
			t.Fatalf("the admin outbox shows a working link: %d", rec.Code)
		}
	})
}
