package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

var errPlanNotFound = apperr.E(apperr.NotFound, billing.PlanNotFoundMessage)

// lockPlans keeps other plan writes out until tx ends: PostgreSQL locks the
// table against writes (readers go on); on SQLite the IMMEDIATE transaction
// holds the database's write lock already.
func (db *DB) lockPlans(ctx context.Context, tx *sql.Tx) error {
	if db.Engine != Postgres {
		return nil
	}
	_, err := tx.ExecContext(ctx, `LOCK TABLE subscription_plans IN EXCLUSIVE MODE`)
	return wrap("lock plans", err)
}

// EditPlans implements billing.Store. Plans that stop being popular are
// written first, so the index that allows one popular plan never sees two.
func (db *DB) EditPlans(ctx context.Context, edit func([]billing.Plan) ([]billing.Plan, error),
	now time.Time) ([]billing.Plan, error) {
	var saved []billing.Plan
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockPlans(ctx, tx); err != nil {
			return err
		}
		plans, err := listPlans(ctx, tx)
		if err != nil {
			return err
		}
		if saved, err = edit(plans); err != nil {
			return err
		}
		order := make([]int, len(saved))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return boolInt(saved[a].IsPopular) - boolInt(saved[b].IsPopular) })
		for _, i := range order {
			if saved[i], err = writePlan(ctx, tx, saved[i], now.UTC()); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return saved, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// writePlan inserts p (ID 0) or updates it, slug excepted.
func writePlan(ctx context.Context, tx *sql.Tx, p billing.Plan, now time.Time) (billing.Plan, error) {
	if p.Features == nil {
		p.Features = []billing.Feature{}
	}
	features, err := json.Marshal(p.Features)
	if err != nil {
		return p, err
	}
	if p.ID == 0 {
		err = tx.QueryRowContext(ctx, `INSERT INTO subscription_plans
			(slug, name, description, price_usd, monthly_credits, features, color_scheme, is_popular, badge,
			 cta_text, cta_link, footer_text, display_order, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14) RETURNING id`,
			p.Slug, p.Name, p.Description, p.PriceUSD, p.MonthlyCredits, string(features), p.ColorScheme, p.IsPopular,
			p.Badge, p.CTAText, p.CTALink, p.FooterText, p.DisplayOrder, now).Scan(&p.ID)
		if isUniqueViolation(err) {
			return p, apperr.Wrap(apperr.Conflict, "Another plan was saved at the same time; try again", err)
		}
		return p, wrap("insert plan", err)
	}
	res, err := tx.ExecContext(ctx, `UPDATE subscription_plans SET name = $2, description = $3, price_usd = $4,
		monthly_credits = $5, features = $6, color_scheme = $7, is_popular = $8, badge = $9, cta_text = $10,
		cta_link = $11, footer_text = $12, display_order = $13, updated_at = $14 WHERE id = $1`,
		p.ID, p.Name, p.Description, p.PriceUSD, p.MonthlyCredits, string(features), p.ColorScheme, p.IsPopular,
		p.Badge, p.CTAText, p.CTALink, p.FooterText, p.DisplayOrder, now)
	if isUniqueViolation(err) {
		return p, apperr.Wrap(apperr.Conflict, "Another plan was saved at the same time; try again", err)
	}
	ok, err := affected(res, err, "update plan")
	if err == nil && !ok {
		err = errPlanNotFound
	}
	return p, err
}

// DeletePlan implements billing.Store. Users name their plan by slug.
func (db *DB) DeletePlan(ctx context.Context, id int64, check func(billing.Plan, int64) error) error {
	return db.InTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockPlans(ctx, tx); err != nil {
			return err
		}
		plans, err := listPlans(ctx, tx)
		if err != nil {
			return err
		}
		i := slices.IndexFunc(plans, func(p billing.Plan) bool { return p.ID == id })
		if i < 0 {
			return errPlanNotFound
		}
		var subscribers int64
		err = tx.QueryRowContext(ctx, `SELECT count(*) FROM users WHERE plan_slug = $1`, plans[i].Slug).Scan(&subscribers)
		if err != nil {
			return wrap("count plan subscribers", err)
		}
		if err := check(plans[i], subscribers); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM subscription_plans WHERE id = $1`, id)
		return wrap("delete plan", err)
	})
}
