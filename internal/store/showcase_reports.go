package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/showcase"
)

// InsertShowcaseReport implements showcase.ModerationStore.
func (db *DB) InsertShowcaseReport(ctx context.Context, showcaseID, reporterID int64, reason string, at time.Time) (int64, error) {
	var id int64
	err := db.SQL.QueryRowContext(ctx, `INSERT INTO showcase_reports (showcase_id, reporter_id, reason, created_at)
		VALUES ($1, $2, $3, $4) RETURNING id`, showcaseID, reporterID, reason, at).Scan(&id)
	if isUniqueViolation(err) {
		return 0, apperr.E(apperr.Conflict, showcase.AlreadyReportedMessage)
	}
	return id, wrap("insert showcase report", err)
}

const reportColumns = `r.id, r.showcase_id, s.title, s.username, s.png_hash, s.featured, s.removed_at IS NOT NULL,
	r.reporter_id, u.username, r.reason, r.status, r.resolution, r.created_at, r.resolved_at`

const reportFrom = ` FROM showcase_reports r JOIN showcase_textures s ON s.id = r.showcase_id
	JOIN users u ON u.id = r.reporter_id`

// ShowcaseReports implements showcase.ModerationStore.
func (db *DB) ShowcaseReports(ctx context.Context, status showcase.ReportStatus, after int64, limit int) ([]showcase.Report, error) {
	cursor := ""
	args := []any{string(status), limit + 1}
	if after > 0 {
		cursor = " AND r.id < $3"
		args = append(args, after)
	}
	rows, err := db.SQL.QueryContext(ctx, `SELECT `+reportColumns+reportFrom+` WHERE r.status = $1`+cursor+
		` ORDER BY r.id DESC LIMIT $2`, args...)
	if err != nil {
		return nil, wrap("list showcase reports", err)
	}
	defer rows.Close()
	list := []showcase.Report{}
	for rows.Next() {
		r, err := scanReport(rows)
		if err != nil {
			return nil, wrap("list showcase reports", err)
		}
		list = append(list, r)
	}
	return list, wrap("list showcase reports", rows.Err())
}

func scanReport(row interface{ Scan(...any) error }) (showcase.Report, error) {
	var r showcase.Report
	var resolved sql.NullTime
	err := row.Scan(&r.ID, &r.ShowcaseID, &r.Texture.Title, &r.Texture.Username, &r.Texture.PNGHash, &r.Texture.Featured,
		&r.Texture.Removed, &r.ReporterID, &r.ReporterName, &r.Reason, &r.Status, &r.Resolution, &r.CreatedAt, &resolved)
	r.CreatedAt = r.CreatedAt.UTC()
	if resolved.Valid {
		at := resolved.Time.UTC()
		r.ResolvedAt = &at
	}
	return r, err
}

// ResolveShowcaseReport implements showcase.ModerationStore.
func (db *DB) ResolveShowcaseReport(ctx context.Context, id int64, resolution string, at time.Time) (showcase.Report, error) {
	var r showcase.Report
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		lock := ""
		if db.Engine == Postgres {
			lock = " FOR UPDATE OF r"
		}
		var err error
		r, err = scanReport(tx.QueryRowContext(ctx, `SELECT `+reportColumns+reportFrom+` WHERE r.id = $1`+lock, id))
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return apperr.E(apperr.NotFound, showcase.ReportNotFoundMessage)
		case err != nil:
			return err
		case r.Status != showcase.ReportOpen:
			return apperr.E(apperr.Conflict, showcase.ReportResolvedMessage)
		}
		resolve := `UPDATE showcase_reports SET status = 'resolved', resolution = $1, resolved_at = $2 WHERE id = $3`
		target := id
		if resolution == showcase.ResolutionRemoved {
			resolve = `UPDATE showcase_reports SET status = 'resolved', resolution = $1, resolved_at = $2
				WHERE showcase_id = $3 AND status = 'open'`
			target = r.ShowcaseID
			if _, err := tx.ExecContext(ctx, `UPDATE showcase_textures SET removed_at = $1
				WHERE id = $2 AND removed_at IS NULL`, at, r.ShowcaseID); err != nil {
				return err
			}
			r.Texture.Removed = true
		}
		if _, err := tx.ExecContext(ctx, resolve, resolution, at, target); err != nil {
			return err
		}
		r.Status, r.Resolution, r.ResolvedAt = showcase.ReportResolved, resolution, &at
		return nil
	})
	return r, wrap("resolve showcase report", err)
}

// RestoreShowcaseTexture implements showcase.ModerationStore.
func (db *DB) RestoreShowcaseTexture(ctx context.Context, id int64) error {
	res, err := db.SQL.ExecContext(ctx, `UPDATE showcase_textures SET removed_at = NULL
		WHERE id = $1 AND removed_at IS NOT NULL`, id)
	return showcaseChanged(res, err, "restore showcase texture")
}

// RemovedShowcase implements showcase.ModerationStore.
func (db *DB) RemovedShowcase(ctx context.Context, after int64, limit int) ([]showcase.RemovedTexture, error) {
	cursor := ""
	args := []any{limit + 1}
	if after > 0 {
		cursor = " AND s.id < $2"
		args = append(args, after)
	}
	rows, err := db.SQL.QueryContext(ctx, fmt.Sprintf(`SELECT %s, 0, s.removed_at FROM showcase_textures s
		WHERE s.removed_at IS NOT NULL%s ORDER BY s.id DESC LIMIT $1`, showcaseColumns, cursor), args...)
	if err != nil {
		return nil, wrap("list removed showcase", err)
	}
	defer rows.Close()
	list := []showcase.RemovedTexture{}
	for rows.Next() {
		var t showcase.RemovedTexture
		var err error
		t.Texture, err = scanShowcase(scanWithRemovedAt{rows, &t.RemovedAt})
		if err != nil {
			return nil, wrap("list removed showcase", err)
		}
		t.RemovedAt = t.RemovedAt.UTC()
		list = append(list, t)
	}
	return list, wrap("list removed showcase", rows.Err())
}

// scanWithRemovedAt scans a showcase row followed by its removal time.
type scanWithRemovedAt struct {
	rows *sql.Rows
	at   *time.Time
}

func (s scanWithRemovedAt) Scan(dest ...any) error { return s.rows.Scan(append(dest, s.at)...) }
