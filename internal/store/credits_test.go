package store_test

import (
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// mustCreditsUser stores the default plans and a new Free user, and returns
// the user's id and a credits service whose clock the test may move.
func mustCreditsUser(t *testing.T, db *store.DB, name string) (int64, *credits.Service, *time.Time) {
	t.Helper()
	if _, err := (&billing.Service{Store: db, Now: db.Now}).EnsureDefaults(ctx); err != nil {
		t.Fatal(err)
	}
	u, err := db.InsertUser(ctx, account.NewUser{Username: name, Email: name + "@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 1, 31, 12, 0, 0, 0, time.UTC)
	return u.ID, &credits.Service{Store: db, Now: func() time.Time { return now }}, &now
}

// checkLedger fails unless every balance equals its ledger's sums: plan
// credits available are the sum of the plan deltas, purchased credits given
// and spent are the sums of the purchased deltas of their row types, and this
// period's plan total is the last plan grant.
func checkLedger(t *testing.T, db *store.DB) {
	t.Helper()
	rows, err := db.SQL.Query(`SELECT a.user_id, a.plan_total, a.plan_available, a.purchased_total, a.purchased_used,
		COALESCE((SELECT plan_delta FROM credit_transactions g WHERE g.user_id = a.user_id AND g.type = 'plan_grant'
			ORDER BY g.id DESC LIMIT 1), 0),
		COALESCE(SUM(t.plan_delta), 0),
		COALESCE(SUM(CASE WHEN t.type IN ('grant', 'purchase') THEN t.purchased_delta ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN t.type IN ('grant', 'purchase') THEN 0 ELSE -t.purchased_delta END), 0)
		FROM credit_accounts a LEFT JOIN credit_transactions t ON t.user_id = a.user_id
		GROUP BY a.user_id, a.plan_total, a.plan_available, a.purchased_total, a.purchased_used`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	for rows.Next() {
		var user int64
		var balances, ledger [4]int64
		if err := rows.Scan(&user, &balances[0], &balances[1], &balances[2], &balances[3],
			&ledger[0], &ledger[1], &ledger[2], &ledger[3]); err != nil {
			t.Fatal(err)
		}
		if balances != ledger {
			t.Errorf("user %d: balances (plan total, plan available, purchased, used) %v, ledger says %v",
				user, balances, ledger)
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
}

func TestCreditBalancesEqualTheLedger(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		user, svc, now := mustCreditsUser(t, db, "ledger")
		other, _, _ := mustCreditsUser(t, db, "other")
		steps := []struct {
			name string
			do   func() error
		}{
			{"open", func() error { _, err := svc.Balance(ctx, user); return err }},
			{"spend a plan credit", func() error { return svc.Reserve(ctx, user, "g1") }},
			{"grant", func() error { _, err := svc.Grant(ctx, user, 2, "gift"); return err }},
			{"spend the rest", func() error {
				for _, g := range []string{"g2", "g3", "g4"} {
					if err := svc.Reserve(ctx, user, g); err != nil {
						return err
					}
				}
				return nil
			}},
			{"refund a purchased credit", func() error { return svc.Refund(ctx, user, "g4") }},
			{"refund it again", func() error { return svc.Refund(ctx, user, "g4") }},
			{"refund a plan credit", func() error { return svc.Refund(ctx, user, "g1") }},
			{"another user", func() error { return svc.Reserve(ctx, other, "o1") }},
			{"upgrade and renew", func() error {
				if _, err := db.SQL.Exec(`UPDATE users SET plan_slug = 'pro' WHERE id = $1`, user); err != nil {
					return err
				}
				*now = now.AddDate(0, 3, 0)
				_, err := svc.ResetDue(ctx, *now)
				return err
			}},
			{"spend after renewal", func() error { return svc.Reserve(ctx, user, "g5") }},
		}
		for _, s := range steps {
			if err := s.do(); err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
			checkLedger(t, db)
		}
		b, err := svc.Balance(ctx, user)
		if err != nil || b.PlanTotal != 80 || b.PlanAvailable != 79 || b.PurchasedTotal != 2 || b.PurchasedUsed != 0 {
			t.Fatalf("balance %+v, %v", b, err)
		}
	})
}

// The schema itself refuses balances below zero and a second charge or
// refund of one generation, whatever the code above it does.
func TestCreditConstraints(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		user, svc, _ := mustCreditsUser(t, db, "strict")
		if err := svc.Reserve(ctx, user, "g1"); err != nil {
			t.Fatal(err)
		}
		for _, q := range []string{
			`UPDATE credit_accounts SET plan_available = -1 WHERE user_id = $1`,
			`UPDATE credit_accounts SET purchased_used = purchased_total + 1 WHERE user_id = $1`,
			`INSERT INTO credit_transactions (user_id, type, plan_delta, purchased_delta, generation_id, created_at)
				VALUES ($1, 'generation', -1, 0, 'g1', CURRENT_TIMESTAMP)`,
			`INSERT INTO credit_transactions (user_id, type, plan_delta, purchased_delta, created_at)
				VALUES ($1, 'gift', 1, 0, CURRENT_TIMESTAMP)`,
		} {
			if _, err := db.SQL.Exec(q, user); err == nil {
				t.Errorf("accepted: %s", q)
			}
		}
		if err := svc.Reserve(ctx, user, "g1"); apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("second charge of one generation: %v", err)
		}
		checkLedger(t, db)
	})
}

// Fifty reservations at once against three credits: exactly three succeed,
// whether the race is on opening a new user's credits or on spending them.
func TestConcurrentReservationsNeverOverspend(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		for _, opened := range []bool{false, true} {
			user, svc, _ := mustCreditsUser(t, db, fmt.Sprint("rush-", opened))
			if opened {
				if _, err := svc.Balance(ctx, user); err != nil {
					t.Fatal(err)
				}
			}
			var wg sync.WaitGroup
			errs := make([]error, 50)
			for i := range errs {
				wg.Go(func() { errs[i] = svc.Reserve(ctx, user, fmt.Sprintf("%t-%d", opened, i)) })
			}
			wg.Wait()
			ok, refused := 0, 0
			for _, err := range errs {
				switch {
				case err == nil:
					ok++
				case apperr.KindOf(err) == apperr.PaymentRequired && apperr.MessageOf(err) == credits.NoCreditsMessage:
					refused++
				default:
					t.Errorf("unexpected error: %v", err)
				}
			}
			if ok != 3 || refused != 47 {
				t.Fatalf("opened %t: %d reserved, %d refused; want 3 and 47", opened, ok, refused)
			}
			b, err := svc.Balance(ctx, user)
			if err != nil || b.Available() != 0 || b.PlanAvailable != 0 {
				t.Fatalf("balance %+v, %v", b, err)
			}
			var charges int
			if err := db.SQL.QueryRow(`SELECT count(*) FROM credit_transactions
				WHERE user_id = $1 AND type = 'generation'`, user).Scan(&charges); err != nil || charges != 3 {
				t.Fatalf("%d generation rows, %v; want 3", charges, err)
			}
		}
		checkLedger(t, db)
	})
}

func TestCreditTransactionsAndDue(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		user, svc, now := mustCreditsUser(t, db, "reader")
		if err := svc.Reserve(ctx, user, "g1"); err != nil {
			t.Fatal(err)
		}
		rows, err := db.CreditTransactions(ctx, user, 0, 1)
		if err != nil || len(rows) != 1 || rows[0].Type != credits.Generation || rows[0].GenerationID != "g1" ||
			rows[0].Amount() != -1 || !rows[0].CreatedAt.Equal(*now) {
			t.Fatalf("newest transaction %+v, %v", rows, err)
		}
		rows, err = db.GenerationTransactions(ctx, user+1, "g1")
		if err != nil || len(rows) != 0 {
			t.Fatalf("another user's generation rows %+v, %v", rows, err)
		}
		end := now.AddDate(0, 1, 0)
		for at, want := range map[time.Time]int{end.Add(-time.Second): 0, end: 1} {
			if due, err := db.CreditsDue(ctx, at, 10); err != nil || len(due) != want {
				t.Errorf("due at %v: %v, %v; want %d", at, due, err, want)
			}
		}
		if _, err := db.UpdateCredits(ctx, 9999, nil); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("unknown user: %v", err)
		}
	})
}
