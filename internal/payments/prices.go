package payments

import (
	"fmt"
	"strconv"
	"strings"
)

// Each price of a plan or package is its own provider price, found by a
// lookup key that holds the amount: a changed price makes a new key, and
// subscribers keep the price they have until they change plan.

// PlanLookupKey is the lookup key of a plan's monthly price.
func PlanLookupKey(slug string, cents int64) string {
	return fmt.Sprintf("texelforge_plan_%s_%d", slug, cents)
}

// PackageLookupKey is the lookup key of a package's price.
func PackageLookupKey(id, cents int64) string {
	return fmt.Sprintf("texelforge_package_%d_%d", id, cents)
}

// parsePlanLookupKey reads a PlanLookupKey (slugs have no "_").
func parsePlanLookupKey(key string) (slug string, cents int64, ok bool) {
	rest, found := strings.CutPrefix(key, "texelforge_plan_")
	i := strings.LastIndexByte(rest, '_')
	if !found || i <= 0 {
		return "", 0, false
	}
	cents, err := strconv.ParseInt(rest[i+1:], 10, 64)
	if err != nil {
		return "", 0, false
	}
	return rest[:i], cents, true
}
