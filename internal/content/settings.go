package content

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Limits of the settings' values.
const (
	MaxSiteName = 60
)

// EngineSettingPrefix starts the keys of the image models' run-time
// settings (internal/imagemodel), kept in the same table. Settings leaves
// them out: one holds a sealed API key, and /api/admin/engines shows them.
const EngineSettingPrefix = "engine."

// PublicSettings are the settings any visitor may read, typed.
type PublicSettings struct {
	SiteName                  string `json:"siteName"`
	LogoURL                   string `json:"logoUrl"`
	HideCreditPackagesSection bool   `json:"hideCreditPackagesSection"`
	RegistrationOpen          bool   `json:"registrationOpen"`
}

// PublicSettings returns the settings the public pages need.
func (s *Service) PublicSettings(ctx context.Context) (PublicSettings, error) {
	all, err := s.Settings(ctx)
	if err != nil {
		return PublicSettings{}, err
	}
	return PublicSettings{SiteName: all[SettingSiteName], LogoURL: all[SettingLogoURL],
		HideCreditPackagesSection: all[SettingHideCreditPackagesSection] == "true",
		RegistrationOpen:          all[SettingRegistrationOpen] != "false"}, nil
}

// SiteName is the siteName setting; the default when it cannot be read,
// since a mail or page is better with the product's name than not at all.
func (s *Service) SiteName(ctx context.Context) string {
	all, err := s.Settings(ctx)
	if err != nil || all[SettingSiteName] == "" {
		return DefaultSettings[SettingSiteName]
	}
	return all[SettingSiteName]
}

// RegistrationOpen reports whether new accounts may be made.
func (s *Service) RegistrationOpen(ctx context.Context) (bool, error) {
	all, err := s.Settings(ctx)
	return err == nil && all[SettingRegistrationOpen] != "false", err
}

// StudioEngine is the engine new generations use: the studioEngine
// setting while this server can still run it, else the first engine that
// can run, the default when it can.
func (s *Service) StudioEngine(ctx context.Context) (string, error) {
	all, err := s.Settings(ctx)
	if err != nil {
		return "", err
	}
	engines, err := s.UsableEngines(ctx)
	if err != nil {
		return "", err
	}
	if e := all[SettingStudioEngine]; slices.Contains(engines, e) {
		return e, nil
	}
	if len(engines) == 0 {
		return "", nil
	}
	return engines[0], nil
}

// UsableEngines returns the engines of Engines that can run now, in order.
func (s *Service) UsableEngines(ctx context.Context) ([]string, error) {
	if s.Usable == nil {
		return s.Engines, nil
	}
	return s.Usable(ctx, s.Engines)
}

// SetSetting stores a known setting from its JSON value (as decoded by
// encoding/json): siteName is text of 1 to MaxSiteName characters;
// hideCreditPackagesSection is true or false, as a boolean or a string, and
// stored as "true" or "false", and so is registrationOpen; logoUrl is "" or
// an uploaded logo's path; studioEngine is one of the UsableEngines.
// apperr.Invalid for an unknown key or a value not allowed.
func (s *Service) SetSetting(ctx context.Context, key string, value any) error {
	stored, err := s.settingValue(ctx, key, value)
	if err != nil {
		return err
	}
	return s.Store.UpsertSetting(ctx, key, stored, s.Now())
}

func (s *Service) settingValue(ctx context.Context, key string, value any) (string, error) {
	invalid := func(msg string) (string, error) { return "", apperr.E(apperr.Invalid, msg) }
	str, isString := value.(string)
	switch key {
	case SettingSiteName:
		name := strings.TrimSpace(str)
		if n := utf8.RuneCountInString(name); !isString || n == 0 || n > MaxSiteName || strings.ContainsFunc(name, unicode.IsControl) {
			return invalid(fmt.Sprintf("siteName must be text of 1 to %d characters", MaxSiteName))
		}
		return name, nil
	case SettingHideCreditPackagesSection, SettingRegistrationOpen:
		switch value {
		case true, "true":
			return "true", nil
		case false, "false":
			return "false", nil
		}
		return invalid(key + " must be true or false")
	case SettingStudioEngine:
		engines, err := s.UsableEngines(ctx)
		if err != nil {
			return "", err
		}
		if !isString || !slices.Contains(engines, str) {
			return invalid("studioEngine must be one of: " + strings.Join(engines, ", "))
		}
		return str, nil
	case SettingLogoURL:
		if !isString || !logoURL(str) {
			return invalid("logoUrl must be empty or an uploaded logo (POST /api/admin/settings/logo)")
		}
		return str, nil
	}
	return invalid("Unknown setting: " + key)
}

// logoPath matches what SetLogo stores: the CSP loads images from this site only.
var logoPath = regexp.MustCompile(`^/media/logos/[a-z0-9_-]{1,64}\.png$`)

// logoURL reports whether the logo may be loaded from s: nothing (the
// bundled logo) or an uploaded file.
func logoURL(s string) bool { return s == "" || logoPath.MatchString(s) }
