package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/payments"
)

// AdminPayments implements payments.AdminStore.
func (db *DB) AdminPayments(ctx context.Context, q payments.PaymentQuery) ([]payments.PaymentRow, error) {
	where := []string{"c.status = 'paid'"}
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	switch q.Status {
	case "paid":
		where = append(where, "c.refunded_at IS NULL")
	case "refunded":
		where = append(where, "c.refunded_at IS NOT NULL")
	}
	if q.Search != "" {
		like := arg("%" + escapeLike(strings.ToLower(q.Search)) + "%")
		where = append(where, "(lower(u.username) LIKE "+like+" ESCAPE '\\' OR lower(u.email) LIKE "+like+" ESCAPE '\\')")
	}
	if c := q.After; c != nil {
		at, id := arg(c.At), arg(c.ID)
		where = append(where, fmt.Sprintf("(c.created_at < %s OR (c.created_at = %s AND c.id < %s))", at, at, id))
	}
	rows, err := db.SQL.QueryContext(ctx, `SELECT c.id, c.user_id, c.kind, c.item_name, c.credits, c.amount_usd,
		c.provider, c.credits_reversed, c.fulfilled_at, c.created_at, c.refunded_at, u.username, u.email
		FROM checkouts c JOIN users u ON u.id = c.user_id`+whereClause(where)+`
		ORDER BY c.created_at DESC, c.id DESC LIMIT `+arg(q.Limit), args...)
	if err != nil {
		return nil, wrap("list payments", err)
	}
	defer rows.Close()
	out := []payments.PaymentRow{}
	for rows.Next() {
		var p payments.PaymentRow
		var fulfilled, refunded sql.NullTime
		if err := rows.Scan(&p.ID, &p.UserID, &p.Kind, &p.ItemName, &p.Credits, &p.AmountUSD, &p.Provider,
			&p.CreditsReversed, &fulfilled, &p.CreatedAt, &refunded, &p.Buyer.Username, &p.Buyer.Email); err != nil {
			return nil, wrap("list payments", err)
		}
		p.Buyer.ID, p.FulfilledAt, p.CreatedAt = p.UserID, fulfilled.Time.UTC(), p.CreatedAt.UTC()
		if refunded.Valid {
			at := refunded.Time.UTC()
			p.RefundedAt = &at
		}
		out = append(out, p)
	}
	return out, wrap("list payments", rows.Err())
}

// AdminSubscriptions implements payments.AdminStore.
func (db *DB) AdminSubscriptions(ctx context.Context, status string, after int64, limit int) ([]payments.SubscriptionRow, error) {
	var where []string
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	if status != "" {
		where = append(where, "s.status = "+arg(status))
	}
	if after > 0 {
		where = append(where, "s.user_id < "+arg(after))
	}
	rows, err := db.SQL.QueryContext(ctx, `SELECT s.user_id, s.provider, s.provider_subscription_id, s.provider_customer_id,
		s.plan_slug, s.next_plan_slug, s.status, s.cancel_at_period_end, s.renewals_fail, s.current_period_start,
		s.current_period_end, s.created_at, u.username, u.email
		FROM subscriptions s JOIN users u ON u.id = s.user_id`+whereClause(where)+`
		ORDER BY s.user_id DESC LIMIT `+arg(limit), args...)
	if err != nil {
		return nil, wrap("list subscriptions", err)
	}
	defer rows.Close()
	out := []payments.SubscriptionRow{}
	for rows.Next() {
		var s payments.SubscriptionRow
		var next sql.NullString
		if err := rows.Scan(&s.UserID, &s.Provider, &s.ProviderID, &s.CustomerID, &s.PlanSlug, &next, &s.Status,
			&s.CancelAtPeriodEnd, &s.RenewalsFail, &s.CurrentPeriodStart, &s.CurrentPeriodEnd, &s.CreatedAt,
			&s.Buyer.Username, &s.Buyer.Email); err != nil {
			return nil, wrap("list subscriptions", err)
		}
		s.NextPlanSlug, s.Buyer.ID = next.String, s.UserID
		s.CurrentPeriodEnd, s.CreatedAt = s.CurrentPeriodEnd.UTC(), s.CreatedAt.UTC()
		out = append(out, s)
	}
	return out, wrap("list subscriptions", rows.Err())
}

// MarkCheckoutRefunded implements payments.AdminStore.
func (db *DB) MarkCheckoutRefunded(ctx context.Context, id string, at time.Time) error {
	_, err := db.SQL.ExecContext(ctx, `UPDATE checkouts SET refunded_at = $2 WHERE id = $1`, id, at)
	return wrap("mark checkout refunded", err)
}

// CheckoutRefundedAt implements payments.AdminStore.
func (db *DB) CheckoutRefundedAt(ctx context.Context, id string) (*time.Time, error) {
	var at sql.NullTime
	if err := db.SQL.QueryRowContext(ctx, `SELECT refunded_at FROM checkouts WHERE id = $1`, id).Scan(&at); err != nil {
		return nil, wrap("checkout refunded at", err)
	}
	if !at.Valid {
		return nil, nil
	}
	t := at.Time.UTC()
	return &t, nil
}
