// Package content holds what admins edit about the site: its settings (name,
// logo, switches), the texts of its pages and, later, the blog.
package content

import (
	"context"
	"strings"
	"time"
)

// Known site setting keys.
const (
	SettingSiteName                  = "siteName"
	SettingLogoURL                   = "logoUrl"
	SettingHideCreditPackagesSection = "hideCreditPackagesSection"
	SettingRegistrationOpen          = "registrationOpen"
	SettingStudioEngine              = "studioEngine"
)

// DefaultSettings are the settings of a new site.
var DefaultSettings = map[string]string{
	SettingSiteName:                  "Texelforge",
	SettingLogoURL:                   "",
	SettingHideCreditPackagesSection: "false",
	SettingRegistrationOpen:          "true",
}

// Store persists site settings and page texts.
type Store interface {
	// Settings returns every stored setting.
	Settings(ctx context.Context) (map[string]string, error)
	// InsertSettingIfAbsent stores value under key unless the key exists, and
	// reports whether it stored it.
	InsertSettingIfAbsent(ctx context.Context, key, value string, now time.Time) (bool, error)
	// UpsertSetting stores value under key, replacing any value it had.
	UpsertSetting(ctx context.Context, key, value string, now time.Time) error
	// PageContent returns an element's text, or apperr.NotFound
	// (NotFoundMessage) if none is stored.
	PageContent(ctx context.Context, pageID, elementID string) (PageContent, error)
	// UpsertPageContent stores c, replacing the element's text; userID (0 for
	// none) is who saved it.
	UpsertPageContent(ctx context.Context, c PageContent, userID int64) error
}

// Service reads and writes site settings.
type Service struct {
	Store Store
	Now   func() time.Time
	Blobs Blobs // the uploaded logo
	// Engines are the studio engines this server has configured, the
	// default first: the studioEngine setting picks one of them.
	Engines []string
	// Usable, when set, keeps those of engines that can run now (an image
	// model may wait for the API key an admin sets); nil: all of them can.
	Usable func(ctx context.Context, engines []string) ([]string, error)
}

// Settings returns the stored settings over the defaults.
func (s *Service) Settings(ctx context.Context) (map[string]string, error) {
	stored, err := s.Store.Settings(ctx)
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(DefaultSettings)+len(stored))
	for k, v := range DefaultSettings {
		out[k] = v
	}
	for k, v := range stored {
		if !strings.HasPrefix(k, EngineSettingPrefix) { // not the site's: see EngineSettingPrefix
			out[k] = v
		}
	}
	return out, nil
}

// LogoURL returns the uploaded logo's URL, or "" for the bundled logo.
func (s *Service) LogoURL(ctx context.Context) (string, error) {
	all, err := s.Settings(ctx)
	if err != nil {
		return "", err
	}
	return all[SettingLogoURL], nil
}

// EnsureDefaults stores every default setting that is missing and says how
// many it stored.
func (s *Service) EnsureDefaults(ctx context.Context) (int, error) {
	n := 0
	for k, v := range DefaultSettings {
		added, err := s.Store.InsertSettingIfAbsent(ctx, k, v, s.Now())
		if err != nil {
			return n, err
		}
		if added {
			n++
		}
	}
	return n, nil
}
