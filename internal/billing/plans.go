package billing

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/texelforge/texelforge/internal/apperr"
)

// What the popular rule and the defaults of an edited plan use.
const (
	PopularBadge       = "MOST POPULAR"
	BeginnerBadge      = "BEST FOR BEGINNERS"
	BeginnerSlug       = "starter" // the plan that gets BeginnerBadge while another is popular
	FreeSlug           = "free"    // new accounts start on it
	DefaultColorScheme = "#6b46c1"
	DefaultIcon        = "Zap"
)

// Messages of the plan editor's refusals.
const (
	PlanNotFoundMessage       = "Plan not found in database"
	PlanNameRequiredMessage   = "Plan name is required"
	PlanHasSubscribersMessage = "This plan has subscribers; move them to another plan first"
	FreePlanMessage           = "The free plan cannot be deleted"
)

// Slug derives a plan's slug from its name: lower-case letters and digits,
// every other run of characters one "-", none at the ends; "plan" if nothing
// is left.
func Slug(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else if b.Len() > 0 && !strings.HasSuffix(b.String(), "-") {
			b.WriteByte('-')
		}
	}
	if s := strings.TrimSuffix(b.String(), "-"); s != "" {
		return s
	}
	return "plan"
}

// uniqueSlug returns base, or base-2, base-3... the first that no plan has.
func uniqueSlug(base string, plans []Plan) string {
	taken := func(s string) bool { return slices.ContainsFunc(plans, func(p Plan) bool { return p.Slug == s }) }
	slug := base
	for n := 2; taken(slug); n++ {
		slug = base + "-" + strconv.Itoa(n)
	}
	return slug
}

// withPopularRule returns p, saved over a plan that was popular or not, and
// after it every other plan of plans that the popular rule changes. A plan
// saved popular gets PopularBadge, and every other plan loses popular and
// its badge, except the Starter plan which gets BeginnerBadge. A plan saved
// not popular loses its badge if it was popular, and can never carry
// PopularBadge.
func withPopularRule(p Plan, wasPopular bool, plans []Plan) []Plan {
	out := []Plan{p}
	switch {
	case p.IsPopular:
		out[0].Badge = PopularBadge
		for _, o := range plans {
			if o.ID == p.ID {
				continue
			}
			badge := ""
			if o.Slug == BeginnerSlug {
				badge = BeginnerBadge
			}
			if o.IsPopular || o.Badge != badge {
				o.IsPopular, o.Badge = false, badge
				out = append(out, o)
			}
		}
	case wasPopular, strings.EqualFold(p.Badge, PopularBadge):
		out[0].Badge = ""
	}
	return out
}

func findPlan(plans []Plan, id int64) (Plan, error) {
	i := slices.IndexFunc(plans, func(p Plan) bool { return p.ID == id })
	if i < 0 {
		return Plan{}, apperr.E(apperr.NotFound, PlanNotFoundMessage)
	}
	return plans[i], nil
}

// CreatePlan adds a plan after the others. Its slug comes from its name,
// made unique with -2, -3...; the popular rule applies.
func (s *Service) CreatePlan(ctx context.Context, in PlanInput) (Plan, error) {
	p, _, err := in.check()
	if err != nil {
		return Plan{}, err
	}
	defer s.plansChanged()
	return s.edit(ctx, func(plans []Plan) ([]Plan, error) {
		p.Slug = uniqueSlug(Slug(p.Name), plans)
		for _, o := range plans {
			p.DisplayOrder = max(p.DisplayOrder, o.DisplayOrder)
		}
		p.DisplayOrder = min(p.DisplayOrder+1, MaxDisplayOrder)
		return withPopularRule(p, false, plans), nil
	})
}

// UpdatePlan changes plan id; its slug and display order stay, and so do its
// monthly credits unless in sets them. The popular rule applies.
// apperr.NotFound if there is no such plan.
func (s *Service) UpdatePlan(ctx context.Context, id int64, in PlanInput) (Plan, error) {
	p, setsCredits, err := in.check()
	if err != nil {
		return Plan{}, err
	}
	defer s.plansChanged()
	return s.edit(ctx, func(plans []Plan) ([]Plan, error) {
		current, err := findPlan(plans, id)
		if err != nil {
			return nil, err
		}
		p.ID, p.Slug, p.DisplayOrder = current.ID, current.Slug, current.DisplayOrder
		if !setsCredits {
			p.MonthlyCredits = current.MonthlyCredits
		}
		return withPopularRule(p, current.IsPopular, plans), nil
	})
}

// ReorderPlan sets plan id's display order (plans show by display order,
// then id). apperr.NotFound if there is no such plan.
func (s *Service) ReorderPlan(ctx context.Context, id int64, displayOrder json.Number) (Plan, error) {
	order, ok := whole(displayOrder, MaxDisplayOrder)
	if !ok {
		return Plan{}, apperr.E(apperr.Invalid, fmt.Sprintf("displayOrder must be a whole number from 0 to %d", MaxDisplayOrder))
	}
	defer s.plansChanged()
	return s.edit(ctx, func(plans []Plan) ([]Plan, error) {
		p, err := findPlan(plans, id)
		p.DisplayOrder = order
		return []Plan{p}, err
	})
}

// DeletePlan deletes plan id unless users are on it (apperr.Conflict) or it
// is the free plan new accounts start on (apperr.Conflict). apperr.NotFound
// if there is no such plan.
func (s *Service) DeletePlan(ctx context.Context, id int64) error {
	defer s.plansChanged()
	return s.Store.DeletePlan(ctx, id, func(p Plan, subscribers int64) error {
		switch {
		case p.Slug == FreeSlug && p.PriceUSD == 0:
			return apperr.E(apperr.Conflict, FreePlanMessage)
		case subscribers > 0:
			return apperr.E(apperr.Conflict, PlanHasSubscribersMessage)
		}
		return nil
	})
}

// edit runs one EditPlans and returns the first plan edit returned, as stored.
func (s *Service) edit(ctx context.Context, edit func(plans []Plan) ([]Plan, error)) (Plan, error) {
	saved, err := s.Store.EditPlans(ctx, edit, s.Now())
	if err != nil {
		return Plan{}, err
	}
	return saved[0], nil
}
