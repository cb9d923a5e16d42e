// Command webhooks measures Stripe webhook fulfilment (issue 18): it starts
// the built binary with Stripe configured on a fresh database (SQLite, or a
// new PostgreSQL schema), creates EVENTS users, each with one thing bought (a
// 10-credit pack, or a Starter subscription whose first invoice arrives
// before its checkout event), then delivers every event COPIES times,
// shuffled, from WORKERS concurrent senders, each delivery freshly signed.
// It prints the deliveries per second and checks that the grants equal the
// distinct events exactly.
//
//	go run ./bench/webhooks -bin bin/texelforge -engine sqlite
//	go run ./bench/webhooks -bin bin/texelforge -engine postgres -postgres postgres://postgres@127.0.0.1:5432/test?sslmode=disable
//
// Not part of CI. Load goes only to 127.0.0.1.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"log"
	mathrand "math/rand/v2"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/texelforge/texelforge/bench/internal/benchserver"
	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/store"
)

const secret = "whsec_bench"

func main() {
	bin := flag.String("bin", "bin/texelforge", "the server binary")
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	pgURL := flag.String("postgres", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable", "PostgreSQL to make a schema in")
	events := flag.Int("events", 250, "distinct events")
	copies := flag.Int("copies", 4, "deliveries of each event")
	workers := flag.Int("workers", 16, "concurrent senders")
	flag.Parse()

	dbURL, cleanup := benchserver.Database(*engine, *pgURL)
	defer cleanup()
	srv := benchserver.Start(*bin, dbURL, []string{"TEXELFORGE_STRIPE_SECRET_KEY=sk_test_bench",
		"TEXELFORGE_STRIPE_WEBHOOK_SECRET=" + secret, "TEXELFORGE_STRIPE_API_URL=http://127.0.0.1:1"}, nil)
	defer srv.Process.Kill()

	ctx := context.Background()
	db, err := store.Open(ctx, dbURL)
	benchserver.Check(err)
	defer db.Close()
	var pkgID int64
	benchserver.Check(db.SQL.QueryRow(`SELECT id FROM credit_packages WHERE name = '10 credits'`).Scan(&pkgID))
	payloads := make([][]byte, *events)
	for i := range *events {
		u, err := db.InsertUser(ctx, account.NewUser{Username: fmt.Sprintf("buyer%d", i), Email: fmt.Sprintf("buyer%d@example.com", i)})
		benchserver.Check(err)
		if i%2 == 0 {
			c := payments.Checkout{ID: fmt.Sprintf("cs_bench_%d", i), UserID: u.ID, Kind: payments.PackageKind,
				PackageID: pkgID, ItemName: "10 credits", Credits: 10, AmountUSD: 750, Provider: payments.Stripe,
				ReturnTo: "/dashboard", Status: payments.Open, CreatedAt: time.Now(), ExpiresAt: time.Now().Add(time.Hour)}
			benchserver.Check(db.InsertCheckout(ctx, c))
			payloads[i] = fmt.Appendf(nil, `{"id":"evt_pack_%d","object":"event","type":"checkout.session.completed",
				"data":{"object":{"id":%q,"object":"checkout.session","mode":"payment","payment_status":"paid",
				"amount_total":750,"client_reference_id":"%d","payment_intent":"pi_bench_%d"}}}`, i, c.ID, u.ID, i)
			continue
		}
		now := time.Now().Unix()
		payloads[i] = fmt.Appendf(nil, `{"id":"evt_sub_%d","object":"event","type":"invoice.paid","data":{"object":
			{"id":"in_bench_%d","object":"invoice","billing_reason":"subscription_create","customer":"cus_bench_%d",
			"parent":{"subscription_details":{"subscription":"sub_bench_%d","metadata":{"user_id":"%d","plan":"starter"}}},
			"lines":{"data":[{"period":{"start":%d,"end":%d}}]}}}}`, i, i, i, i, u.ID, now, now+30*86400)
	}

	var deliveries [][]byte
	for range *copies {
		deliveries = append(deliveries, payloads...)
	}
	mathrand.Shuffle(len(deliveries), func(i, j int) { deliveries[i], deliveries[j] = deliveries[j], deliveries[i] })
	var next, ok, failed atomic.Int64
	var wg sync.WaitGroup
	began := time.Now()
	for range *workers {
		wg.Go(func() {
			for {
				i := int(next.Add(1)) - 1
				if i >= len(deliveries) {
					return
				}
				if send(srv.URL, deliveries[i]) {
					ok.Add(1)
				} else {
					failed.Add(1)
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(began)

	var purchases, grants, stored int
	benchserver.Check(db.SQL.QueryRow(`SELECT count(*) FROM credit_transactions WHERE type = 'purchase'`).Scan(&purchases))
	benchserver.Check(db.SQL.QueryRow(`SELECT count(*) FROM credit_transactions WHERE type = 'plan_grant'
		AND payment_ref LIKE 'subscription:%'`).Scan(&grants))
	benchserver.Check(db.SQL.QueryRow(`SELECT count(*) FROM payment_events`).Scan(&stored))
	wantPacks, wantSubs := (*events+1)/2, *events/2
	fmt.Printf("%s: %d deliveries (%d events x %d, %d senders) in %s: %.0f deliveries/s; %d answered 200, %d not\n",
		*engine, len(deliveries), *events, *copies, *workers, elapsed.Round(time.Millisecond),
		float64(len(deliveries))/elapsed.Seconds(), ok.Load(), failed.Load())
	fmt.Printf("events stored %d (want %d), pack purchases %d (want %d), first plan grants %d (want %d)\n",
		stored, *events, purchases, wantPacks, grants, wantSubs)
	if stored != *events || purchases != wantPacks || grants != wantSubs || failed.Load() != 0 {
		log.Fatal("FAIL: grants do not equal the distinct events")
	}
	fmt.Println("OK: every event granted exactly once")
}

// send delivers one freshly signed event and reports a 200.
func send(base string, payload []byte) bool {
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: time.Now()})
	req, err := http.NewRequest("POST", base+"/api/webhooks/stripe", bytes.NewReader(payload))
	benchserver.Check(err)
	req.Header.Set("Stripe-Signature", signed.Header)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}
