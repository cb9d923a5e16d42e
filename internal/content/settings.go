package content

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Limits of the settings' values.
const (
	MaxSiteName = 60
	MaxLogoURL  = 2000
)

// PublicSettings are the settings any visitor may read, typed.
type PublicSettings struct {
	HideCreditPackagesSection bool `json:"hideCreditPackagesSection"`
}

// PublicSettings returns the settings the public pages need.
func (s *Service) PublicSettings(ctx context.Context) (PublicSettings, error) {
	all, err := s.Settings(ctx)
	if err != nil {
		return PublicSettings{}, err
	}
	return PublicSettings{HideCreditPackagesSection: all[SettingHideCreditPackagesSection] == "true"}, nil
}

// SetSetting stores a known setting from its JSON value (as decoded by
// encoding/json): siteName is text of 1 to MaxSiteName characters;
// hideCreditPackagesSection is true or false, as a boolean or a string, and
// stored as "true" or "false"; logoUrl is "", a path under /media/ or an
// https URL. apperr.Invalid for an unknown key or a value not allowed.
func (s *Service) SetSetting(ctx context.Context, key string, value any) error {
	stored, err := settingValue(key, value)
	if err != nil {
		return err
	}
	return s.Store.UpsertSetting(ctx, key, stored, s.Now())
}

func settingValue(key string, value any) (string, error) {
	invalid := func(msg string) (string, error) { return "", apperr.E(apperr.Invalid, msg) }
	str, isString := value.(string)
	switch key {
	case SettingSiteName:
		name := strings.TrimSpace(str)
		if n := utf8.RuneCountInString(name); !isString || n == 0 || n > MaxSiteName || strings.ContainsFunc(name, unicode.IsControl) {
			return invalid(fmt.Sprintf("siteName must be text of 1 to %d characters", MaxSiteName))
		}
		return name, nil
	case SettingHideCreditPackagesSection:
		switch value {
		case true, "true":
			return "true", nil
		case false, "false":
			return "false", nil
		}
		return invalid("hideCreditPackagesSection must be true or false")
	case SettingLogoURL:
		if !isString || !logoURL(str) {
			return invalid("logoUrl must be empty, a path starting with /media/ or an https:// URL")
		}
		return str, nil
	}
	return invalid("Unknown setting: " + key)
}

// logoURL reports whether the logo may be loaded from s: nothing (the
// bundled logo), an uploaded file under /media/, or an https URL.
func logoURL(s string) bool {
	if s == "" {
		return true
	}
	if len(s) > MaxLogoURL || strings.ContainsAny(s, "\\ ") || strings.ContainsFunc(s, unicode.IsControl) {
		return false
	}
	u, err := url.Parse(s)
	if err != nil {
		return false
	}
	if strings.HasPrefix(s, "/media/") {
		return !strings.Contains(u.Path, "/../")
	}
	return strings.HasPrefix(s, "https://") && u.Host != "" && u.User == nil
}
