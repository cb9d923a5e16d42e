package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// as is a scenario run by someone: "admin", "user" or "" for a visitor.
type as struct {
	who string
	scenario
}

// mustLandingServer returns the server with bodies up to 1 MiB (the default
// of the configuration) and the cookies of an admin and of a user.
func mustLandingServer(t *testing.T, db *store.DB) (http.Handler, map[string]*http.Cookie) {
	t.Helper()
	srv, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) { d.MaxBodyBytes = 1 << 20 })
	return srv, map[string]*http.Cookie{"admin": mustSignIn(t, db, "boss", true), "user": mustSignIn(t, db, "alex", false)}
}

func runAs(t *testing.T, h http.Handler, cookies map[string]*http.Cookie, scenarios []as) {
	t.Helper()
	for _, sc := range scenarios {
		sc.signedIn = sc.who != ""
		if !t.Run(sc.name, func(t *testing.T) { sc.run(t, h, cookies[sc.who]) }) {
			t.FailNow() // later scenarios build on earlier ones
		}
	}
}

func TestPageContentAPI(t *testing.T) {
	const path = "/api/page-content/home/hero_main_title"
	save := func(content string) string {
		return `{"pageId":"home","elementId":"hero_main_title","content":` + content + `,"type":"text"}`
	}
	scenarios := []as{
		{"", scenario{name: "nothing saved", method: "GET", path: path, wantStatus: 404,
			wantBody: []string{`{"success":false,"message":"Content not found"}`}}},
		{"", scenario{name: "a visitor cannot save", method: "POST", path: "/api/page-content", body: save(`"x"`), wantStatus: 401}},
		{"user", scenario{name: "a user cannot save", method: "POST", path: "/api/page-content", body: save(`"x"`), wantStatus: 403,
			wantBody: []string{"Admin access required"}}},
		{"admin", scenario{name: "save from another site", method: "POST", path: "/api/page-content", body: save(`"x"`),
			header: map[string]string{"Sec-Fetch-Site": "cross-site"}, wantStatus: 403}},
		{"admin", scenario{name: "save", method: "POST", path: "/api/page-content", body: save(`"  Forge <b>textures</b>\n"`),
			wantStatus: 200, wantBody: []string{`"success":true`, `"message":"Content saved"`, `"pageId":"home"`,
				`"elementId":"hero_main_title"`, `"content":"Forge \u003cb\u003etextures\u003c/b\u003e"`, `"type":"text"`, `"updatedAt":"`}}},
		{"", scenario{name: "read", method: "GET", path: path, wantStatus: 200,
			wantBody:   []string{`{"success":true,"data":{"pageId":"home","elementId":"hero_main_title","content":"Forge \u003cb\u003etextures\u003c/b\u003e","type":"text","updatedAt":"`},
			wantHeader: map[string]string{"Cache-Control": "no-cache"}}},
		{"admin", scenario{name: "save again without a type", method: "POST", path: "/api/page-content",
			body: `{"pageId":"home","elementId":"hero_main_title","content":"Second"}`, wantStatus: 200, wantBody: []string{`"type":"text"`}}},
		{"", scenario{name: "read the second", method: "GET", path: path, wantStatus: 200, wantBody: []string{`"content":"Second"`}}},
		{"", scenario{name: "another element", method: "GET", path: "/api/page-content/home/hero_subtitle", wantStatus: 404}},
		{"", scenario{name: "an id that cannot exist", method: "GET", path: "/api/page-content/HOME/x", wantStatus: 404}},
		{"admin", scenario{name: "bad page id", method: "POST", path: "/api/page-content",
			body: `{"pageId":"Home Page","elementId":"x","content":"a"}`, wantStatus: 400, wantBody: []string{"pageId must be 1 to 64"}}},
		{"admin", scenario{name: "bad element id", method: "POST", path: "/api/page-content",
			body: `{"pageId":"home","elementId":"","content":"a"}`, wantStatus: 400, wantBody: []string{"elementId must be 1 to 64"}}},
		{"admin", scenario{name: "blank content", method: "POST", path: "/api/page-content", body: save(`"   "`), wantStatus: 400,
			wantBody: []string{`"success":false`, "content must be 1 to 10000 characters"}}},
		{"admin", scenario{name: "content too long", method: "POST", path: "/api/page-content",
			body: save(`"` + strings.Repeat("x", 10001) + `"`), wantStatus: 400, wantBody: []string{"content must be 1 to 10000 characters"}}},
		{"admin", scenario{name: "longest content", method: "POST", path: "/api/page-content",
			body: save(`"` + strings.Repeat("x", 10000) + `"`), wantStatus: 200}},
		{"admin", scenario{name: "unknown type", method: "POST", path: "/api/page-content",
			body: `{"pageId":"home","elementId":"x","content":"a","type":"html"}`, wantStatus: 400, wantBody: []string{`type must be \"text\"`}}},
		{"admin", scenario{name: "not JSON", method: "POST", path: "/api/page-content", body: `{"pageId":`, wantStatus: 400}},
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, cookies := mustLandingServer(t, db)
		runAs(t, h, cookies, scenarios)
	})
}

func TestSiteSettingsAPI(t *testing.T) {
	put := func(key, value string) string { return `{"key":"` + key + `","value":` + value + `}` }
	scenarios := []as{
		{"", scenario{name: "public defaults", method: "GET", path: "/api/site-settings", wantStatus: 200,
			wantBody: []string{`{"success":true,"data":{"settings":{"siteName":"Texelforge","logoUrl":"","hideCreditPackagesSection":false,"registrationOpen":true}}}`}}},
		{"admin", scenario{name: "admin defaults", method: "GET", path: "/api/admin/settings", wantStatus: 200,
			wantBody: []string{`{"success":true,"message":"OK","data":{"settings":{"hideCreditPackagesSection":"false","logoUrl":"","registrationOpen":"true","siteName":"Texelforge","studioEngine":"builtin"}}}`}}},
		{"", scenario{name: "a visitor cannot read", method: "GET", path: "/api/admin/settings", wantStatus: 401}},
		{"user", scenario{name: "a user cannot read", method: "GET", path: "/api/admin/settings", wantStatus: 403}},
		{"", scenario{name: "a visitor cannot change", method: "PUT", path: "/api/admin/settings", body: put("siteName", `"X"`), wantStatus: 401}},
		{"user", scenario{name: "a user cannot change", method: "PUT", path: "/api/admin/settings", body: put("siteName", `"X"`), wantStatus: 403}},
		{"admin", scenario{name: "hide packages with a boolean", method: "PUT", path: "/api/admin/settings",
			body: put("hideCreditPackagesSection", "true"), wantStatus: 200, wantBody: []string{`{"success":true,"message":"Setting updated"}`}}},
		{"", scenario{name: "public sees a boolean", method: "GET", path: "/api/site-settings", wantStatus: 200,
			wantBody: []string{`"hideCreditPackagesSection":true`}}},
		{"admin", scenario{name: "admin sees a string", method: "GET", path: "/api/admin/settings", wantStatus: 200,
			wantBody: []string{`"hideCreditPackagesSection":"true"`}}},
		{"admin", scenario{name: "show packages with a string", method: "PUT", path: "/api/admin/settings",
			body: put("hideCreditPackagesSection", `"false"`), wantStatus: 200}},
		{"", scenario{name: "public sees false", method: "GET", path: "/api/site-settings", wantStatus: 200,
			wantBody: []string{`"hideCreditPackagesSection":false`}}},
		{"admin", scenario{name: "site name", method: "PUT", path: "/api/admin/settings", body: put("siteName", `" Pixel Forge "`), wantStatus: 200}},
		{"admin", scenario{name: "logo", method: "PUT", path: "/api/admin/settings", body: put("logoUrl", `"/media/logos/forge.png"`), wantStatus: 200}},
		{"admin", scenario{name: "admin sees them", method: "GET", path: "/api/admin/settings", wantStatus: 200,
			wantBody: []string{`"siteName":"Pixel Forge"`, `"logoUrl":"/media/logos/forge.png"`}}},
		{"", scenario{name: "the logo route follows", method: "GET", path: "/api/site-settings/logo", wantStatus: 200,
			wantBody: []string{`{"success":true,"logoUrl":"/media/logos/forge.png"}`}}},
		{"admin", scenario{name: "unknown key", method: "PUT", path: "/api/admin/settings", body: put("theme", `"dark"`), wantStatus: 400,
			wantBody: []string{`{"success":false,"message":"Unknown setting: theme"}`}}},
		{"admin", scenario{name: "not a boolean", method: "PUT", path: "/api/admin/settings", body: put("hideCreditPackagesSection", `"yes"`),
			wantStatus: 400, wantBody: []string{"hideCreditPackagesSection must be true or false"}}},
		{"admin", scenario{name: "empty site name", method: "PUT", path: "/api/admin/settings", body: put("siteName", `""`), wantStatus: 400,
			wantBody: []string{"siteName must be text of 1 to 60 characters"}}},
		{"admin", scenario{name: "script logo", method: "PUT", path: "/api/admin/settings", body: put("logoUrl", `"javascript:alert(1)"`),
			wantStatus: 400, wantBody: []string{"logoUrl must be empty or an uploaded logo (POST /api/admin/settings/logo)"}}},
		{"admin", scenario{name: "no value", method: "PUT", path: "/api/admin/settings", body: `{"key":"siteName"}`, wantStatus: 400}},
		{"admin", scenario{name: "refusals changed nothing", method: "GET", path: "/api/admin/settings", wantStatus: 200,
			wantBody: []string{`"hideCreditPackagesSection":"false"`, `"siteName":"Pixel Forge"`, `"logoUrl":"/media/logos/forge.png"`},
			notBody:  []string{"theme"}}},
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, cookies := mustLandingServer(t, db)
		runAs(t, h, cookies, scenarios)
	})
}
