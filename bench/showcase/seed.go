package main

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/store"
)

// batchRows is how many rows one INSERT carries (16 columns: 8,000
// parameters, under both engines' limits); txBatches is how many INSERTs
// one transaction holds.
const (
	batchRows = 500
	txBatches = 20
)

var showcaseCols = []string{"user_id", "username", "title", "description", "tags", "license", "kind", "size",
	"featured", "upvotes", "downvotes", "score", "download_count", "png_hash", "created_at", "png"}

func seedCommand(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	dbURL := fs.String("db", "", "database URL (sqlite:PATH or postgres://...)")
	rows := fs.Int("rows", 100_000, "shared textures to add")
	users := fs.Int("users", 1_000, "creators to add")
	seed := fs.Uint64("rand", 1, "random seed: the same seed gives the same rows (dated up to now)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dbURL == "" || *rows < 1 || *users < 1 {
		return fmt.Errorf("seed needs -db, and -rows and -users of at least 1")
	}
	db, err := store.Open(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		return err
	}
	var existing int64
	if err := db.SQL.QueryRowContext(ctx, `SELECT count(*) FROM showcase_textures`).Scan(&existing); err != nil {
		return err
	}
	if existing > 0 {
		return fmt.Errorf("the showcase already has %d textures: seed an empty database", existing)
	}
	r := rand.New(rand.NewPCG(*seed, 6))
	pngs, err := drawPNGs()
	if err != nil {
		return err
	}
	t0 := time.Now()
	creators, err := insertCreators(ctx, db, r, *users)
	if err != nil {
		return err
	}
	if err := insertShowcase(ctx, db, r, creators, pngs, *rows); err != nil {
		return err
	}
	inserted := time.Since(t0)
	t1 := time.Now()
	if err := analyze(ctx, db); err != nil {
		return err
	}
	fmt.Fprintf(out, "seeded %d shared textures by %d creators in %.1f s (inserts %.1f s, analyze %.1f s)\n",
		*rows, *users, time.Since(t0).Seconds(), inserted.Seconds(), time.Since(t1).Seconds())
	return describe(ctx, db, out)
}

// describe prints the engine's version and the showcase's size on disk.
func describe(ctx context.Context, db *store.DB, out io.Writer) error {
	version, size := `SELECT 'SQLite ' || sqlite_version() || ' (modernc.org/sqlite)'`,
		`SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()`
	what := "database file"
	if db.Engine == store.Postgres {
		version, size = `SELECT 'PostgreSQL ' || current_setting('server_version')`,
			`SELECT pg_total_relation_size('showcase_textures')`
		what = "showcase_textures with its indexes and TOAST"
	}
	var v string
	var bytes int64
	if err := db.SQL.QueryRowContext(ctx, version).Scan(&v); err != nil {
		return err
	}
	if err := db.SQL.QueryRowContext(ctx, size).Scan(&bytes); err != nil {
		return err
	}
	fmt.Fprintf(out, "%s; %s %.0f MB\n", v, what, float64(bytes)/(1<<20))
	return nil
}

// creator is a user who shares textures.
type creator struct {
	id   int64
	name string
}

func insertCreators(ctx context.Context, db *store.DB, r *rand.Rand, n int) ([]creator, error) {
	now := time.Now().UTC().AddDate(-1, 0, -1)
	var rows [][]any
	for i := range n {
		name := creatorName(r, i)
		rows = append(rows, []any{name, name + "@bench.texelforge.local", now, now})
	}
	var out []creator
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		for chunk := range slices.Chunk(rows, batchRows) {
			res, err := tx.QueryContext(ctx, insertSQL("users", []string{"username", "email", "created_at",
				"updated_at"}, len(chunk))+" RETURNING id, username", flatten(chunk)...)
			if err != nil {
				return fmt.Errorf("insert creators: %w", err)
			}
			for res.Next() {
				var c creator
				if err := res.Scan(&c.id, &c.name); err != nil {
					res.Close()
					return err
				}
				out = append(out, c)
			}
			if err := errors.Join(res.Err(), res.Close()); err != nil {
				return fmt.Errorf("insert creators: %w", err)
			}
		}
		return nil
	})
	return out, err
}

// insertShowcase adds n shared textures, created over the past year in id order.
func insertShowcase(ctx context.Context, db *store.DB, r *rand.Rand, creators []creator, pngs map[string][][]byte,
	n int) error {
	end := time.Now().UTC().Truncate(time.Second)
	start := end.AddDate(-1, 0, 0)
	step := end.Sub(start) / time.Duration(n)
	byCreator := rand.NewZipf(r, 1.1, 10, uint64(len(creators)-1))
	ups := rand.NewZipf(r, 1.4, 1, 5_000)
	downs := rand.NewZipf(r, 2, 1, 500)
	downloads := rand.NewZipf(r, 1.2, 1, 100_000)
	statement := insertSQL("showcase_textures", showcaseCols, batchRows)
	batch := make([][]any, 0, batchRows)
	tx := &txBatch{db: db}
	for i := range n {
		kind, size := pickKind(r), pickSize(r)
		c := creators[byCreator.Uint64()]
		title, description, tags := sharedText(r, kind)
		tagsJSON, _ := json.Marshal(tags)
		license := "free"
		if r.IntN(5) == 0 {
			license = "restricted"
		}
		up, down := int64(ups.Uint64()), int64(0)
		if r.IntN(10) >= 4 {
			down = int64(downs.Uint64())
		}
		png := pngs[fmt.Sprint(kind, size)][r.IntN(3)]
		sum := sha256.Sum256(png)
		created := start.Add(time.Duration(i)*step + time.Duration(r.Int64N(int64(step))))
		batch = append(batch, []any{c.id, c.name, title, description, string(tagsJSON), license, kind, size,
			r.IntN(50) == 0, up, down, up - down, int64(downloads.Uint64()), hex.EncodeToString(sum[:]), created, png})
		if len(batch) == batchRows || i == n-1 {
			sqlText := statement
			if len(batch) < batchRows {
				sqlText = insertSQL("showcase_textures", showcaseCols, len(batch))
			}
			if err := tx.exec(ctx, sqlText, flatten(batch)); err != nil {
				return fmt.Errorf("insert shared textures: %w", err)
			}
			batch = batch[:0]
		}
	}
	return tx.commit()
}

// analyze refreshes the planner's statistics after the bulk load. On
// PostgreSQL VACUUM also sets the visibility map, as autovacuum would soon
// after such an insert, so index-only scans work as in a settled database.
func analyze(ctx context.Context, db *store.DB) error {
	stmts := []string{`ANALYZE`, `PRAGMA optimize`}
	if db.Engine == store.Postgres {
		stmts = []string{`VACUUM (ANALYZE) users`, `VACUUM (ANALYZE) showcase_textures`}
	}
	for _, s := range stmts {
		if _, err := db.SQL.ExecContext(ctx, s); err != nil {
			return fmt.Errorf("%s: %w", s, err)
		}
	}
	return nil
}

func pickKind(r *rand.Rand) string {
	switch n := r.IntN(20); {
	case n < 10:
		return "block"
	case n < 17:
		return "item"
	}
	return "flat"
}

func pickSize(r *rand.Rand) int {
	switch n := r.IntN(10); {
	case n < 6:
		return 16
	case n < 9:
		return 32
	}
	return 64
}

// drawPNGs draws three textures of each kind and size with the built-in
// engine, keyed by kind and size ("block16").
func drawPNGs() (map[string][][]byte, error) {
	prompts := map[string][]string{
		"block": {"mossy cobblestone", "oak planks", "diamond ore"},
		"item":  {"ruby sword", "golden apple", "iron pickaxe"},
		"flat":  {"treasure map", "old paper", "ancient rune"},
	}
	g := engine.NewGenerator()
	out := map[string][][]byte{}
	for kind, list := range prompts {
		for _, size := range []int{16, 32, 64} {
			for i, p := range list {
				res, err := g.Generate(context.Background(), engine.Request{Prompt: p, Kind: spec.Kind(kind),
					Size: size, Count: 1, Seed: uint64(i + 1)})
				if err != nil {
					return nil, err
				}
				png, err := engine.EncodePNG(res.Textures[0].Image)
				if err != nil {
					return nil, err
				}
				out[fmt.Sprint(kind, size)] = append(out[fmt.Sprint(kind, size)], png)
			}
		}
	}
	return out, nil
}
