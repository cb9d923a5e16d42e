package store

import (
	"context"
	"math"

	"github.com/texelforge/texelforge/internal/audit"
)

// InsertAuditEntry implements audit.Store.
func (db *DB) InsertAuditEntry(ctx context.Context, e audit.Entry) error {
	_, err := db.conn(ctx).ExecContext(ctx, `INSERT INTO audit_log (actor_id, actor_name, action, target, details,
		client_addr, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
		e.ActorID, e.ActorName, e.Action, e.Target, string(e.Details), e.ClientAddr, e.CreatedAt.UTC())
	return wrap("insert audit entry", err)
}

// AuditEntries implements audit.Store.
func (db *DB) AuditEntries(ctx context.Context, before int64, action string, limit int) ([]audit.Entry, error) {
	if before <= 0 {
		before = math.MaxInt64
	}
	rows, err := db.SQL.QueryContext(ctx, `SELECT id, actor_id, actor_name, action, target, details, client_addr,
		created_at FROM audit_log WHERE id < $1 AND ($2 = '' OR action LIKE '%' || $2 || '%')
		ORDER BY id DESC LIMIT $3`, before, action, limit)
	if err != nil {
		return nil, wrap("list audit entries", err)
	}
	defer rows.Close()
	out := []audit.Entry{}
	for rows.Next() {
		var e audit.Entry
		var details string
		if err := rows.Scan(&e.ID, &e.ActorID, &e.ActorName, &e.Action, &e.Target, &details, &e.ClientAddr,
			&e.CreatedAt); err != nil {
			return nil, wrap("list audit entries", err)
		}
		e.Details = []byte(details)
		out = append(out, e)
	}
	return out, wrap("list audit entries", rows.Err())
}
