// Package dbtx carries a database transaction in a context. A domain service
// that must make several changes at once (a generation's credit, its row and
// its job) runs them inside store.DB.WithTx; the store and the job queue find
// the transaction here, so the service never touches SQL.
package dbtx

import (
	"context"
	"database/sql"
)

type key struct{}

// With returns ctx carrying tx.
func With(ctx context.Context, tx *sql.Tx) context.Context { return context.WithValue(ctx, key{}, tx) }

// From returns the transaction ctx carries, or nil.
func From(ctx context.Context) *sql.Tx {
	tx, _ := ctx.Value(key{}).(*sql.Tx)
	return tx
}
