package pages_test

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// structuredData returns the nodes of a page's JSON-LD graph by type.
func structuredData(t *testing.T, s *site, path string) map[string]map[string]any {
	t.Helper()
	body := s.get(t, path).Body.String()
	_, rest, ok := strings.Cut(body, `<script type="application/ld+json">`)
	data, _, ok2 := strings.Cut(rest, "</script>")
	if !ok || !ok2 {
		t.Fatalf("%s has no structured data: %s", path, body)
	}
	var graph struct {
		Context string           `json:"@context"`
		Graph   []map[string]any `json:"@graph"`
	}
	if err := json.Unmarshal([]byte(data), &graph); err != nil || graph.Context != "https://schema.org" {
		t.Fatalf("%s: structured data %s: %v", path, data, err)
	}
	out := map[string]map[string]any{}
	for _, n := range graph.Graph {
		out[n["@type"].(string)] = n
	}
	return out
}

// crumbs returns a BreadcrumbList as "name <url>" lines.
func crumbs(t *testing.T, node map[string]any) []string {
	t.Helper()
	var out []string
	for i, it := range node["itemListElement"].([]any) {
		item := it.(map[string]any)
		if item["position"] != float64(i+1) || item["@type"] != "ListItem" {
			t.Fatalf("crumb %d: %v", i, item)
		}
		out = append(out, fmt.Sprintf("%s <%s>", item["name"], item["item"]))
	}
	return out
}

// faqAnswers returns the FAQPage's answers by question.
func faqAnswers(t *testing.T, node map[string]any) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, q := range node["mainEntity"].([]any) {
		q := q.(map[string]any)
		out[q["name"].(string)] = q["acceptedAnswer"].(map[string]any)["text"].(string)
	}
	return out
}

func TestStructuredData(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := mustSite(t, db, testApp)
		home := structuredData(t, s, "/")
		for _, typ := range []string{"Organization", "WebSite", "FAQPage"} {
			if home[typ] == nil {
				t.Errorf("home lacks %s", typ)
			}
		}
		if home["BreadcrumbList"] != nil {
			t.Error("home has a breadcrumb list")
		}
		answers := faqAnswers(t, home["FAQPage"])
		const paid = "Starter: $9.99 a month for 480 textures; Pro: $19.99 a month for 1,280 textures; " +
			"Ultimate: $49.99 a month for 3,200 textures. Plan credits reset every month with no rollover, and you can cancel at any time."
		if got := answers["What do the paid plans cost?"]; got != paid {
			t.Fatalf("paid plans answer %q", got)
		}
		if got := answers["How many textures can I make for free?"]; !strings.HasPrefix(got, "The Free plan gives you 3 credits every month, which is 48 textures") {
			t.Fatalf("free answer %q", got)
		}
		if len(answers) != 8 {
			t.Fatalf("%d answers", len(answers))
		}

		// A plan change shows on the next request of "/".
		ctx := context.Background()
		starter, err := s.plans.PlanBySlug(ctx, "starter")
		if err != nil {
			t.Fatal(err)
		}
		credits := json.Number("40")
		if _, err := s.plans.UpdatePlan(ctx, starter.ID, billing.PlanInput{Name: "Beginner", PriceUSD: "1000", MonthlyCredits: &credits}); err != nil {
			t.Fatal(err)
		}
		answers = faqAnswers(t, structuredData(t, s, "/")["FAQPage"])
		if got := answers["What do the paid plans cost?"]; !strings.HasPrefix(got, "Beginner: $10.00 a month for 640 textures; Pro: $19.99") {
			t.Fatalf("after a plan change: %q", got)
		}

		// Breadcrumbs on the other pages.
		showcase := structuredData(t, s, "/showcase")
		if got := crumbs(t, showcase["BreadcrumbList"]); strings.Join(got, " / ") !=
			"Home <http://texelforge.test/> / Community Showcase <http://texelforge.test/showcase>" {
			t.Fatalf("showcase crumbs %q", got)
		}
		if showcase["FAQPage"] != nil || showcase["Organization"] == nil || showcase["WebSite"] == nil {
			t.Fatalf("showcase nodes %v", showcase)
		}
		ruby := s.mustShare(t, s.mustUser(t, "alex"), "Ruby Sword", "free")
		detail := structuredData(t, s, fmt.Sprintf("/showcase/%d", ruby.ID))
		want := fmt.Sprintf("Home <http://texelforge.test/> / Community Showcase <http://texelforge.test/showcase> / "+
			"Ruby Sword by alex <http://texelforge.test/showcase/%d>", ruby.ID)
		if got := crumbs(t, detail["BreadcrumbList"]); strings.Join(got, " / ") != want {
			t.Fatalf("texture crumbs %q", got)
		}
		if got := crumbs(t, structuredData(t, s, "/privacy")["BreadcrumbList"]); strings.Join(got, " / ") !=
			"Home <http://texelforge.test/> / Privacy Policy <http://texelforge.test/privacy>" {
			t.Fatalf("privacy crumbs %q", got)
		}
		if structuredData(t, s, "/no/such/page")["BreadcrumbList"] != nil {
			t.Fatal("the not-found page has a breadcrumb list")
		}
	})
}

func TestRobotsAndSitemap(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := mustSite(t, db, testApp)
		robots := s.get(t, "/robots.txt")
		if want := "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /dashboard\nDisallow: /auth\n" +
			"Disallow: /reset-password\nDisallow: /forgot-password\nDisallow: /verify-email\nDisallow: /newsletter\n" +
			"Disallow: /checkout/pay\nDisallow: /payment-success\nDisallow: /complete-subscription\n" +
			"Disallow: /prompt-credits-checkout\n\n" +
			"Sitemap: http://texelforge.test/sitemap.xml\n"; robots.Code != 200 || robots.Body.String() != want ||
			robots.Header().Get("Content-Type") != "text/plain; charset=utf-8" {
			t.Fatalf("robots.txt: %d %s %q", robots.Code, robots.Header(), robots.Body)
		}

		// Shared before the first request: the sitemap is then kept a few minutes.
		alex := s.mustUser(t, "alex")
		first := s.mustShare(t, alex, "Mossy Stone", "free")
		second := s.mustShare(t, alex, "Ruby Ore", "restricted")
		rec := s.get(t, "/sitemap.xml")
		for _, want := range []string{`<?xml version="1.0" encoding="UTF-8"?>`, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`} {
			if rec.Code != 200 || !strings.Contains(rec.Body.String(), want) || rec.Header().Get("Content-Type") != "application/xml; charset=utf-8" {
				t.Fatalf("sitemap lacks %s: %d %s %s", want, rec.Code, rec.Header(), rec.Body)
			}
		}
		var set struct {
			URLs []struct {
				Loc     string `xml:"loc"`
				LastMod string `xml:"lastmod"`
			} `xml:"url"`
		}
		if err := xml.Unmarshal(rec.Body.Bytes(), &set); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, u := range set.URLs {
			got = append(got, u.Loc)
			if strings.HasPrefix(u.Loc, "http://texelforge.test/showcase") && len(u.LastMod) != len("2026-01-02") {
				t.Errorf("%s has lastmod %q", u.Loc, u.LastMod)
			}
		}
		base := "http://texelforge.test"
		want := []string{base + "/", base + "/privacy", base + "/terms", base + "/cookies", base + "/refund-policy",
			base + "/texture-studio", base + "/showcase", base + "/blog", base + "/checkout/plans", base + "/checkout/credits",
			fmt.Sprintf("%s/showcase/%d", base, second.ID), fmt.Sprintf("%s/showcase/%d", base, first.ID)}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("sitemap lists\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	})
}

func TestLandingPageNamesItsChunks(t *testing.T) {
	s := mustSite(t, storetest.MustOpen(t, store.SQLite), testApp)
	links := func(rec *httptest.ResponseRecorder) []string {
		var out []string
		for _, line := range strings.Split(rec.Body.String(), "\n") {
			if line = strings.TrimSpace(line); strings.HasPrefix(line, `<link rel="modulepreload"`) || strings.HasPrefix(line, `<meta name="app-prefetch"`) {
				out = append(out, line)
			}
		}
		return out
	}
	// The landing chunk and what it imports beyond the entry, at once; the
	// studio and the 3D preview when idle, without what "/" already has.
	want := []string{
		`<link rel="modulepreload" crossorigin href="/assets/home-1.js" />`,
		`<link rel="modulepreload" crossorigin href="/assets/icons-1.js" />`,
		`<link rel="modulepreload" crossorigin href="/assets/below-fold-1.js" />`,
		`<meta name="app-prefetch" content="/assets/studio-1.js /assets/dialog-1.js /assets/preview-1.js" />`,
	}
	if got := links(s.get(t, "/")); !slices.Equal(got, want) {
		t.Errorf("/ links:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := links(s.get(t, "/privacy")); len(got) != 0 {
		t.Errorf("/privacy names chunks: %v", got)
	}
}

// headOf returns a page's title, og:site_name and the names of its
// structured data's organization and last breadcrumb.
func headOf(t *testing.T, s *site, path string) string {
	t.Helper()
	body := s.get(t, path).Body.String()
	title := strings.SplitN(strings.SplitN(body, "<title>", 2)[1], "</title>", 2)[0]
	siteName := strings.SplitN(strings.SplitN(body, `og:site_name" content="`, 2)[1], `"`, 2)[0]
	data := structuredData(t, s, path)
	out := fmt.Sprintf("%s | %s | %s", title, siteName, data["Organization"]["name"])
	if data["BreadcrumbList"] != nil {
		trail := crumbs(t, data["BreadcrumbList"])
		out += " | " + trail[len(trail)-1]
	}
	return out
}

// The admins' site name is the name every server-rendered page gives the
// site, from the next request on.
func TestPagesSayTheSiteName(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := mustSite(t, db, testApp)
		ruby := s.mustShare(t, s.mustUser(t, "alex"), "Ruby Sword", "free")
		texture := fmt.Sprintf("/showcase/%d", ruby.ID)
		if got := headOf(t, s, "/privacy"); got != "Privacy Policy | Texelforge | Texelforge | Texelforge | "+
			"Privacy Policy <http://texelforge.test/privacy>" {
			t.Fatalf("before: %s", got)
		}
		if err := s.texts.SetSetting(context.Background(), "siteName", "Pixel Forge"); err != nil {
			t.Fatal(err)
		}
		for path, want := range map[string]string{
			"/":            "Pixel Forge | AI Minecraft-style texture generator | Pixel Forge | Pixel Forge",
			"/privacy":     "Privacy Policy | Pixel Forge | Pixel Forge | Pixel Forge | Privacy Policy <http://texelforge.test/privacy>",
			"/no/such":     "Page Not Found | Pixel Forge | Pixel Forge | Pixel Forge",
			"/showcase":    "Community Showcase | Pixel Forge | Pixel Forge | Pixel Forge | Community Showcase <http://texelforge.test/showcase>",
			texture:        "Ruby Sword by alex | Pixel Forge | Pixel Forge | Pixel Forge | Ruby Sword by alex <http://texelforge.test" + texture + ">",
			"/admin/users": "Admin · Users | Pixel Forge | Pixel Forge | Pixel Forge",
		} {
			if got := headOf(t, s, path); got != want {
				t.Errorf("%s: %s\nwant %s", path, got, want)
			}
		}
		if body := s.get(t, "/auth").Body.String(); !strings.Contains(body, "Log in to Pixel Forge or create a free account") {
			t.Error("/auth's description does not say the new name")
		}
	})
}
