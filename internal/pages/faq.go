package pages

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/texelforge/texelforge/internal/billing"
)

// FAQItem is one question of the landing page's FAQ.
type FAQItem struct {
	Question string `json:"question"`
	Answer   string `json:"answer"`
}

// loadFAQ parses the landing page's FAQ (web/src/features/home/faq.json).
func loadFAQ(faqJSON []byte) ([]FAQItem, error) {
	var f struct {
		Items []FAQItem `json:"items"`
	}
	if err := json.Unmarshal(faqJSON, &f); err != nil {
		return nil, fmt.Errorf("FAQ: %w", err)
	}
	for _, it := range f.Items {
		if strings.TrimSpace(it.Question) == "" || strings.TrimSpace(it.Answer) == "" {
			return nil, fmt.Errorf("FAQ: every item needs a question and an answer")
		}
	}
	return f.Items, nil
}

var faqPlaceholder = regexp.MustCompile(`\{([a-zA-Z.]+)\}`)

// planFacts are the values of the FAQ's placeholders, from the plans in
// display order: {free.name}, {free.credits} and {free.textures} of the
// first plan priced $0, and {paidPlans}, every paid plan written
// "{name}: {price} a month for {textures} textures", joined with "; ". A
// placeholder without a plan to fill it has no value.
func planFacts(plans []billing.Plan) map[string]string {
	facts := map[string]string{}
	var paid []string
	for _, p := range plans {
		textures := billing.Thousands(p.MonthlyCredits * billing.TexturesPerCredit)
		if p.Paid() {
			paid = append(paid, fmt.Sprintf("%s: %s a month for %s textures", p.Name, formatPrice(p.PriceUSD), textures))
			continue
		}
		if _, ok := facts["free.name"]; !ok {
			facts["free.name"] = p.Name
			facts["free.credits"] = billing.Thousands(p.MonthlyCredits)
			facts["free.textures"] = textures
		}
	}
	if len(paid) > 0 {
		facts["paidPlans"] = strings.Join(paid, "; ")
	}
	return facts
}

// formatPrice writes cents as the pricing cards do: 999 is "$9.99", 0 "$0".
func formatPrice(cents int64) string {
	if cents == 0 {
		return "$0"
	}
	return fmt.Sprintf("$%d.%02d", cents/100, cents%100)
}

// fillFAQ answers the FAQ from the plans, leaving out every item with a
// placeholder that has no value. The web app fills the FAQ it shows by the
// same rules (web/src/features/home/lib/faq.ts).
func fillFAQ(items []FAQItem, plans []billing.Plan) []FAQItem {
	facts := planFacts(plans)
	out := make([]FAQItem, 0, len(items))
	for _, it := range items {
		missing := false
		answer := faqPlaceholder.ReplaceAllStringFunc(it.Answer, func(m string) string {
			v, ok := facts[m[1:len(m)-1]]
			missing = missing || !ok
			return v
		})
		if !missing {
			out = append(out, FAQItem{Question: it.Question, Answer: answer})
		}
	}
	return out
}
