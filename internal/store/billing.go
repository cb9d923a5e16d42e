package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

// ListPlans implements billing.Store.
func (db *DB) ListPlans(ctx context.Context) ([]billing.Plan, error) { return listPlans(ctx, db.SQL) }

func listPlans(ctx context.Context, q querier) ([]billing.Plan, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, slug, name, description, price_usd, monthly_credits,
		features, color_scheme, is_popular, badge, cta_text, cta_link, footer_text, display_order
		FROM subscription_plans ORDER BY display_order, id`)
	if err != nil {
		return nil, wrap("list plans", err)
	}
	defer rows.Close()
	var out []billing.Plan
	for rows.Next() {
		var p billing.Plan
		var features string
		if err := rows.Scan(&p.ID, &p.Slug, &p.Name, &p.Description, &p.PriceUSD, &p.MonthlyCredits, &features,
			&p.ColorScheme, &p.IsPopular, &p.Badge, &p.CTAText, &p.CTALink, &p.FooterText, &p.DisplayOrder); err != nil {
			return nil, wrap("list plans", err)
		}
		if err := json.Unmarshal([]byte(features), &p.Features); err != nil {
			return nil, fmt.Errorf("list plans: features of %s: %w", p.Slug, err)
		}
		out = append(out, p)
	}
	return out, wrap("list plans", rows.Err())
}

// InsertPlanIfAbsent implements billing.Store.
func (db *DB) InsertPlanIfAbsent(ctx context.Context, p billing.Plan, now time.Time) (bool, error) {
	features, err := json.Marshal(p.Features)
	if err != nil {
		return false, err
	}
	res, err := db.SQL.ExecContext(ctx, `INSERT INTO subscription_plans
		(slug, name, description, price_usd, monthly_credits, features, color_scheme, is_popular, badge,
		 cta_text, cta_link, footer_text, display_order, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
		ON CONFLICT (slug) DO NOTHING`,
		p.Slug, p.Name, p.Description, p.PriceUSD, p.MonthlyCredits, string(features), p.ColorScheme, p.IsPopular,
		p.Badge, p.CTAText, p.CTALink, p.FooterText, p.DisplayOrder, now.UTC())
	return affected(res, err, "insert plan")
}

// ListPackages implements billing.Store.
func (db *DB) ListPackages(ctx context.Context) ([]billing.Package, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT id, name, credits, price_usd, display_order, active, archived
		FROM credit_packages ORDER BY display_order, id`)
	if err != nil {
		return nil, wrap("list packages", err)
	}
	defer rows.Close()
	var out []billing.Package
	for rows.Next() {
		var p billing.Package
		if err := rows.Scan(&p.ID, &p.Name, &p.Credits, &p.PriceUSD, &p.DisplayOrder, &p.Active, &p.Archived); err != nil {
			return nil, wrap("list packages", err)
		}
		out = append(out, p)
	}
	return out, wrap("list packages", rows.Err())
}

// InsertPackageIfAbsent implements billing.Store.
func (db *DB) InsertPackageIfAbsent(ctx context.Context, p billing.Package, now time.Time) (bool, error) {
	res, err := db.SQL.ExecContext(ctx, `INSERT INTO credit_packages
		(name, credits, price_usd, display_order, active, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (name) DO NOTHING`,
		p.Name, p.Credits, p.PriceUSD, p.DisplayOrder, p.Active, now.UTC())
	return affected(res, err, "insert package")
}

var (
	errPackageNotFound = apperr.E(apperr.NotFound, billing.PackageNotFoundMessage)
	errPackageName     = apperr.E(apperr.Conflict, "A credit package with this name exists")
)

// InsertPackage implements billing.Store.
func (db *DB) InsertPackage(ctx context.Context, p billing.Package) (billing.Package, error) {
	err := db.SQL.QueryRowContext(ctx, `INSERT INTO credit_packages
		(name, credits, price_usd, display_order, active, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
		p.Name, p.Credits, p.PriceUSD, p.DisplayOrder, p.Active, db.now()).Scan(&p.ID)
	if isUniqueViolation(err) {
		return p, errPackageName
	}
	return p, wrap("insert package", err)
}

// UpdatePackage implements billing.Store.
func (db *DB) UpdatePackage(ctx context.Context, p billing.Package) (billing.Package, error) {
	res, err := db.SQL.ExecContext(ctx, `UPDATE credit_packages SET name = $2, credits = $3, price_usd = $4,
		display_order = $5, active = $6, updated_at = $7 WHERE id = $1 AND NOT archived`,
		p.ID, p.Name, p.Credits, p.PriceUSD, p.DisplayOrder, p.Active, db.now())
	if isUniqueViolation(err) {
		return p, errPackageName
	}
	if found, err := affected(res, err, "update package"); err != nil || !found {
		return p, cmp.Or(err, error(errPackageNotFound))
	}
	return p, nil
}

// DeletePackage implements billing.Store.
func (db *DB) DeletePackage(ctx context.Context, id int64) (bool, error) {
	var archived bool
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		var used bool
		err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM checkouts WHERE package_id = $1)`, id).Scan(&used)
		if err != nil {
			return wrap("delete package", err)
		}
		q := `DELETE FROM credit_packages WHERE id = $1 AND NOT archived`
		if used {
			q = `UPDATE credit_packages SET archived = TRUE, active = FALSE WHERE id = $1 AND NOT archived`
		}
		res, err := tx.ExecContext(ctx, q, id)
		if found, err := affected(res, err, "delete package"); err != nil || !found {
			return cmp.Or(err, error(errPackageNotFound))
		}
		archived = used
		return nil
	})
	return archived, err
}
