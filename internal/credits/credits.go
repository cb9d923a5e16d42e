// Package credits is the credit ledger: each user's balances, the credit a
// generation reserves and its refund, monthly plan credits and grants.
//
// A user has this period's plan credits, which expire at the period's end,
// and purchased (or granted) credits, which never expire. Plan credits are
// spent first. Every change of a balance is one Transaction, written in the
// same database transaction, so balances always equal the ledger's sums.
package credits

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Type is the kind of a ledger row.
type Type string

// The ledger's row types.
const (
	PlanGrant   Type = "plan_grant"   // a period's plan credits
	PlanExpire  Type = "plan_expire"  // unused plan credits at the period's end
	PlanUpgrade Type = "plan_upgrade" // the difference of an upgrade, for the rest of the period
	Grant       Type = "grant"        // purchased credits given (or, negative, taken) by an admin
	Purchase    Type = "purchase"     // purchased credits bought
	Reversal    Type = "reversal"     // purchased credits taken back by a refund or dispute
	Generation  Type = "generation"   // one credit reserved by a generation
	Refund      Type = "refund"       // a failed generation's credit given back
)

// NoCreditsMessage is what a user without credits reads.
const NoCreditsMessage = "You have no credits left. Buy credits or upgrade your plan to keep generating."

// MaxGrant is the most credits one grant may add.
const MaxGrant = 100000

// MaxTransactions is the most ledger rows Transactions returns.
const MaxTransactions = 100

// Plan is what the credits need to know of the user's subscription plan.
type Plan struct {
	Name           string
	PriceUSD       int64 // cents a month; 0 for Free
	MonthlyCredits int64
}

// Balance is a user's credits.
type Balance struct {
	UserID         int64
	Plan           Plan  // the user's plan now
	PlanTotal      int64 // plan credits granted for this period
	PlanAvailable  int64 // of those, not spent yet
	PurchasedTotal int64 // bought or granted, ever
	PurchasedUsed  int64 // of those, spent
	PeriodStart    time.Time
	PeriodEnd      time.Time // the next renewal
	// Subscribed says a payment provider renews the period (a live
	// subscription): the period ends when its payment says so, not by itself.
	Subscribed bool
	// New says the store created the balance in this transaction: the
	// service opens its first period.
	New bool
}

// PurchasedAvailable is the purchased credits left.
func (b Balance) PurchasedAvailable() int64 { return b.PurchasedTotal - b.PurchasedUsed }

// Available is every credit the user can spend now.
func (b Balance) Available() int64 { return max(0, b.PlanAvailable+b.PurchasedAvailable()) }

// HasSubscription says whether the user pays for their plan.
func (b Balance) HasSubscription() bool { return b.Plan.PriceUSD > 0 }

// apply changes the balances by t's deltas: the one way they change.
// Purchased credits given (grant, purchase) raise the total; spending and
// refunds move the used count.
func (b *Balance) apply(t Transaction) {
	b.PlanAvailable += t.PlanDelta
	switch t.Type {
	case Grant, Purchase, Reversal:
		b.PurchasedTotal += t.PurchasedDelta
	default:
		b.PurchasedUsed -= t.PurchasedDelta
	}
	switch t.Type {
	case PlanGrant:
		b.PlanTotal = t.PlanDelta
	case PlanUpgrade:
		b.PlanTotal += t.PlanDelta
	}
}

// Transaction is one row of the ledger.
type Transaction struct {
	ID             int64
	UserID         int64
	Type           Type
	PlanDelta      int64
	PurchasedDelta int64
	Description    string
	GenerationID   string // "" when the row is not about a generation
	// PaymentRef names the payment a row belongs to ("" when none); the
	// ledger holds each at most once, so a replayed payment grants nothing.
	PaymentRef string
	CreatedAt  time.Time
}

// Amount is the row's change of the credits available.
func (t Transaction) Amount() int64 { return t.PlanDelta + t.PurchasedDelta }

// Store keeps balances and the ledger.
type Store interface {
	// UpdateCredits runs change on the user's balance in one transaction
	// that holds the balance's lock, creating the balance (empty, New) if
	// the user has none, then stores the changed balance and the ledger rows
	// change returns. Nothing is stored if change fails or returns no rows.
	// apperr.NotFound if there is no such user; apperr.Conflict if a row
	// repeats a generation's charge or refund; ErrPaymentApplied (before
	// anything is written) if a row's PaymentRef is in the ledger already.
	UpdateCredits(ctx context.Context, userID int64, change func(b *Balance) ([]Transaction, error)) (Balance, error)
	// CreditTransactions returns up to limit of the user's ledger rows with
	// an id below before (any id when before is 0), newest first.
	CreditTransactions(ctx context.Context, userID, before int64, limit int) ([]Transaction, error)
	// GenerationTransactions returns the user's ledger rows about a generation.
	GenerationTransactions(ctx context.Context, userID int64, generationID string) ([]Transaction, error)
	// CreditsDue lists up to limit users whose period ended at or before now.
	CreditsDue(ctx context.Context, now time.Time, limit int) ([]int64, error)
}

// Service manages the credits.
type Service struct {
	Store Store
	Now   func() time.Time
}

// Balance returns the user's credits, opening them on first use with the
// plan's monthly credits and renewing them if their period has ended.
func (s *Service) Balance(ctx context.Context, userID int64) (Balance, error) {
	return s.update(ctx, userID, s.Now(), nil)
}

// DefaultTransactions is the page size of Transactions when none is asked.
const DefaultTransactions = 20

// TransactionsPage is one page of a user's ledger, newest first.
type TransactionsPage struct {
	Rows       []Transaction
	NextCursor string // "" on the last page
}

// Transactions returns a page of up to limit (1 to MaxTransactions, default
// DefaultTransactions) of the user's ledger rows older than cursor ("" for
// the newest), newest first.
func (s *Service) Transactions(ctx context.Context, userID int64, cursor string, limit int) (TransactionsPage, error) {
	var before int64
	if cursor != "" {
		n, err := strconv.ParseInt(cursor, 10, 64)
		if err != nil || n < 1 {
			return TransactionsPage{}, apperr.E(apperr.Invalid, "Invalid cursor")
		}
		before = n
	}
	if limit <= 0 {
		limit = DefaultTransactions
	}
	limit = min(limit, MaxTransactions)
	// Opened first, so that a new user's ledger shows their plan credits.
	if _, err := s.Balance(ctx, userID); err != nil {
		return TransactionsPage{}, err
	}
	rows, err := s.Store.CreditTransactions(ctx, userID, before, limit+1)
	if err != nil {
		return TransactionsPage{}, err
	}
	page := TransactionsPage{Rows: rows}
	if len(rows) > limit {
		page.Rows = rows[:limit]
		page.NextCursor = strconv.FormatInt(page.Rows[limit-1].ID, 10)
	}
	return page, nil
}

// Reserve spends one credit on the generation, a plan credit if any is left.
// apperr.PaymentRequired when the user has none; apperr.Conflict if the
// generation was charged already.
func (s *Service) Reserve(ctx context.Context, userID int64, generationID string) error {
	if generationID == "" {
		return apperr.E(apperr.Invalid, "A generation id is required")
	}
	_, err := s.update(ctx, userID, s.Now(), func(b *Balance) ([]Transaction, error) {
		t := Transaction{Type: Generation, Description: "Texture generation", GenerationID: generationID}
		switch {
		case b.PlanAvailable > 0:
			t.PlanDelta = -1
		case b.PurchasedAvailable() > 0:
			t.PurchasedDelta = -1
		default:
			return nil, apperr.E(apperr.PaymentRequired, NoCreditsMessage)
		}
		return []Transaction{t}, nil
	})
	return err
}

// Refund gives back what the generation's reservation took, to the pool it
// came from. It does nothing if the generation was not charged or has been
// refunded already, so it is safe to call more than once. A plan credit
// refunded after its period ended counts in the new period: the user did
// not get what they paid it for.
func (s *Service) Refund(ctx context.Context, userID int64, generationID string) error {
	rows, err := s.Store.GenerationTransactions(ctx, userID, generationID)
	if err != nil {
		return err
	}
	var charge *Transaction
	for i, t := range rows {
		switch t.Type {
		case Refund:
			return nil
		case Generation:
			charge = &rows[i]
		}
	}
	if charge == nil {
		return nil
	}
	_, err = s.update(ctx, userID, s.Now(), func(*Balance) ([]Transaction, error) {
		return []Transaction{{Type: Refund, PlanDelta: -charge.PlanDelta, PurchasedDelta: -charge.PurchasedDelta,
			Description: "Refund: the generation failed", GenerationID: generationID}}, nil
	})
	if apperr.KindOf(err) == apperr.Conflict {
		return nil // refunded by a concurrent call
	}
	return err
}

// Grant adds n purchased credits (1 to MaxGrant) with a grant row.
func (s *Service) Grant(ctx context.Context, userID, n int64, description string) (Balance, error) {
	if n < 1 || n > MaxGrant {
		return Balance{}, apperr.E(apperr.Invalid, fmt.Sprintf("A grant is 1 to %d credits", MaxGrant))
	}
	if description == "" {
		description = "Credits granted"
	}
	return s.update(ctx, userID, s.Now(), func(*Balance) ([]Transaction, error) {
		return []Transaction{{Type: Grant, PurchasedDelta: n, Description: description}}, nil
	})
}

// ResetDue renews every balance whose period ended at or before now and says
// how many it renewed.
func (s *Service) ResetDue(ctx context.Context, now time.Time) (int, error) {
	n := 0
	for {
		due, err := s.Store.CreditsDue(ctx, now, 500)
		if err != nil || len(due) == 0 {
			return n, err
		}
		for _, userID := range due {
			b, err := s.update(ctx, userID, now, nil)
			if err != nil {
				return n, err
			}
			if !b.PeriodEnd.After(now) { // would list it again forever
				return n, fmt.Errorf("reset credits: user %d still due after renewal", userID)
			}
			n++
		}
	}
}

// update renews the user's balance as of now, then applies change (if any)
// to it; the store writes the balance and every row in one transaction.
func (s *Service) update(ctx context.Context, userID int64, now time.Time,
	change func(b *Balance) ([]Transaction, error)) (Balance, error) {
	now = now.UTC()
	return s.Store.UpdateCredits(ctx, userID, func(b *Balance) ([]Transaction, error) {
		rows := renew(b, now)
		if change != nil {
			more, err := change(b)
			if err != nil {
				return nil, err
			}
			for _, t := range more {
				b.apply(t)
			}
			rows = append(rows, more...)
		}
		for i := range rows {
			rows[i].UserID, rows[i].CreatedAt = userID, now
		}
		return rows, nil
	})
}

// renew opens a new balance's first period at now, or renews one whose
// period has ended (unless a subscription's payments renew it): unused plan credits expire (there is no rollover) and the
// plan's monthly credits are granted for the period holding now. Periods are
// whole months from the first one's start; months nobody used leave no rows.
func renew(b *Balance, now time.Time) []Transaction {
	start := now
	if !b.New {
		if now.Before(b.PeriodEnd) || b.Subscribed {
			return nil
		}
		start = b.PeriodEnd
		for !now.Before(start.AddDate(0, 1, 0)) {
			start = start.AddDate(0, 1, 0)
		}
	}
	var rows []Transaction
	if b.PlanAvailable > 0 {
		rows = append(rows, Transaction{Type: PlanExpire, PlanDelta: -b.PlanAvailable,
			Description: "Unused plan credits expired"})
	}
	rows = append(rows, Transaction{Type: PlanGrant, PlanDelta: b.Plan.MonthlyCredits,
		Description: "Monthly credits of the " + b.Plan.Name + " plan"})
	for _, t := range rows {
		b.apply(t)
	}
	b.PeriodStart, b.PeriodEnd = start, start.AddDate(0, 1, 0)
	return rows
}

// MaxReason is the longest reason an admin may give for an adjustment.
const MaxReason = 200

// Adjust gives the user n purchased credits (n > 0), or takes up to -n of
// their unspent purchased credits (n < 0), for an admin, with the reason in
// the ledger (a grant row). It returns the balance and the change made;
// apperr.Conflict when there is nothing to take.
func (s *Service) Adjust(ctx context.Context, userID, n int64, reason string) (Balance, int64, error) {
	reason = strings.TrimSpace(reason)
	switch {
	case n == 0 || n > MaxGrant || n < -MaxGrant:
		return Balance{}, 0, apperr.E(apperr.Invalid, fmt.Sprintf("The amount is 1 to %d credits, or -1 to -%d to take", MaxGrant, MaxGrant))
	case reason == "" || utf8.RuneCountInString(reason) > MaxReason:
		return Balance{}, 0, apperr.E(apperr.Invalid, fmt.Sprintf("Give a reason of 1 to %d characters", MaxReason))
	}
	var change int64
	b, err := s.update(ctx, userID, s.Now(), func(b *Balance) ([]Transaction, error) {
		change = n
		description := "Granted by an admin: " + reason
		if n < 0 {
			if b.PurchasedAvailable() == 0 { // nothing to take: no empty ledger row
				return nil, apperr.E(apperr.Conflict, "This user has no unspent purchased credits to take")
			}
			change, description = -min(-n, b.PurchasedAvailable()), "Taken by an admin: "+reason
		}
		return []Transaction{{Type: Grant, PurchasedDelta: change, Description: description}}, nil
	})
	return b, change, err
}
