// Package billing holds what can be bought: monthly subscription plans and
// credit packages. Prices are integer US cents; 1 credit = 16 textures.
package billing

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// TexturesPerCredit is how many textures one credit generates.
const TexturesPerCredit = 16

// Feature is one line of a plan card.
type Feature struct {
	Name     string `json:"name"`
	Included bool   `json:"included"`
	IconName string `json:"iconName"`
}

// Plan is a monthly subscription plan.
type Plan struct {
	ID             int64     `json:"id"`
	Slug           string    `json:"slug"`
	Name           string    `json:"name"`
	Description    string    `json:"description"`
	PriceUSD       int64     `json:"priceUsd"` // cents a month
	MonthlyCredits int64     `json:"monthlyCredits"`
	Features       []Feature `json:"features"`
	ColorScheme    string    `json:"colorScheme"`
	IsPopular      bool      `json:"isPopular"`
	Badge          string    `json:"badge"`
	CTAText        string    `json:"ctaText"`
	CTALink        string    `json:"ctaLink"`
	FooterText     string    `json:"footerText"`
	DisplayOrder   int64     `json:"displayOrder"`
}

// Paid reports whether the plan costs money: the rule behind everything only
// paying subscribers get (larger textures, the FAQ's paid plans).
func (p Plan) Paid() bool { return p.PriceUSD > 0 }

// Package is a one-time pack of credits that never expire.
type Package struct {
	ID           int64  `json:"id"`
	Name         string `json:"name"`
	Credits      int64  `json:"credits"`
	PriceUSD     int64  `json:"priceUsd"` // cents
	DisplayOrder int64  `json:"displayOrder"`
	Active       bool   `json:"active"`   // an admin may pause its sale
	Archived     bool   `json:"archived"` // deleted after it was sold: kept for the receipts
}

// OnSale says whether the package can be bought.
func (p Package) OnSale() bool { return p.Active && !p.Archived }

// PackageNotFoundMessage answers a package id that is not on sale.
const PackageNotFoundMessage = "Credit package not found"

// Store persists plans and packages.
type Store interface {
	// ListPlans returns every plan in display order (display_order, then id).
	ListPlans(ctx context.Context) ([]Plan, error)
	// InsertPlanIfAbsent stores p unless a plan with its slug exists.
	InsertPlanIfAbsent(ctx context.Context, p Plan, now time.Time) (bool, error)
	// EditPlans runs edit on every plan, in display order, in one
	// transaction that no other plan write interleaves with, and stores the
	// plans edit returns: a plan with ID 0 is inserted with its slug, the
	// others are updated in every column but the slug (apperr.NotFound,
	// PlanNotFoundMessage, if one is gone). It returns them as stored, in edit's order.
	EditPlans(ctx context.Context, edit func(plans []Plan) ([]Plan, error), now time.Time) ([]Plan, error)
	// DeletePlan deletes plan id in one transaction, unless check, given the
	// plan and how many users are on it, returns an error. apperr.NotFound
	// (PlanNotFoundMessage) if there is no such plan.
	DeletePlan(ctx context.Context, id int64, check func(p Plan, subscribers int64) error) error
	ListPackages(ctx context.Context) ([]Package, error)
	// InsertPackageIfAbsent stores p unless a package with its name exists.
	InsertPackageIfAbsent(ctx context.Context, p Package, now time.Time) (bool, error)
	// InsertPackage stores a new package; apperr.Conflict if its name is taken.
	InsertPackage(ctx context.Context, p Package) (Package, error)
	// UpdatePackage stores p's fields; apperr.NotFound if there is no such
	// package, apperr.Conflict if its name is taken.
	UpdatePackage(ctx context.Context, p Package) (Package, error)
	// DeletePackage deletes the package, or archives it (and stops its sale)
	// when a checkout names it, and says which. apperr.NotFound if there is none.
	DeletePackage(ctx context.Context, id int64) (archived bool, err error)
}

// PlansCacheTTL is how long the server keeps the plan list in memory. Plan
// writes through the Service show at once, in other instances too when they
// hear of them (cluster.Bus); those of other processes (texelforge seed)
// within this time.
const PlansCacheTTL = 30 * time.Second

// Service manages plans and packages.
type Service struct {
	Store Store
	Now   func() time.Time
	// PlansTTL keeps the plan list in memory that long; 0 reads the store
	// each time.
	PlansTTL time.Duration
	// OnPlansChange, when set, hears each plan write made through the
	// Service: the other instances must ForgetPlans too.
	OnPlansChange func()

	mu       sync.Mutex
	plans    []Plan    // the cached list, nil when there is none
	plansAt  time.Time // when it was read
	plansGen uint64    // counts plan writes, so a read that overlapped one is not kept
}

// Plans returns the plans in display order. The plans are shared: callers
// must not modify them.
func (s *Service) Plans(ctx context.Context) ([]Plan, error) {
	if s.PlansTTL <= 0 {
		return s.Store.ListPlans(ctx)
	}
	s.mu.Lock()
	if s.plans != nil && s.Now().Sub(s.plansAt) < s.PlansTTL {
		plans := s.plans
		s.mu.Unlock()
		return plans, nil
	}
	gen := s.plansGen
	s.mu.Unlock()
	plans, err := s.Store.ListPlans(ctx)
	if err != nil {
		return nil, err
	}
	plans = append([]Plan{}, plans...) // never nil, so an empty list is cached too
	s.mu.Lock()
	if s.plansGen == gen {
		s.plans, s.plansAt = plans, s.Now()
	}
	s.mu.Unlock()
	return plans, nil
}

// plansChanged forgets the cached plan list after a write, and says so.
func (s *Service) plansChanged() {
	s.ForgetPlans()
	if s.OnPlansChange != nil {
		s.OnPlansChange()
	}
}

// ForgetPlans forgets the cached plan list: another instance changed it.
func (s *Service) ForgetPlans() {
	s.mu.Lock()
	s.plans = nil
	s.plansGen++
	s.mu.Unlock()
}

// PlanBySlug returns the plan with that slug, or apperr.NotFound.
func (s *Service) PlanBySlug(ctx context.Context, slug string) (Plan, error) {
	plans, err := s.Plans(ctx)
	if err != nil {
		return Plan{}, err
	}
	for _, p := range plans {
		if p.Slug == slug {
			return p, nil
		}
	}
	return Plan{}, apperr.E(apperr.NotFound, "Plan not found")
}

// Packages returns the credit packages in display order, archived ones too.
func (s *Service) Packages(ctx context.Context) ([]Package, error) { return s.Store.ListPackages(ctx) }

// PackagesOnSale returns the packages that can be bought, in display order.
func (s *Service) PackagesOnSale(ctx context.Context) ([]Package, error) {
	all, err := s.Store.ListPackages(ctx)
	return slices.DeleteFunc(all, func(p Package) bool { return !p.OnSale() }), err
}

// PackageOnSale returns the package with that id if it can be bought, or
// apperr.NotFound.
func (s *Service) PackageOnSale(ctx context.Context, id int64) (Package, error) {
	all, err := s.PackagesOnSale(ctx)
	if err != nil {
		return Package{}, err
	}
	for _, p := range all {
		if p.ID == id {
			return p, nil
		}
	}
	return Package{}, apperr.E(apperr.NotFound, PackageNotFoundMessage)
}

// PlanByID returns the plan with that id, or apperr.NotFound.
func (s *Service) PlanByID(ctx context.Context, id int64) (Plan, error) {
	plans, err := s.Plans(ctx)
	if err != nil {
		return Plan{}, err
	}
	for _, p := range plans {
		if p.ID == id {
			return p, nil
		}
	}
	return Plan{}, apperr.E(apperr.NotFound, "Plan not found")
}

// EnsureDefaults stores the default plans and packages that are missing and
// says how many rows it added.
func (s *Service) EnsureDefaults(ctx context.Context) (int, error) {
	n := 0
	defer s.plansChanged()
	for _, p := range DefaultPlans() {
		added, err := s.Store.InsertPlanIfAbsent(ctx, p, s.Now())
		if err != nil {
			return n, err
		}
		if added {
			n++
		}
	}
	for _, p := range DefaultPackages() {
		added, err := s.Store.InsertPackageIfAbsent(ctx, p, s.Now())
		if err != nil {
			return n, err
		}
		if added {
			n++
		}
	}
	return n, nil
}

// DefaultPlans are the plans of decisions.md. Feature texts are derived from
// the credit numbers so that no price or quota is written twice.
func DefaultPlans() []Plan {
	plan := func(order int64, slug, name, desc string, cents, credits int64, color string, extra []Feature) Plan {
		features := []Feature{
			{Name: fmt.Sprintf("%d credits a month (%s textures)", credits, Thousands(credits*TexturesPerCredit)), Included: true, IconName: "Zap"},
			{Name: "16x16 textures", Included: true, IconName: "Image"},
			{Name: "32x32 and 64x64 textures", Included: cents > 0, IconName: "Layers"},
			{Name: "3D preview and pixel editor", Included: true, IconName: "Box"},
			{Name: "PNG and resource pack export", Included: true, IconName: "Download"},
		}
		p := Plan{Slug: slug, Name: name, Description: desc, PriceUSD: cents, MonthlyCredits: credits,
			Features: append(features, extra...), ColorScheme: color, DisplayOrder: order,
			CTAText: "Get " + name, CTALink: "/checkout/" + slug + "#top",
			FooterText: "Credits reset monthly. No rollover."}
		if cents == 0 {
			p.CTAText, p.CTALink, p.FooterText = "Start Creating", "/texture-studio", "No card needed."
		}
		return p
	}
	pro := plan(3, "pro", "Pro", "For modders and pack makers", 1999, 80, "#6b46c1",
		[]Feature{{Name: "Priority generation", Included: true, IconName: "Rocket"}})
	pro.IsPopular, pro.Badge = true, "MOST POPULAR"
	starter := plan(2, "starter", "Starter", "For builders starting a pack", 999, 30, "#2563eb", nil)
	starter.Badge = "BEST FOR BEGINNERS"
	return []Plan{
		plan(1, "free", "Free", "Try Texelforge every month", 0, 3, "#64748b", nil),
		starter,
		pro,
		plan(4, "ultimate", "Ultimate", "For studios and servers", 4999, 200, "#d97706",
			[]Feature{{Name: "Priority generation", Included: true, IconName: "Rocket"},
				{Name: "Commercial use of your textures", Included: true, IconName: "Crown"}}),
	}
}

// DefaultPackages are the credit packages of decisions.md.
func DefaultPackages() []Package {
	return []Package{
		{Name: "1 credit", Credits: 1, PriceUSD: 99, DisplayOrder: 1, Active: true},
		{Name: "10 credits", Credits: 10, PriceUSD: 750, DisplayOrder: 2, Active: true},
		{Name: "50 credits", Credits: 50, PriceUSD: 2999, DisplayOrder: 3, Active: true},
	}
}

// Thousands formats n with comma separators (3200 -> "3,200").
func Thousands(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
