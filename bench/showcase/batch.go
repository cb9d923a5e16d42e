package main

import (
	"context"
	"database/sql"
	"fmt"
	"strings"

	"github.com/texelforge/texelforge/internal/store"
)

// txBatch runs statements in transactions of txBatches statements each.
type txBatch struct {
	db *store.DB
	tx *sql.Tx
	n  int
}

func (b *txBatch) exec(ctx context.Context, query string, args []any) error {
	if b.tx == nil {
		tx, err := b.db.SQL.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		b.tx, b.n = tx, 0
	}
	if _, err := b.tx.ExecContext(ctx, query, args...); err != nil {
		_ = b.tx.Rollback()
		b.tx = nil
		return err
	}
	if b.n++; b.n == txBatches {
		return b.commit()
	}
	return nil
}

func (b *txBatch) commit() error {
	if b.tx == nil {
		return nil
	}
	err := b.tx.Commit()
	b.tx = nil
	return err
}

// insertSQL is a multi-row INSERT of rows rows with $n placeholders.
func insertSQL(table string, cols []string, rows int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "INSERT INTO %s (%s) VALUES ", table, strings.Join(cols, ", "))
	n := 0
	for i := range rows {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('(')
		for j := range cols {
			if j > 0 {
				b.WriteString(", ")
			}
			n++
			fmt.Fprintf(&b, "$%d", n)
		}
		b.WriteByte(')')
	}
	return b.String()
}

func flatten(rows [][]any) []any {
	var out []any
	for _, row := range rows {
		out = append(out, row...)
	}
	return out
}
