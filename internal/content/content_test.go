package content_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

func newService(db *store.DB) *content.Service {
	now := time.Date(2026, 3, 1, 12, 0, 0, 987654321, time.UTC)
	return &content.Service{Store: db, Now: func() time.Time { return now }, Engines: []string{"builtin"}}
}

func TestSavePageContent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc := newService(db)
		if _, err := svc.PageContent(ctx, "home", "hero_subtitle"); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("nothing saved: %v", err)
		}
		saved, err := svc.SavePageContent(ctx, 0, content.PageContent{PageID: "home", ElementID: "hero_subtitle",
			Content: "  Pixel art in seconds \n"})
		if err != nil {
			t.Fatal(err)
		}
		if saved.Content != "Pixel art in seconds" || saved.Type != content.TypeText || saved.UpdatedAt.Nanosecond() != 987654000 {
			t.Fatalf("saved %+v", saved)
		}
		got, err := svc.PageContent(ctx, "home", "hero_subtitle")
		if err != nil || got != saved {
			t.Fatalf("read %+v, %v; want %+v", got, err, saved)
		}
		long := strings.Repeat("é", content.MaxContent)
		if _, err := svc.SavePageContent(ctx, 0, content.PageContent{PageID: "privacy", ElementID: "body", Content: long}); err != nil {
			t.Fatalf("%d characters: %v", content.MaxContent, err)
		}
		legal := content.PageContent{PageID: "legal", ElementID: "privacy", Content: strings.Repeat("é", content.MaxMarkdown), Type: "markdown"}
		if saved, err := svc.SavePageContent(ctx, 0, legal); err != nil || saved.Type != content.TypeMarkdown {
			t.Fatalf("%d characters of Markdown: %+v, %v", content.MaxMarkdown, saved.Type, err)
		}
		for _, tc := range []struct {
			c    content.PageContent
			want string
		}{
			{content.PageContent{PageID: "Home", ElementID: "x", Content: "a"}, "pageId must be"},
			{content.PageContent{PageID: "", ElementID: "x", Content: "a"}, "pageId must be"},
			{content.PageContent{PageID: "home", ElementID: "x/y", Content: "a"}, "elementId must be"},
			{content.PageContent{PageID: "home", ElementID: strings.Repeat("x", 65), Content: "a"}, "elementId must be"},
			{content.PageContent{PageID: "home", ElementID: "x", Content: " \t\n "}, "content must be 1 to 10000 characters"},
			{content.PageContent{PageID: "home", ElementID: "x", Content: long + "x"}, "content must be 1 to 10000 characters"},
			{content.PageContent{PageID: "home", ElementID: "x", Content: "a\x00b"}, "content must not contain NUL"},
			{content.PageContent{PageID: "home", ElementID: "x", Content: "a", Type: "html"}, `type must be "text" or "markdown"`},
			{content.PageContent{PageID: "legal", ElementID: "privacy", Content: strings.Repeat("é", content.MaxMarkdown+1), Type: "markdown"},
				"content must be 1 to 50000 characters"},
		} {
			_, err := svc.SavePageContent(ctx, 0, tc.c)
			if apperr.KindOf(err) != apperr.Invalid || !strings.HasPrefix(apperr.MessageOf(err), tc.want) {
				t.Errorf("%+v: %v, want %q", tc.c, err, tc.want)
			}
		}
		// Ids that could never be stored are simply not found.
		if _, err := svc.PageContent(ctx, "../etc", "x"); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("bad id: %v", err)
		}
	})
}

func TestSetSetting(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc := newService(db)
		if _, err := svc.EnsureDefaults(ctx); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			key   string
			value any
			want  string
		}{
			{content.SettingHideCreditPackagesSection, true, "true"},
			{content.SettingHideCreditPackagesSection, "false", "false"},
			{content.SettingHideCreditPackagesSection, "true", "true"},
			{content.SettingSiteName, "  Texel Forge ", "Texel Forge"},
			{content.SettingLogoURL, "/media/logos/a.png", "/media/logos/a.png"},
			{content.SettingRegistrationOpen, false, "false"},
			{content.SettingLogoURL, "", ""},
		} {
			if err := svc.SetSetting(ctx, tc.key, tc.value); err != nil {
				t.Fatalf("%s = %v: %v", tc.key, tc.value, err)
			}
			all, err := svc.Settings(ctx)
			if err != nil || all[tc.key] != tc.want {
				t.Fatalf("%s = %v stored %q, %v; want %q", tc.key, tc.value, all[tc.key], err, tc.want)
			}
		}
		public, err := svc.PublicSettings(ctx)
		if err != nil || !public.HideCreditPackagesSection || public.RegistrationOpen || public.SiteName != "Texel Forge" {
			t.Fatalf("public %+v, %v", public, err)
		}
		for _, tc := range []struct {
			key   string
			value any
			want  string
		}{
			{"theme", "dark", "Unknown setting: theme"},
			{content.SettingHideCreditPackagesSection, "yes", "hideCreditPackagesSection must be true or false"},
			{content.SettingHideCreditPackagesSection, 1.0, "hideCreditPackagesSection must be true or false"},
			{content.SettingHideCreditPackagesSection, nil, "hideCreditPackagesSection must be true or false"},
			{content.SettingSiteName, "", "siteName must be text of 1 to 60 characters"},
			{content.SettingSiteName, strings.Repeat("x", 61), "siteName must be"},
			{content.SettingSiteName, true, "siteName must be"},
			{content.SettingLogoURL, "javascript:alert(1)", "logoUrl must be empty or an uploaded logo (POST /api/admin/settings/logo)"},
			{content.SettingLogoURL, "https://cdn.example/logo.png", "logoUrl must be"},
			{content.SettingLogoURL, "/media/avatars/1-ab.png", "logoUrl must be"},
			{content.SettingRegistrationOpen, "no", "registrationOpen must be true or false"},
			{content.SettingStudioEngine, "openai", "studioEngine must be one of: builtin"},
			{content.SettingLogoURL, "/etc/passwd", "logoUrl must be"},
			{content.SettingLogoURL, "http://cdn.example/logo.png", "logoUrl must be"},
			{content.SettingLogoURL, "/media/../x", "logoUrl must be"},
			{content.SettingLogoURL, false, "logoUrl must be"},
		} {
			err := svc.SetSetting(ctx, tc.key, tc.value)
			if apperr.KindOf(err) != apperr.Invalid || apperr.MessageOf(err) != tc.want && !strings.HasPrefix(apperr.MessageOf(err), tc.want) {
				t.Errorf("%s = %v: %v, want %q", tc.key, tc.value, err, tc.want)
			}
		}
		all, err := svc.Settings(ctx)
		if err != nil || all[content.SettingSiteName] != "Texel Forge" || all[content.SettingHideCreditPackagesSection] != "true" {
			t.Fatalf("refused values changed the settings: %v, %v", all, err)
		}
	})
}
