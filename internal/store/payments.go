package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/payments"
)

const checkoutColumns = `id, user_id, kind, package_id, plan_slug, item_name, credits, amount_usd, provider, return_to,
	status, renewals_fail, payment_ref, credits_reversed, fulfilled_at, created_at, expires_at`

// InsertCheckout implements payments.Store.
func (db *DB) InsertCheckout(ctx context.Context, c payments.Checkout) error {
	var pkg sql.NullInt64
	if c.Kind == payments.PackageKind {
		pkg = sql.NullInt64{Int64: c.PackageID, Valid: true}
	}
	_, err := db.conn(ctx).ExecContext(ctx, `INSERT INTO checkouts (`+checkoutColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
		c.ID, c.UserID, c.Kind, pkg, nullString(c.PlanSlug), c.ItemName, c.Credits, c.AmountUSD, c.Provider,
		c.ReturnTo, c.Status, c.RenewalsFail, nullString(c.PaymentRef), c.CreditsReversed, nullTime(c.FulfilledAt),
		c.CreatedAt.UTC(), c.ExpiresAt.UTC())
	return wrap("insert checkout", err)
}

// Checkout implements payments.Store.
func (db *DB) Checkout(ctx context.Context, id string) (payments.Checkout, error) {
	return db.checkout(ctx, `SELECT `+checkoutColumns+` FROM checkouts WHERE id = $1`, id)
}

// CheckoutByPaymentRef implements payments.Store.
func (db *DB) CheckoutByPaymentRef(ctx context.Context, ref string) (payments.Checkout, error) {
	return db.checkout(ctx, `SELECT `+checkoutColumns+` FROM checkouts WHERE payment_ref = $1`, ref)
}

// PaidPlanCheckout implements payments.Store.
func (db *DB) PaidPlanCheckout(ctx context.Context, userID int64) (payments.Checkout, error) {
	return db.checkout(ctx, `SELECT `+checkoutColumns+` FROM checkouts WHERE user_id = $1 AND kind = 'plan'
		AND status = 'paid' AND fulfilled_at IS NULL ORDER BY created_at DESC LIMIT 1`, userID)
}

func (db *DB) checkout(ctx context.Context, query string, arg any) (payments.Checkout, error) {
	var c payments.Checkout
	var pkg sql.NullInt64
	var plan, ref sql.NullString
	var fulfilled sql.NullTime
	err := db.conn(ctx).QueryRowContext(ctx, query, arg).Scan(&c.ID, &c.UserID, &c.Kind, &pkg, &plan,
		&c.ItemName, &c.Credits, &c.AmountUSD, &c.Provider, &c.ReturnTo, &c.Status, &c.RenewalsFail, &ref,
		&c.CreditsReversed, &fulfilled, &c.CreatedAt, &c.ExpiresAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, apperr.E(apperr.NotFound, "Checkout not found")
	}
	c.PackageID, c.PlanSlug, c.PaymentRef, c.FulfilledAt = pkg.Int64, plan.String, ref.String, fulfilled.Time
	return c, wrap("read checkout", err)
}

// UpdateCheckout implements payments.Store.
func (db *DB) UpdateCheckout(ctx context.Context, c payments.Checkout) error {
	_, err := db.conn(ctx).ExecContext(ctx, `UPDATE checkouts SET status = $2, renewals_fail = $3, payment_ref = $4,
		credits_reversed = $5, fulfilled_at = $6 WHERE id = $1`, c.ID, c.Status, c.RenewalsFail,
		nullString(c.PaymentRef), c.CreditsReversed, nullTime(c.FulfilledAt))
	return wrap("update checkout", err)
}

const subscriptionColumns = `user_id, provider, provider_subscription_id, provider_customer_id, plan_slug,
	next_plan_slug, status, cancel_at_period_end, renewals_fail, current_period_start, current_period_end`

// Subscription implements payments.Store.
func (db *DB) Subscription(ctx context.Context, userID int64) (payments.Subscription, error) {
	return db.subscription(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions WHERE user_id = $1`, userID)
}

// SubscriptionByProviderID implements payments.Store.
func (db *DB) SubscriptionByProviderID(ctx context.Context, provider payments.ProviderName, id string) (payments.Subscription, error) {
	return db.subscription(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions
		WHERE provider = $1 AND provider_subscription_id = $2`, provider, id)
}

// SubscriptionByCustomerID implements payments.Store.
func (db *DB) SubscriptionByCustomerID(ctx context.Context, provider payments.ProviderName, customer string) (payments.Subscription, error) {
	return db.subscription(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions
		WHERE provider = $1 AND provider_customer_id = $2`, provider, customer)
}

func (db *DB) subscription(ctx context.Context, query string, args ...any) (payments.Subscription, error) {
	rows, err := db.subscriptions(ctx, query, args...)
	if err == nil && len(rows) == 0 {
		return payments.Subscription{}, apperr.E(apperr.NotFound, "Subscription not found")
	}
	if err != nil {
		return payments.Subscription{}, err
	}
	return rows[0], nil
}

func (db *DB) subscriptions(ctx context.Context, query string, args ...any) ([]payments.Subscription, error) {
	rows, err := db.conn(ctx).QueryContext(ctx, query, args...)
	if err != nil {
		return nil, wrap("read subscriptions", err)
	}
	defer rows.Close()
	var out []payments.Subscription
	for rows.Next() {
		var s payments.Subscription
		var next sql.NullString
		if err := rows.Scan(&s.UserID, &s.Provider, &s.ProviderID, &s.CustomerID, &s.PlanSlug, &next, &s.Status,
			&s.CancelAtPeriodEnd, &s.RenewalsFail, &s.CurrentPeriodStart, &s.CurrentPeriodEnd); err != nil {
			return nil, wrap("read subscriptions", err)
		}
		s.NextPlanSlug = next.String
		out = append(out, s)
	}
	return out, wrap("read subscriptions", rows.Err())
}

// SaveSubscription implements payments.Store.
func (db *DB) SaveSubscription(ctx context.Context, s payments.Subscription, now time.Time) error {
	_, err := db.conn(ctx).ExecContext(ctx, `INSERT INTO subscriptions (`+subscriptionColumns+`, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
		ON CONFLICT (user_id) DO UPDATE SET provider = excluded.provider,
			provider_subscription_id = excluded.provider_subscription_id,
			provider_customer_id = excluded.provider_customer_id, plan_slug = excluded.plan_slug,
			next_plan_slug = excluded.next_plan_slug, status = excluded.status,
			cancel_at_period_end = excluded.cancel_at_period_end, renewals_fail = excluded.renewals_fail,
			current_period_start = excluded.current_period_start, current_period_end = excluded.current_period_end,
			updated_at = excluded.updated_at`,
		s.UserID, s.Provider, s.ProviderID, s.CustomerID, s.PlanSlug, nullString(s.NextPlanSlug), s.Status,
		s.CancelAtPeriodEnd, s.RenewalsFail, s.CurrentPeriodStart.UTC(), s.CurrentPeriodEnd.UTC(), now.UTC())
	return wrap("save subscription", err)
}

// DeleteSubscription implements payments.Store.
func (db *DB) DeleteSubscription(ctx context.Context, userID int64) error {
	_, err := db.conn(ctx).ExecContext(ctx, `DELETE FROM subscriptions WHERE user_id = $1`, userID)
	return wrap("delete subscription", err)
}

// SubscriptionsDue implements payments.Store.
func (db *DB) SubscriptionsDue(ctx context.Context, provider payments.ProviderName, now time.Time,
	limit int) ([]payments.Subscription, error) {
	return db.subscriptions(ctx, `SELECT `+subscriptionColumns+` FROM subscriptions
		WHERE provider = $1 AND current_period_end <= $2 ORDER BY current_period_end, user_id LIMIT $3`,
		provider, now.UTC(), limit)
}

// LockUser implements payments.Store.
func (db *DB) LockUser(ctx context.Context, userID int64) error {
	q := `SELECT id FROM users WHERE id = $1`
	if db.Engine == Postgres {
		q += ` FOR UPDATE`
	}
	var id int64
	err := db.conn(ctx).QueryRowContext(ctx, q, userID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return errUserNotFound
	}
	return wrap("lock user", err)
}

// SetUserPlan implements payments.Store.
func (db *DB) SetUserPlan(ctx context.Context, userID int64, slug string) error {
	res, err := db.conn(ctx).ExecContext(ctx, `UPDATE users SET plan_slug = $2 WHERE id = $1`, userID, slug)
	found, err := affected(res, err, "set plan")
	if err == nil && !found {
		return errUserNotFound
	}
	return err
}

// InsertEvent implements payments.Store.
func (db *DB) InsertEvent(ctx context.Context, provider payments.ProviderName, id, typ string, payload []byte,
	now time.Time) (bool, error) {
	res, err := db.conn(ctx).ExecContext(ctx, `INSERT INTO payment_events (provider, id, type, payload, received_at)
		VALUES ($1, $2, $3, $4, $5) ON CONFLICT (provider, id) DO NOTHING`, provider, id, typ, string(payload), now.UTC())
	return affected(res, err, "insert payment event")
}

func nullTime(t time.Time) sql.NullTime { return sql.NullTime{Time: t.UTC(), Valid: !t.IsZero()} }
