package seed_test

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/blob"
	"github.com/texelforge/texelforge/internal/blog"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/seed"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
	"github.com/texelforge/texelforge/internal/textures"
)

// dump returns every row of the seeded tables as text.
func dump(t *testing.T, db *store.DB) []string {
	t.Helper()
	var out []string
	for _, q := range []string{
		`SELECT id, username, email, password_hash, is_admin, created_at FROM users ORDER BY id`,
		`SELECT key, value, updated_at FROM site_settings ORDER BY key`,
		`SELECT id, slug, name, price_usd, monthly_credits, features, created_at FROM subscription_plans ORDER BY id`,
		`SELECT id, name, credits, price_usd, created_at FROM credit_packages ORDER BY id`,
		`SELECT id, user_id, title, tags, license, featured, upvotes, downvotes, download_count, png_hash FROM showcase_textures ORDER BY id`,
		`SELECT showcase_id, user_id, vote FROM showcase_votes ORDER BY showcase_id, user_id`,
		`SELECT id, slug, title, author_id, status, published_at FROM blog_posts ORDER BY id`,
	} {
		rows, err := db.SQL.Query(q)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			for _, v := range vals {
				if s, ok := v.([]byte); ok {
					v = string(s)
				}
				b.WriteString(fmt.Sprint(v) + "|")
			}
			out = append(out, b.String())
		}
		rows.Close()
	}
	return out
}

func TestSeedCreatesDemoDataOnceAndTwiceChangesNothing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		s := seed.Services{
			Accounts: &account.Service{Store: db, Now: db.Now},
			Billing:  &billing.Service{Store: db, Now: db.Now},
			Content:  &content.Service{Store: db, Now: db.Now},
			Textures: &textures.Service{Store: db, Now: db.Now},
			Showcase: &showcase.Service{Store: db, Now: db.Now},
			Blog:     blog.NewService(blog.Service{Store: db, Now: db.Now, Blobs: blob.Dir{Root: t.TempDir()}}),
		}
		var first bytes.Buffer
		if err := seed.Run(ctx, s, &first); err != nil {
			t.Fatal(err)
		}
		m := regexp.MustCompile(`admin\s+admin@texelforge\.local\s+(\S+)`).FindStringSubmatch(first.String())
		if m == nil {
			t.Fatalf("admin password not printed:\n%s", first.String())
		}
		hash := ""
		if err := db.SQL.QueryRow(`SELECT password_hash FROM users WHERE email = 'admin@texelforge.local'`).Scan(&hash); err != nil {
			t.Fatal(err)
		}
		if !account.CheckPassword(m[1], hash) || strings.Contains(hash, m[1]) {
			t.Fatal("the printed password does not match the stored hash, or the hash holds the password")
		}
		admins, err := db.ListAdmins(ctx)
		if err != nil || len(admins) != 1 || admins[0].Username != "admin" {
			t.Fatalf("admins %+v, %v", admins, err)
		}
		before := dump(t, db)
		var votes int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM showcase_votes`).Scan(&votes); err != nil {
			t.Fatal(err)
		}
		users := len(seed.DemoUsers) + len(seed.CommunityUsers)
		if len(before) != users+len(content.DefaultSettings)+4+3+len(seed.ShowcasePrompts)+votes+3 {
			t.Fatalf("seeded %d rows:\n%s", len(before), strings.Join(before, "\n"))
		}
		checkDemoShowcase(t, s.Showcase)
		checkFirstPosts(t, s.Blog, s.Blog.Blobs.(blob.Dir))

		var second bytes.Buffer
		if err := seed.Run(ctx, s, &second); err != nil {
			t.Fatal(err)
		}
		if second.Len() != 0 {
			t.Fatalf("second run printed %q", second.String())
		}
		if diff := cmp.Diff(before, dump(t, db)); diff != "" {
			t.Fatalf("second run changed rows (-before +after):\n%s", diff)
		}
	})
}

// checkDemoShowcase: 60 textures of several creators, kinds, licences, with
// votes, downloads and some featured, so every sort and filter shows something.
func checkDemoShowcase(t *testing.T, svc *showcase.Service) {
	t.Helper()
	page, err := svc.List(context.Background(), showcase.Query{Limit: showcase.MaxLimit})
	if err != nil || page.Total != int64(len(seed.ShowcasePrompts)) {
		t.Fatalf("showcase total %d, %v", page.Total, err)
	}
	creators, kinds, licences := map[string]bool{}, map[string]bool{}, map[showcase.License]int{}
	featured, voted, downloaded := 0, 0, 0
	for _, tex := range page.Textures {
		creators[tex.Username], kinds[string(tex.Kind)] = true, true
		licences[tex.License]++
		if tex.Featured {
			featured++
		}
		if tex.Upvotes+tex.Downvotes > 0 {
			voted++
		}
		if tex.Downloads > 0 {
			downloaded++
		}
		if len(tex.Tags) == 0 {
			t.Errorf("%q has no tags", tex.Title)
		}
	}
	if len(creators) != len(seed.CommunityUsers) || len(kinds) != 3 || licences[showcase.Restricted] == 0 ||
		licences[showcase.Free] == 0 || featured < 5 || voted < 50 || downloaded < 50 {
		t.Fatalf("demo showcase: creators %v, kinds %v, licences %v, featured %d, voted %d, downloaded %d",
			creators, kinds, licences, featured, voted, downloaded)
	}
}

// checkFirstPosts: the three first posts are public, by the admin, render to
// something worth reading and have stored covers.
func checkFirstPosts(t *testing.T, posts *blog.Service, covers blob.Dir) {
	t.Helper()
	page, err := posts.ListPage(context.Background(), blog.Query{})
	if err != nil || len(page.Posts) != 3 {
		t.Fatalf("first posts %+v, %v", page.Posts, err)
	}
	for _, p := range page.Posts {
		if p.Author.Username != "admin" || p.Summary == "" || len(p.Tags) == 0 || p.ReadingMinutes < 2 {
			t.Errorf("post %+v", p)
		}
		if p.CoverURL == nil {
			t.Fatalf("post %q has no cover", p.Slug)
		}
		cover, err := covers.Open(context.Background(), strings.TrimPrefix(*p.CoverURL, "/media/"))
		if err != nil {
			t.Fatalf("cover of %q: %v", p.Slug, err)
		}
		cover.Close()
	}
}
