package billing

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Limits of a plan as the plan editor saves it. Prices are cents.
const (
	MaxPlanName        = 60
	MaxPlanDescription = 300
	MaxBadge           = 40
	MaxCTAText         = 40
	MaxCTALink         = 2000
	MaxFooterText      = 300
	MaxFeatures        = 20
	MaxFeatureName     = 120
	MaxPriceUSD        = 1_000_000
	MaxMonthlyCredits  = 100_000
	MaxDisplayOrder    = 10_000
)

// FeatureIcons are the icons a feature may show (product.md calls them 33
// and lists these 34). Any other name is stored as DefaultIcon.
var FeatureIcons = []string{"Zap", "Box", "Image", "Users", "Crown", "Shield", "Lock", "Star", "Sparkles",
	"Trophy", "Gift", "Check", "Bolt", "Rocket", "Clock", "Heart", "BookOpen", "Database", "Edit", "Download",
	"Palette", "Cpu", "BarChart", "HelpCircle", "Settings", "Mail", "MessageSquare", "ExternalLink", "Layers",
	"Code", "Save", "FileImage", "Cloud", "Award"}

// PlanInput is a plan as the plan editor sends it. A nil MonthlyCredits keeps
// the plan's credits (0 for a new plan).
type PlanInput struct {
	Name           string         `json:"name"`
	Description    string         `json:"description"`
	PriceUSD       json.Number    `json:"priceUsd"`
	MonthlyCredits *json.Number   `json:"monthlyCredits"`
	Features       []FeatureInput `json:"features"`
	ColorScheme    string         `json:"colorScheme"`
	IsPopular      bool           `json:"isPopular"`
	Badge          string         `json:"badge"`
	CTAText        string         `json:"ctaText"`
	CTALink        string         `json:"ctaLink"`
	FooterText     string         `json:"footerText"`
}

// FeatureInput is a feature as the plan editor sends it: an object like
// Feature (a missing included means true) or a plain string, which is an
// included feature with the default icon.
type FeatureInput struct {
	Feature
	malformed bool // neither a string nor an object
}

// UnmarshalJSON accepts a string or an object; anything else is refused
// later, with a message, by the plan's validation.
func (f *FeatureInput) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err == nil {
		*f = FeatureInput{Feature: Feature{Name: name, Included: true, IconName: DefaultIcon}}
		return nil
	}
	var obj struct {
		Name     string `json:"name"`
		Included *bool  `json:"included"`
		IconName string `json:"iconName"`
	}
	if err := json.Unmarshal(b, &obj); err != nil {
		*f = FeatureInput{malformed: true}
		return nil
	}
	*f = FeatureInput{Feature: Feature{Name: obj.Name, Included: obj.Included == nil || *obj.Included, IconName: obj.IconName}}
	return nil
}

var colorScheme = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// check validates the input and returns the plan it describes (no id, slug
// or display order) and whether it sets the monthly credits.
func (in PlanInput) check() (Plan, bool, error) {
	invalid := func(msg string) (Plan, bool, error) { return Plan{}, false, apperr.E(apperr.Invalid, msg) }
	var p Plan
	var err error
	name := strings.TrimSpace(in.Name)
	if name == "" {
		return invalid(PlanNameRequiredMessage)
	}
	if p.Name, err = text("Plan name", name, MaxPlanName); err != nil {
		return Plan{}, false, err
	}
	for _, f := range []struct {
		dst         *string
		field, text string
		max         int
	}{
		{&p.Description, "description", in.Description, MaxPlanDescription},
		{&p.Badge, "badge", in.Badge, MaxBadge},
		{&p.CTAText, "ctaText", in.CTAText, MaxCTAText},
		{&p.FooterText, "footerText", in.FooterText, MaxFooterText},
	} {
		if *f.dst, err = text(f.field, f.text, f.max); err != nil {
			return Plan{}, false, err
		}
	}
	price, ok := whole(in.PriceUSD, MaxPriceUSD)
	if !ok {
		return invalid(fmt.Sprintf("priceUsd must be a whole number of cents from 0 to %d", MaxPriceUSD))
	}
	p.PriceUSD = price
	if in.MonthlyCredits != nil {
		if p.MonthlyCredits, ok = whole(*in.MonthlyCredits, MaxMonthlyCredits); !ok {
			return invalid(fmt.Sprintf("monthlyCredits must be a whole number from 0 to %d", MaxMonthlyCredits))
		}
	}
	if p.Features, err = checkFeatures(in.Features); err != nil {
		return Plan{}, false, err
	}
	p.ColorScheme = strings.ToLower(strings.TrimSpace(in.ColorScheme))
	switch {
	case p.ColorScheme == "":
		p.ColorScheme = DefaultColorScheme
	case !colorScheme.MatchString(p.ColorScheme):
		return invalid("colorScheme must be a colour written #rrggbb, such as " + DefaultColorScheme)
	}
	p.CTALink = strings.TrimSpace(in.CTALink)
	if !safeLink(p.CTALink) {
		return invalid("ctaLink must be empty, a path on this site such as /checkout/pro, or an https:// link")
	}
	p.IsPopular = in.IsPopular
	return p, in.MonthlyCredits != nil, nil
}

func checkFeatures(in []FeatureInput) ([]Feature, error) {
	if len(in) > MaxFeatures {
		return nil, apperr.E(apperr.Invalid, fmt.Sprintf("A plan has at most %d features", MaxFeatures))
	}
	out := make([]Feature, 0, len(in))
	for _, f := range in {
		if f.malformed {
			return nil, apperr.E(apperr.Invalid, "Each feature must be a text or an object with a name")
		}
		name := strings.TrimSpace(f.Name)
		if n := utf8.RuneCountInString(name); n == 0 || n > MaxFeatureName || hasControl(name) {
			return nil, apperr.E(apperr.Invalid, fmt.Sprintf("Each feature needs a name of 1 to %d characters", MaxFeatureName))
		}
		icon := f.IconName
		if !slices.Contains(FeatureIcons, icon) {
			icon = DefaultIcon
		}
		out = append(out, Feature{Name: name, Included: f.Included, IconName: icon})
	}
	return out, nil
}

// text trims s and checks it has at most max characters and no control characters.
func text(field, s string, max int) (string, error) {
	s = strings.TrimSpace(s)
	if utf8.RuneCountInString(s) > max {
		return "", apperr.E(apperr.Invalid, fmt.Sprintf("%s must be at most %d characters", field, max))
	}
	if hasControl(s) {
		return "", apperr.E(apperr.Invalid, field+" must not contain control characters")
	}
	return s, nil
}

func hasControl(s string) bool { return strings.ContainsFunc(s, unicode.IsControl) }

// whole parses a JSON number that is a whole number from 0 to max.
func whole(n json.Number, max int64) (int64, bool) {
	v, err := strconv.ParseInt(string(n), 10, 64)
	return v, err == nil && v >= 0 && v <= max
}

// safeLink reports whether a button may link to s: nothing, a path on this
// site (not "//host", which browsers read as another site) or an https URL.
// Any other scheme, javascript: above all, is refused.
func safeLink(s string) bool {
	if s == "" {
		return true
	}
	if len(s) > MaxCTALink || strings.ContainsAny(s, "\\ ") || hasControl(s) {
		return false
	}
	if strings.HasPrefix(s, "/") {
		return !strings.HasPrefix(s, "//")
	}
	u, err := url.Parse(s)
	return err == nil && strings.HasPrefix(s, "https://") && u.Host != "" && u.User == nil
}
