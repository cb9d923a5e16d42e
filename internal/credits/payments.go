package credits

import (
	"context"
	"errors"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// ErrPaymentApplied says the ledger holds a row of that payment already: a
// replayed or duplicated event, which changes nothing.
var ErrPaymentApplied = apperr.E(apperr.Conflict, "This payment is in the ledger already")

// The methods below apply payments. Each takes the payment's reference and
// does nothing, reporting false, when the ledger has it already. Called
// inside a store transaction (store.DB.WithTx), they change the balance in
// it, together with whatever else the payment changes.

// StartPeriod starts a period of the user's plan as it is now, from start to
// end: unused plan credits expire and the plan's monthly credits are granted.
func (s *Service) StartPeriod(ctx context.Context, userID int64, start, end time.Time, ref string) (bool, error) {
	return s.applyPayment(ctx, userID, func(b *Balance) []Transaction {
		var rows []Transaction
		if b.PlanAvailable > 0 {
			rows = append(rows, Transaction{Type: PlanExpire, PlanDelta: -b.PlanAvailable,
				Description: "Unused plan credits expired"})
		}
		rows = append(rows, Transaction{Type: PlanGrant, PlanDelta: b.Plan.MonthlyCredits, PaymentRef: ref,
			Description: "Monthly credits of the " + b.Plan.Name + " plan"})
		b.PeriodStart, b.PeriodEnd = start.UTC(), end.UTC()
		return rows
	})
}

// AddPlanCredits adds n plan credits to this period (an upgrade's difference).
func (s *Service) AddPlanCredits(ctx context.Context, userID, n int64, ref, description string) (bool, error) {
	return s.applyPayment(ctx, userID, func(*Balance) []Transaction {
		return []Transaction{{Type: PlanUpgrade, PlanDelta: n, PaymentRef: ref, Description: description}}
	})
}

// Purchase adds n purchased credits, which never expire.
func (s *Service) Purchase(ctx context.Context, userID, n int64, ref, description string) (bool, error) {
	return s.applyPayment(ctx, userID, func(*Balance) []Transaction {
		return []Transaction{{Type: Purchase, PurchasedDelta: n, PaymentRef: ref, Description: description}}
	})
}

// Reverse takes back up to n purchased credits, never more than are unspent,
// and says how many it took.
func (s *Service) Reverse(ctx context.Context, userID, n int64, ref, description string) (int64, bool, error) {
	var taken int64
	applied, err := s.applyPayment(ctx, userID, func(b *Balance) []Transaction {
		taken = min(n, b.PurchasedAvailable())
		return []Transaction{{Type: Reversal, PurchasedDelta: -taken, PaymentRef: ref, Description: description}}
	})
	return taken, applied, err
}

// applyPayment applies rows's rows to the user's balance once.
func (s *Service) applyPayment(ctx context.Context, userID int64, rows func(b *Balance) []Transaction) (bool, error) {
	_, err := s.update(ctx, userID, s.Now(), func(b *Balance) ([]Transaction, error) {
		return rows(b), nil
	})
	if errors.Is(err, ErrPaymentApplied) {
		return false, nil
	}
	return err == nil, err
}
