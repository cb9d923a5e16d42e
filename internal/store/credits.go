package store

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/credits"
)

var errAlreadyCharged = apperr.E(apperr.Conflict, "This generation's credit was already taken or given back")

// UpdateCredits implements credits.Store.
func (db *DB) UpdateCredits(ctx context.Context, userID int64,
	change func(b *credits.Balance) ([]credits.Transaction, error)) (credits.Balance, error) {
	var b credits.Balance
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		var err error
		if b, err = lockCredits(ctx, tx, db.Engine, userID, db.now()); err != nil {
			return err
		}
		rows, err := change(&b)
		if err != nil || len(rows) == 0 { // balances change only with a ledger row
			return err
		}
		for _, t := range rows { // checked first: a failed insert would abort a PostgreSQL transaction
			if t.PaymentRef == "" {
				continue
			}
			var found bool
			err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM credit_transactions
				WHERE payment_ref = $1)`, t.PaymentRef).Scan(&found)
			if err != nil {
				return wrap("find payment in ledger", err)
			}
			if found {
				return credits.ErrPaymentApplied
			}
		}
		_, err = tx.ExecContext(ctx, `UPDATE credit_accounts SET plan_total = $2, plan_available = $3,
			purchased_total = $4, purchased_used = $5, period_start = $6, period_end = $7, updated_at = $8
			WHERE user_id = $1`, userID, b.PlanTotal, b.PlanAvailable, b.PurchasedTotal, b.PurchasedUsed,
			b.PeriodStart.UTC(), b.PeriodEnd.UTC(), db.now())
		if err != nil {
			return wrap("update credits", err)
		}
		for _, t := range rows {
			_, err := tx.ExecContext(ctx, `INSERT INTO credit_transactions (user_id, type, plan_delta,
				purchased_delta, description, generation_id, payment_ref, created_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
				userID, t.Type, t.PlanDelta, t.PurchasedDelta, t.Description, nullString(t.GenerationID),
				nullString(t.PaymentRef), t.CreatedAt.UTC())
			if isUniqueViolation(err) {
				return errAlreadyCharged
			}
			if err != nil {
				return wrap("insert credit transaction", err)
			}
		}
		return nil
	})
	return b, err
}

// lockCredits reads the user's plan and balance, creating an empty balance
// (New) when there is none, and holds the balance's lock until tx ends:
// PostgreSQL locks the row; on SQLite the IMMEDIATE transaction holds the
// database's write lock already.
func lockCredits(ctx context.Context, tx *sql.Tx, engine Engine, userID int64, now time.Time) (credits.Balance, error) {
	b := credits.Balance{UserID: userID}
	err := tx.QueryRowContext(ctx, `SELECT COALESCE(p.name, u.plan_slug), COALESCE(p.price_usd, 0),
		COALESCE(p.monthly_credits, 0), EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = u.id)
		FROM users u LEFT JOIN subscription_plans p ON p.slug = u.plan_slug
		WHERE u.id = $1`, userID).Scan(&b.Plan.Name, &b.Plan.PriceUSD, &b.Plan.MonthlyCredits, &b.Subscribed)
	if errors.Is(err, sql.ErrNoRows) {
		return b, errUserNotFound
	}
	if err != nil {
		return b, wrap("read plan", err)
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO credit_accounts (user_id, plan_total, plan_available,
		purchased_total, purchased_used, period_start, period_end, updated_at)
		VALUES ($1, 0, 0, 0, 0, $2, $2, $2) ON CONFLICT (user_id) DO NOTHING`, userID, now)
	if b.New, err = affected(res, err, "open credits"); err != nil {
		return b, err
	}
	q := `SELECT plan_total, plan_available, purchased_total, purchased_used, period_start, period_end
		FROM credit_accounts WHERE user_id = $1`
	if engine == Postgres {
		q += ` FOR UPDATE`
	}
	err = tx.QueryRowContext(ctx, q, userID).Scan(&b.PlanTotal, &b.PlanAvailable, &b.PurchasedTotal,
		&b.PurchasedUsed, &b.PeriodStart, &b.PeriodEnd)
	return b, wrap("lock credits", err)
}

const creditTransactionColumns = `id, user_id, type, plan_delta, purchased_delta, description, generation_id,
	payment_ref, created_at`

// CreditTransactions implements credits.Store.
func (db *DB) CreditTransactions(ctx context.Context, userID, before int64, limit int) ([]credits.Transaction, error) {
	if before <= 0 {
		before = math.MaxInt64
	}
	return db.creditTransactions(ctx, `SELECT `+creditTransactionColumns+` FROM credit_transactions
		WHERE user_id = $1 AND id < $2 ORDER BY id DESC LIMIT $3`, userID, before, limit)
}

// GenerationTransactions implements credits.Store.
func (db *DB) GenerationTransactions(ctx context.Context, userID int64, generationID string) ([]credits.Transaction, error) {
	return db.creditTransactions(ctx, `SELECT `+creditTransactionColumns+` FROM credit_transactions
		WHERE user_id = $1 AND generation_id = $2 ORDER BY id`, userID, generationID)
}

func (db *DB) creditTransactions(ctx context.Context, query string, args ...any) ([]credits.Transaction, error) {
	rows, err := db.conn(ctx).QueryContext(ctx, query, args...)
	if err != nil {
		return nil, wrap("list credit transactions", err)
	}
	defer rows.Close()
	out := []credits.Transaction{}
	for rows.Next() {
		var t credits.Transaction
		var generationID, paymentRef sql.NullString
		if err := rows.Scan(&t.ID, &t.UserID, &t.Type, &t.PlanDelta, &t.PurchasedDelta, &t.Description,
			&generationID, &paymentRef, &t.CreatedAt); err != nil {
			return nil, wrap("list credit transactions", err)
		}
		t.GenerationID, t.PaymentRef = generationID.String, paymentRef.String
		out = append(out, t)
	}
	return out, wrap("list credit transactions", rows.Err())
}

// CreditsDue implements credits.Store.
func (db *DB) CreditsDue(ctx context.Context, now time.Time, limit int) ([]int64, error) {
	// A live subscription's period is renewed by its payments, not here.
	rows, err := db.SQL.QueryContext(ctx, `SELECT c.user_id FROM credit_accounts c WHERE c.period_end <= $1
		AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = c.user_id)
		ORDER BY c.period_end, c.user_id LIMIT $2`, now.UTC(), limit)
	if err != nil {
		return nil, wrap("list due credits", err)
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, wrap("list due credits", err)
		}
		out = append(out, id)
	}
	return out, wrap("list due credits", rows.Err())
}
