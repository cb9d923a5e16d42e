package pages

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/web"
)

func TestFillFAQ(t *testing.T) {
	items := []FAQItem{
		{"Plain?", "No placeholders."},
		{"Free?", "The {free.name} plan gives you {free.credits} credits every month, which is {free.textures} textures."},
		{"Paid?", "{paidPlans}. Cancel at any time."},
		{"Unknown?", "Ask {support.email}."},
	}
	defaults := billing.DefaultPlans()
	want := []FAQItem{
		{"Plain?", "No placeholders."},
		{"Free?", "The Free plan gives you 3 credits every month, which is 48 textures."},
		{"Paid?", "Starter: $9.99 a month for 480 textures; Pro: $19.99 a month for 1,280 textures; " +
			"Ultimate: $49.99 a month for 3,200 textures. Cancel at any time."},
	}
	if diff := cmp.Diff(want, fillFAQ(items, defaults)); diff != "" {
		t.Fatalf("default plans (-want +got):\n%s", diff)
	}

	// The first $0 plan in display order answers for the free plan; whole
	// dollars keep their cents; thousands get commas.
	plans := []billing.Plan{
		{Name: "Hobby", PriceUSD: 0, MonthlyCredits: 1250},
		{Name: "Big", PriceUSD: 100000, MonthlyCredits: 100000},
		{Name: "Other free", PriceUSD: 0, MonthlyCredits: 1},
		{Name: "Tiny", PriceUSD: 5, MonthlyCredits: 1},
	}
	got := fillFAQ(items, plans)
	if got[1].Answer != "The Hobby plan gives you 1,250 credits every month, which is 20,000 textures." ||
		got[2].Answer != "Big: $1000.00 a month for 1,600,000 textures; Tiny: $0.05 a month for 16 textures. Cancel at any time." {
		t.Fatalf("answers %q", got)
	}

	// Items whose placeholders have no plan are left out.
	onlyPaid := fillFAQ(items, defaults[1:])
	onlyFree := fillFAQ(items, defaults[:1])
	if len(onlyPaid) != 2 || onlyPaid[1].Question != "Paid?" || len(onlyFree) != 2 || onlyFree[1].Question != "Free?" {
		t.Fatalf("only paid %q, only free %q", onlyPaid, onlyFree)
	}
	if none := fillFAQ(items, nil); len(none) != 1 {
		t.Fatalf("without plans %q", none)
	}
	if formatPrice(0) != "$0" || formatPrice(1999) != "$19.99" || formatPrice(1000) != "$10.00" {
		t.Fatal("formatPrice")
	}
}

// The app's FAQ loads, and the default plans fill every item.
func TestAppFAQ(t *testing.T) {
	items, err := loadFAQ(web.FAQJSON)
	if err != nil || len(items) == 0 {
		t.Fatalf("FAQ: %d items, %v", len(items), err)
	}
	if filled := fillFAQ(items, billing.DefaultPlans()); len(filled) != len(items) {
		t.Fatalf("the default plans fill %d of %d items", len(filled), len(items))
	}
	if _, err := loadFAQ([]byte(`{"items":[{"question":"Q","answer":" "}]}`)); err == nil {
		t.Fatal("an item without an answer loaded")
	}
}
