package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

type sharedTexture struct {
	ID            int64
	Title         string
	ImageURL      string
	Username      string
	UserID        *int64
	Upvotes       int64
	Downvotes     int64
	DownloadCount int64
	Tags          []string
	LicenseType   string
	HasVoted      *struct{ VoteType string }
	Featured      bool
	Kind          string
	Size          int
}

// mustShare saves a 16x16 texture for the user and shares it.
func mustShare(t *testing.T, h http.Handler, cookie *http.Cookie, title, license string, tags ...string) sharedTexture {
	t.Helper()
	saved := mustTexture(t, texReq(t, h, "POST", "/api/textures", mustJSON(t, map[string]any{"title": "saved " + title,
		"prompt": title, "kind": "block", "size": 16, "png": pngURL(t, checker(16))}), cookie), http.StatusCreated)
	rec := texReq(t, h, "POST", "/api/showcase", mustJSON(t, map[string]any{"textureId": saved.ID, "title": title,
		"description": "About " + title, "tags": tags, "licenseType": license}), cookie)
	return mustShared(t, rec, http.StatusCreated)
}

func mustShared(t *testing.T, rec *httptest.ResponseRecorder, status int) sharedTexture {
	t.Helper()
	var body struct {
		Success bool
		Data    sharedTexture
	}
	if rec.Code != status || json.Unmarshal(rec.Body.Bytes(), &body) != nil || !body.Success {
		t.Fatalf("status %d, want %d: %s", rec.Code, status, rec.Body)
	}
	return body.Data
}

type showcasePage struct {
	Success    bool
	Data       []sharedTexture
	Total      int64
	NextCursor *string
}

func mustList(t *testing.T, h http.Handler, query string, cookie *http.Cookie) showcasePage {
	t.Helper()
	rec := texReq(t, h, "GET", "/api/showcase"+query, "", cookie)
	var p showcasePage
	if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &p) != nil || !p.Success {
		t.Fatalf("list %s: %d %s", query, rec.Code, rec.Body)
	}
	return p
}

func TestShowcaseAPI(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		alex, sam, admin := mustSignIn(t, db, "alex", false), mustSignIn(t, db, "sam", false), mustSignIn(t, db, "root", true)

		ruby := mustShare(t, h, alex, "Ruby Sword!", "free", "Weapon", "red gem")
		secret := mustShare(t, h, alex, "Secret Ore", "restricted")
		if ruby.Username != "alex" || ruby.UserID == nil || ruby.LicenseType != "free" || ruby.Kind != "block" ||
			ruby.Size != 16 || fmt.Sprint(ruby.Tags) != "[weapon red gem]" || ruby.HasVoted != nil ||
			ruby.ImageURL == "" || !strings.HasPrefix(ruby.ImageURL, fmt.Sprintf("/api/showcase/image/%d?v=", ruby.ID)) {
			t.Fatalf("shared: %+v", ruby)
		}
		var mine struct{ Textures []struct{ ShowcaseID *int64 } }
		_ = json.Unmarshal(texReq(t, h, "GET", "/api/textures", "", alex).Body.Bytes(), &mine)
		if len(mine.Textures) != 2 || mine.Textures[0].ShowcaseID == nil || *mine.Textures[0].ShowcaseID != secret.ID {
			t.Fatalf("GET /api/textures lacks showcaseId: %s", texReq(t, h, "GET", "/api/textures", "", alex).Body)
		}

		rubyID, secretID := fmt.Sprint(ruby.ID), fmt.Sprint(secret.ID)
		vote := func(id, voteType string) string { return `{"textureId":` + id + `,"voteType":"` + voteType + `"}` }
		for _, sc := range []struct {
			scenario
			cookie *http.Cookie
		}{
			{scenario{name: "share signed out", method: "POST", path: "/api/showcase", body: `{"textureId":1,"title":"x","licenseType":"free"}`, wantStatus: 401}, nil},
			{scenario{name: "share another's texture", method: "POST", path: "/api/showcase", signedIn: true,
				body: `{"textureId":1,"title":"x","licenseType":"free"}`, wantStatus: 404}, sam},
			{scenario{name: "share twice", method: "POST", path: "/api/showcase", signedIn: true,
				body: `{"textureId":1,"title":"x","licenseType":"free"}`, wantStatus: 409, wantBody: []string{"already in the showcase"}}, alex},
			{scenario{name: "bad licence", method: "POST", path: "/api/showcase", signedIn: true,
				body: `{"textureId":1,"title":"x","licenseType":"gpl"}`, wantStatus: 400}, alex},
			{scenario{name: "bad sort", method: "GET", path: "/api/showcase?sort=best", wantStatus: 400}, nil},
			{scenario{name: "bad featured", method: "GET", path: "/api/showcase?featured=maybe", wantStatus: 400}, nil},
			{scenario{name: "bad cursor", method: "GET", path: "/api/showcase?cursor=zzz", wantStatus: 400}, nil},
			{scenario{name: "bad size", method: "GET", path: "/api/showcase?size=abc", wantStatus: 400}, nil},
			{scenario{name: "unknown texture", method: "GET", path: "/api/showcase/999999", wantStatus: 404}, nil},
			{scenario{name: "vote signed out", method: "POST", path: "/api/showcase/vote", body: vote(rubyID, "upvote"),
				wantStatus: 401, wantBody: []string{`"message":"Authentication Required"`}}, nil},
			{scenario{name: "vote on one's own", method: "POST", path: "/api/showcase/vote", body: vote(rubyID, "upvote"),
				signedIn: true, wantStatus: 403, wantBody: []string{"your own texture"}}, alex},
			{scenario{name: "vote on nothing", method: "POST", path: "/api/showcase/vote", body: vote("999999", "upvote"),
				signedIn: true, wantStatus: 404}, sam},
			{scenario{name: "bad vote", method: "POST", path: "/api/showcase/vote", body: vote(rubyID, "meh"),
				signedIn: true, wantStatus: 400}, sam},
			{scenario{name: "restricted, signed out", method: "GET", path: "/api/showcase/download/" + secretID, wantStatus: 403,
				wantBody: []string{"licence does not allow downloads"}}, nil},
			{scenario{name: "restricted, another user", method: "GET", path: "/api/showcase/download/" + secretID,
				signedIn: true, wantStatus: 403}, sam},
			{scenario{name: "restricted, the creator", method: "GET", path: "/api/showcase/download/" + secretID,
				signedIn: true, wantStatus: 200, wantHeader: map[string]string{"Content-Disposition": `attachment; filename="secret_ore.png"`}}, alex},
			{scenario{name: "restricted, an admin", method: "GET", path: "/api/showcase/download/" + secretID,
				signedIn: true, wantStatus: 200}, admin},
			{scenario{name: "free, signed out", method: "GET", path: "/api/showcase/download/" + rubyID, wantStatus: 200,
				wantHeader: map[string]string{"Content-Type": "image/png", "Content-Disposition": `attachment; filename="ruby_sword_.png"`}}, nil},
			{scenario{name: "feature as a user", method: "PUT", path: "/api/showcase/" + rubyID + "/featured", body: `{"featured":true}`,
				signedIn: true, wantStatus: 403}, sam},
			{scenario{name: "feature as an admin", method: "PUT", path: "/api/showcase/" + rubyID + "/featured", body: `{"featured":true}`,
				signedIn: true, wantStatus: 200, wantBody: []string{`"featured":true`}}, admin},
			{scenario{name: "featured list", method: "GET", path: "/api/showcase/featured", wantStatus: 200,
				wantBody: []string{`"title":"Ruby Sword!"`}, notBody: []string{"Secret Ore"}}, nil},
			{scenario{name: "remove signed out", method: "DELETE", path: "/api/showcase/" + rubyID, wantStatus: 401,
				wantBody: []string{"You need to be logged in to delete textures"}}, nil},
			{scenario{name: "remove another's", method: "DELETE", path: "/api/showcase/" + rubyID, signedIn: true, wantStatus: 403}, sam},
		} {
			t.Run(sc.name, func(t *testing.T) { sc.run(t, h, sc.cookie) })
		}

		// The vote state machine, as product.md §4 says, seen in the answer and in the list.
		for _, step := range []struct {
			vote       string
			up, down   int64
			myVoteType string
		}{
			{"upvote", 1, 0, "upvote"},
			{"upvote", 0, 0, ""}, // the same vote again removes it
			{"downvote", 0, 1, "downvote"},
			{"upvote", 1, 0, "upvote"}, // the opposite switches
			{"remove", 0, 0, ""},
			{"remove", 0, 0, ""},
			{"downvote", 0, 1, "downvote"},
		} {
			rec := texReq(t, h, "POST", "/api/showcase/vote", vote(rubyID, step.vote), sam)
			var body struct {
				Data struct {
					Upvotes, Downvotes int64
					HasVoted           *struct{ VoteType string }
				}
			}
			_ = json.Unmarshal(rec.Body.Bytes(), &body)
			got := ""
			if body.Data.HasVoted != nil {
				got = body.Data.HasVoted.VoteType
			}
			if rec.Code != 200 || body.Data.Upvotes != step.up || body.Data.Downvotes != step.down || got != step.myVoteType {
				t.Fatalf("%s: %d %s, want %d/%d %q", step.vote, rec.Code, rec.Body, step.up, step.down, step.myVoteType)
			}
		}
		list := mustList(t, h, "?sort=oldest", sam)
		if len(list.Data) != 2 || list.Total != 2 || list.Data[0].ID != ruby.ID || list.Data[0].HasVoted == nil ||
			list.Data[0].HasVoted.VoteType != "downvote" || list.Data[0].Downvotes != 1 || list.Data[0].DownloadCount != 1 ||
			list.Data[1].DownloadCount != 2 {
			t.Fatalf("list as sam: %+v", list)
		}
		if anon := mustList(t, h, "?sort=oldest", nil); anon.Data[0].HasVoted != nil {
			t.Fatalf("a visitor has a vote: %+v", anon.Data[0])
		}

		// Search, filters and pages.
		if p := mustList(t, h, "?q=gem+weap", nil); len(p.Data) != 1 || p.Data[0].ID != ruby.ID {
			t.Fatalf("search: %+v", p)
		}
		if p := mustList(t, h, "?license=restricted&featured=false&kind=block&size=16", nil); p.Total != 1 || p.Data[0].ID != secret.ID {
			t.Fatalf("filters: %+v", p)
		}
		first := mustList(t, h, "?sort=newest&limit=1", nil)
		if first.Total != 2 || len(first.Data) != 1 || first.Data[0].ID != secret.ID || first.NextCursor == nil {
			t.Fatalf("first page: %+v", first)
		}
		second := mustList(t, h, "?sort=newest&limit=1&cursor="+*first.NextCursor, nil)
		if len(second.Data) != 1 || second.Data[0].ID != ruby.ID || second.NextCursor != nil {
			t.Fatalf("second page: %+v", second)
		}

		// The public image: cached by its hash, enlarged without smoothing for link previews.
		rec := texReq(t, h, "GET", ruby.ImageURL, "", nil)
		if rec.Code != 200 || rec.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Fatalf("image: %d %v", rec.Code, rec.Header())
		}
		if again := texReq(t, h, "GET", ruby.ImageURL, "", nil, "If-None-Match", rec.Header().Get("ETag")); again.Code != 304 {
			t.Fatalf("revalidation: %d", again.Code)
		}
		big := texReq(t, h, "GET", ruby.ImageURL+"&scale=32", "", nil)
		img, err := png.Decode(bytes.NewReader(big.Body.Bytes()))
		if err != nil || img.Bounds().Dx() != 512 || img.At(31, 31) != img.At(0, 0) || img.At(32, 0) == img.At(0, 0) {
			t.Fatalf("scaled image: %v %v", err, big.Code)
		}

		// The deep link names the texture in the head; an unknown one is the not-found page.
		page := texReq(t, h, "GET", "/showcase/"+rubyID, "", nil)
		for _, want := range []string{"<title>Ruby Sword! by alex | Texelforge</title>", `content="About Ruby Sword!"`,
			fmt.Sprintf(`content="%s/api/showcase/image/%d?v=`, baseURL, ruby.ID)} {
			if page.Code != 200 || !strings.Contains(page.Body.String(), want) {
				t.Errorf("deep link lacks %q: %d", want, page.Code)
			}
		}
		for _, path := range []string{"/showcase/999999", "/showcase/abc"} {
			if rec := texReq(t, h, "GET", path, "", nil); rec.Code != 404 {
				t.Errorf("%s: %d", path, rec.Code)
			}
		}

		// The creator removes it; the votes go with it.
		if rec := texReq(t, h, "DELETE", "/api/showcase/"+rubyID, "", alex); rec.Code != 200 {
			t.Fatalf("remove: %d %s", rec.Code, rec.Body)
		}
		if rec := texReq(t, h, "GET", "/api/showcase/"+rubyID, "", nil); rec.Code != 404 {
			t.Fatalf("after removal: %d", rec.Code)
		}
		var votes int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM showcase_votes`).Scan(&votes); err != nil || votes != 0 {
			t.Fatalf("votes left: %d %v", votes, err)
		}
		if rec := texReq(t, h, "DELETE", "/api/showcase/"+secretID, "", admin); rec.Code != 200 {
			t.Fatalf("removal by an admin: %d", rec.Code)
		}
	})
}

// 200 parallel vote requests from 40 users on two textures leave every
// texture's counters equal to its rows in the votes table.
func TestParallelVoteRequestsKeepCountsEqualToVotes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		srv := httptest.NewServer(h)
		t.Cleanup(srv.Close)
		owner := mustSignIn(t, db, "owner", false)
		ids := []int64{mustShare(t, h, owner, "one", "free").ID, mustShare(t, h, owner, "two", "free").ID}
		voters := make([]*http.Cookie, 40)
		for i := range voters {
			voters[i] = mustSignIn(t, db, fmt.Sprintf("voter%d", i), false)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		codes := map[int]int{}
		for i := range 200 {
			wg.Go(func() {
				body := fmt.Sprintf(`{"textureId":%d,"voteType":"%s"}`, ids[i%2], []string{"upvote", "downvote", "remove"}[i*7%3])
				req, _ := http.NewRequest("POST", srv.URL+"/api/showcase/vote", strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Origin", baseURL)
				req.AddCookie(voters[i%40])
				resp, err := srv.Client().Do(req)
				mu.Lock()
				defer mu.Unlock()
				if err != nil {
					codes[-1]++
					return
				}
				resp.Body.Close()
				codes[resp.StatusCode]++
			})
		}
		wg.Wait()
		if codes[200] != 200 {
			t.Fatalf("status counts %v, want 200 OKs", codes)
		}
		for _, id := range ids {
			var up, down, votedUp, votedDown int64
			if err := db.SQL.QueryRow(`SELECT upvotes, downvotes FROM showcase_textures WHERE id = $1`, id).Scan(&up, &down); err != nil {
				t.Fatal(err)
			}
			if err := db.SQL.QueryRow(`SELECT count(CASE WHEN vote = 1 THEN 1 END), count(CASE WHEN vote = -1 THEN 1 END)
				FROM showcase_votes WHERE showcase_id = $1`, id).Scan(&votedUp, &votedDown); err != nil {
				t.Fatal(err)
			}
			if up != votedUp || down != votedDown {
				t.Errorf("texture %d: counters %d/%d, votes table %d/%d", id, up, down, votedUp, votedDown)
			}
		}
	})
}

// Listings are cached alike for everyone (a visitor's already encoded), yet
// each write through the API shows in the next listing of a visitor and of a
// signed-in user, with that user's own vote; a download shows within the
// cache's few seconds.
func TestShowcaseListingsShowEachWriteAtOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		alex, sam, admin := mustSignIn(t, db, "alex", false), mustSignIn(t, db, "sam", false), mustSignIn(t, db, "root", true)
		one := mustShare(t, h, alex, "One", "free")
		id := fmt.Sprint(one.ID)
		mustOK := func(rec *httptest.ResponseRecorder) {
			t.Helper()
			if rec.Code != 200 {
				t.Fatalf("%d %s", rec.Code, rec.Body)
			}
		}
		for _, step := range []struct {
			name  string
			write func()
			want  func(visitor, member showcasePage) bool
		}{
			{"nothing yet", func() {}, func(v, m showcasePage) bool { return v.Total == 1 && m.Total == 1 }},
			{"share", func() { mustShare(t, h, alex, "Two", "free") }, func(v, m showcasePage) bool {
				return v.Total == 2 && m.Total == 2 && v.Data[1].Title == "Two"
			}},
			{"vote", func() {
				mustOK(texReq(t, h, "POST", "/api/showcase/vote", `{"textureId":`+id+`,"voteType":"upvote"}`, sam))
			}, func(v, m showcasePage) bool {
				return v.Data[0].Upvotes == 1 && m.Data[0].Upvotes == 1 && v.Data[0].HasVoted == nil &&
					m.Data[0].HasVoted != nil && m.Data[0].HasVoted.VoteType == "upvote"
			}},
			// A download is only a count: it keeps the cached pages, and shows once they go.
			{"download", func() { mustOK(texReq(t, h, "GET", "/api/showcase/download/"+id, "", nil)) },
				func(v, m showcasePage) bool { return v.Data[0].DownloadCount == 0 && m.Data[0].DownloadCount == 0 }},
			{"feature", func() {
				mustOK(texReq(t, h, "PUT", "/api/showcase/"+id+"/featured", `{"featured":true}`, admin))
			}, func(v, m showcasePage) bool {
				return v.Data[0].Featured && m.Data[0].Featured && mustList(t, h, "?featured=true", nil).Total == 1 &&
					v.Data[0].DownloadCount == 1
			}},
			{"remove", func() { mustOK(texReq(t, h, "DELETE", "/api/showcase/"+id, "", alex)) },
				func(v, m showcasePage) bool { return v.Total == 1 && len(m.Data) == 1 && m.Data[0].Title == "Two" }},
		} {
			step.write()
			visitor, member := mustList(t, h, "?sort=oldest", nil), mustList(t, h, "?sort=oldest", sam)
			if !step.want(visitor, member) {
				t.Fatalf("after %s: visitor %+v, sam %+v", step.name, visitor, member)
			}
			mustList(t, h, "?featured=true", nil) // cached too, before the next write
		}
	})
}
