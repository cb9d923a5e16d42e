package store_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

// columns lists "table.column" for every table of the database.
func columns(t *testing.T, db *store.DB) []string {
	t.Helper()
	q := `SELECT m.name, p.name FROM sqlite_master m JOIN pragma_table_info(m.name) p
		WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`
	if db.Engine == store.Postgres {
		q = `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`
	}
	rows, err := db.SQL.Query(q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var table, column string
		if err := rows.Scan(&table, &column); err != nil {
			t.Fatal(err)
		}
		// Full-text search differs by design: FTS5 tables (and their shadow
		// tables) on SQLite, a tsvector column and trigram indexes on PostgreSQL.
		if strings.HasPrefix(table, "showcase_search") || strings.HasPrefix(table, "users_search") ||
			table+"."+column == "showcase_textures.search" {
			continue
		}
		out = append(out, table+"."+column)
	}
	slices.Sort(out)
	return out
}

func TestMigrationsGiveBothEnginesTheSameTablesAndColumns(t *testing.T) {
	if len(storetest.Engines()) < 2 {
		t.Skip(storetest.PostgresEnv + " is not set")
	}
	lite := columns(t, storetest.MustOpen(t, store.SQLite))
	pg := columns(t, storetest.MustOpen(t, store.Postgres))
	if diff := cmp.Diff(lite, pg); diff != "" {
		t.Fatalf("SQLite and PostgreSQL schemas differ (-sqlite +postgres):\n%s", diff)
	}
	for _, want := range []string{"users.email", "sessions.token_hash", "site_settings.value",
		"subscription_plans.price_usd", "credit_packages.credits", "page_views.views", "river_job.kind"} {
		if !slices.Contains(lite, want) {
			t.Errorf("schema lacks %s", want)
		}
	}
}

func TestMigrateAgainAppliesNothing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		n, err := db.Migrate(ctx)
		if err != nil || n != 0 {
			t.Fatalf("second migrate applied %d, err %v", n, err)
		}
	})
}

func TestUsers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		u, err := db.InsertUser(ctx, account.NewUser{Username: "Alex", Email: "alex@example.com", PasswordHash: "h"})
		if err != nil {
			t.Fatal(err)
		}
		if u.ID == 0 || u.Username != "Alex" || u.IsAdmin || u.AvatarURL != nil || u.CreatedAt.IsZero() {
			t.Fatalf("inserted %+v", u)
		}
		for _, dup := range []account.NewUser{
			{Username: "alex", Email: "other@example.com"},
			{Username: "other", Email: "ALEX@example.com"},
		} {
			if _, err := db.InsertUser(ctx, dup); apperr.KindOf(err) != apperr.Conflict {
				t.Errorf("duplicate %+v: err %v, want conflict", dup, err)
			}
		}
		got, err := db.UserByEmail(ctx, "Alex@Example.com")
		if err != nil || got.ID != u.ID {
			t.Fatalf("by email: %+v, %v", got, err)
		}
		if _, err := db.UserByEmail(ctx, "nobody@example.com"); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("unknown email: %v", err)
		}
		admin, err := db.SetAdmin(ctx, "ALEX@example.com", true)
		if err != nil || !admin.IsAdmin {
			t.Fatalf("set admin: %+v, %v", admin, err)
		}
		admins, err := db.ListAdmins(ctx)
		if err != nil || len(admins) != 1 || admins[0].ID != u.ID {
			t.Fatalf("admins: %+v, %v", admins, err)
		}
		if _, err := db.SetAdmin(ctx, "nobody@example.com", true); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("set admin of unknown: %v", err)
		}
	})
}

func TestSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		u, err := db.InsertUser(ctx, account.NewUser{Username: "sam", Email: "sam@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
		live, dead := account.HashToken("live"), account.HashToken("dead")
		for hash, expires := range map[string]time.Time{string(live): now.Add(time.Hour), string(dead): now.Add(-time.Second)} {
			err := db.InsertSession(ctx, account.Session{UserID: u.ID, TokenHash: []byte(hash), CreatedAt: now, LastSeenAt: now, ExpiresAt: expires})
			if err != nil {
				t.Fatal(err)
			}
		}
		if got, _, err := db.SessionUser(ctx, live, now); err != nil || got.ID != u.ID {
			t.Fatalf("live session: %+v, %v", got, err)
		}
		if _, _, err := db.SessionUser(ctx, dead, now); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("expired session: %v", err)
		}
		n, err := db.DeleteExpiredSessions(ctx, now)
		if err != nil || n != 1 {
			t.Fatalf("pruned %d, %v; want 1", n, err)
		}
		if _, _, err := db.SessionUser(ctx, live, now); err != nil {
			t.Fatalf("live session pruned: %v", err)
		}
	})
}

func TestSettingsAndDefaults(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc := content.Service{Store: db, Now: db.Now}
		if n, err := svc.EnsureDefaults(ctx); err != nil || n != len(content.DefaultSettings) {
			t.Fatalf("first EnsureDefaults: %d, %v", n, err)
		}
		if n, err := svc.EnsureDefaults(ctx); err != nil || n != 0 {
			t.Fatalf("second EnsureDefaults: %d, %v", n, err)
		}
		if added, err := db.InsertSettingIfAbsent(ctx, content.SettingLogoURL, "/x.png", db.Now()); err != nil || added {
			t.Fatalf("existing key replaced: %v, %v", added, err)
		}
		got, err := svc.Settings(ctx)
		if err != nil || got[content.SettingSiteName] != "Texelforge" || got[content.SettingHideCreditPackagesSection] != "false" {
			t.Fatalf("settings %v, %v", got, err)
		}
	})
}

func TestPlansAndPackages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc := billing.Service{Store: db, Now: db.Now}
		want := len(billing.DefaultPlans()) + len(billing.DefaultPackages())
		if n, err := svc.EnsureDefaults(ctx); err != nil || n != want {
			t.Fatalf("EnsureDefaults added %d, %v; want %d", n, err, want)
		}
		if n, err := svc.EnsureDefaults(ctx); err != nil || n != 0 {
			t.Fatalf("second EnsureDefaults added %d, %v", n, err)
		}
		plans, err := svc.Plans(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range plans {
			got = append(got, p.Slug)
		}
		if diff := cmp.Diff([]string{"free", "starter", "pro", "ultimate"}, got); diff != "" {
			t.Fatalf("plan order (-want +got):\n%s", diff)
		}
		pro := plans[2]
		if pro.PriceUSD != 1999 || pro.MonthlyCredits != 80 || !pro.IsPopular || pro.Badge != "MOST POPULAR" {
			t.Fatalf("pro = %+v", pro)
		}
		if diff := cmp.Diff(billing.DefaultPlans()[2].Features, pro.Features); diff != "" {
			t.Fatalf("features round trip (-want +got):\n%s", diff)
		}
		packs, err := svc.Packages(ctx)
		if err != nil || len(packs) != 3 || packs[1].Credits != 10 || packs[1].PriceUSD != 750 {
			t.Fatalf("packages %+v, %v", packs, err)
		}
	})
}

func TestPageViews(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		for range 3 {
			if err := db.IncrementPageView(ctx, "2026-11-22", "/"); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.IncrementPageView(ctx, "2026-11-22", "/terms"); err != nil {
			t.Fatal(err)
		}
		got, err := db.PageViews(ctx, "2026-11-22")
		if diff := cmp.Diff(map[string]int64{"/": 3, "/terms": 1}, got); diff != "" || err != nil {
			t.Fatalf("views (-want +got):\n%s %v", diff, err)
		}
	})
}

func TestClosedDatabaseIsUnavailable(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		db.SQL.Close()
		if err := db.Ping(ctx); apperr.KindOf(err) != apperr.Unavailable {
			t.Fatalf("ping of a closed database: %v", err)
		}
		if _, err := db.Settings(ctx); apperr.KindOf(err) != apperr.Unavailable {
			t.Fatalf("query on a closed database: %v", err)
		}
	})
}

// A PostgreSQL restart ends every pooled connection with "terminating
// connection due to administrator command" (SQLSTATE 57P01): the request that
// meets one is told the database is unavailable (503), not that the server
// failed (500).
func TestPostgresRestartIsUnavailable(t *testing.T) {
	url := storetest.URL(t, store.Postgres)
	app := "tf_restart_" + strings.ToLower(strings.ReplaceAll(t.Name(), "/", "_"))
	db := storetest.MustOpenURL(t, url+"&application_name="+app)
	db.SQL.SetMaxOpenConns(1) // the one connection the next query will take
	if _, err := db.Settings(ctx); err != nil {
		t.Fatal(err)
	}
	admin := storetest.MustOpenURL(t, url)
	var ended int
	if err := admin.SQL.QueryRowContext(ctx, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE application_name = $1`, app).Scan(&ended); err != nil || ended == 0 {
		t.Fatalf("terminated %d connections: %v", ended, err)
	}
	time.Sleep(100 * time.Millisecond) // the server's goodbye reaches the client
	if _, err := db.Settings(ctx); err != nil && apperr.KindOf(err) != apperr.Unavailable {
		t.Fatalf("a query on a terminated connection: %v (kind %v), want unavailable", err, apperr.KindOf(err))
	}
}

func TestEmailTokens(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
		u, err := db.InsertUser(ctx, account.NewUser{Username: "tia", Email: "tia@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		for name, expires := range map[string]time.Time{"live": now.Add(time.Hour), "dead": now.Add(-time.Second)} {
			if err := db.InsertEmailToken(ctx, account.EmailToken{Hash: account.HashToken(name), Purpose: account.PurposeVerifyEmail,
				UserID: u.ID, Email: u.Email, CreatedAt: now, ExpiresAt: expires}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.VerifyEmail(ctx, account.HashToken("dead"), now); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("an expired token verified: %v", err)
		}
		if err := db.DeleteExpiredEmailTokens(ctx, now); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM email_tokens`).Scan(&n); err != nil || n != 1 {
			t.Fatalf("tokens left %d, %v; want the live one", n, err)
		}
		// A token sent to an address the account no longer has proves nothing.
		if _, err := db.SQL.Exec(`UPDATE users SET email = 'tia.new@example.com' WHERE id = $1`, u.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.VerifyEmail(ctx, account.HashToken("live"), now); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("a token of the old address verified the new one: %v", err)
		}
		if got, _ := db.UserByID(ctx, u.ID); got.EmailVerified {
			t.Fatal("the new address counts as verified")
		}
	})
}

// pool_max_conns sizes the PostgreSQL pool, as pgxpool's parameter does,
// and never reaches the server, which would refuse it.
func TestPostgresPoolSizeFromTheURL(t *testing.T) {
	url := storetest.URL(t, store.Postgres)
	for _, c := range []struct {
		param string
		want  int
	}{{"", 20}, {"&pool_max_conns=3", 3}} {
		db, err := store.Open(ctx, url+c.param)
		if err != nil {
			t.Fatalf("open with %q: %v", c.param, err)
		}
		err = db.Ping(ctx)
		if got := db.SQL.Stats().MaxOpenConnections; err != nil || got != c.want {
			t.Errorf("with %q: ping %v, %d connections at most; want %d", c.param, err, got, c.want)
		}
		db.Close()
	}
	if _, err := store.Open(ctx, url+"&pool_max_conns=none"); err == nil || !strings.Contains(err.Error(), "pool_max_conns") {
		t.Errorf("pool_max_conns=none: %v, want an error that names it", err)
	}
}
