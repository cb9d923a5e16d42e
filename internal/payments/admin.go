package payments

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// The admin area's billing lists and refunds (docs/admin-api.md).

// Messages of an admin's refund.
const (
	MsgRefunded        = "Refund issued"
	msgRefundedAlready = "This payment is refunded already"
	msgRefundPlan      = "A plan's payments are refunded in Stripe's dashboard: the plan ends when its subscription is cancelled"
	msgRefundNotPaid   = "Only a paid checkout can be refunded"
	msgPaymentNotFound = "Payment not found"
	msgInvalidCursor   = "Invalid cursor"
)

// Buyer is who paid, as the admin lists show them.
type Buyer struct {
	ID       int64  `json:"id"`
	Username string `json:"username"`
	Email    string `json:"email"`
}

// PaymentRow is a paid checkout in the admin's list.
type PaymentRow struct {
	Checkout
	Buyer      Buyer
	RefundedAt *time.Time
}

// SubscriptionRow is a live subscription in the admin's list.
type SubscriptionRow struct {
	Subscription
	Buyer     Buyer
	CreatedAt time.Time
}

// PaymentQuery selects paid checkouts: Status "" (all), "paid" (not
// refunded) or "refunded"; Search in the buyer's name or email; those
// listed after After.
type PaymentQuery struct {
	Status string
	Search string
	After  *PaymentCursor
	Limit  int
}

// PaymentCursor is where a page of payments ended: newest first.
type PaymentCursor struct {
	At time.Time
	ID string
}

// String encodes the cursor for an URL.
func (c PaymentCursor) String() string {
	return strconv.FormatInt(c.At.UnixMicro(), 10) + "_" + c.ID
}

// ParsePaymentCursor reads PaymentCursor.String; "" is the first page.
func ParsePaymentCursor(s string) (*PaymentCursor, error) {
	if s == "" {
		return nil, nil
	}
	at, id, ok := strings.Cut(s, "_")
	micros, err := strconv.ParseInt(at, 10, 64)
	if !ok || err != nil || id == "" {
		return nil, apperr.E(apperr.Invalid, msgInvalidCursor)
	}
	return &PaymentCursor{At: time.UnixMicro(micros).UTC(), ID: id}, nil
}

// AdminStore reads what the admins' billing lists show.
type AdminStore interface {
	// AdminPayments lists paid checkouts, newest first, limit+1 at most.
	AdminPayments(ctx context.Context, q PaymentQuery) ([]PaymentRow, error)
	// AdminSubscriptions lists subscriptions of a status ("" for all), newest
	// first after the user id `after`, limit+1 at most.
	AdminSubscriptions(ctx context.Context, status string, after int64, limit int) ([]SubscriptionRow, error)
	// MarkCheckoutRefunded records when an admin refunded the checkout.
	MarkCheckoutRefunded(ctx context.Context, id string, at time.Time) error
	// CheckoutRefundedAt says when the checkout was refunded by an admin, if it was.
	CheckoutRefundedAt(ctx context.Context, id string) (*time.Time, error)
}

// Payments lists paid checkouts for the admins, and the next page's cursor.
func (s *Service) Payments(ctx context.Context, q PaymentQuery) ([]PaymentRow, string, error) {
	switch q.Status {
	case "", "all":
		q.Status = ""
	case "paid", "refunded":
	default:
		return nil, "", apperr.E(apperr.Invalid, "status must be paid, refunded or all")
	}
	q.Search = strings.TrimSpace(q.Search)
	want := q.Limit
	q.Limit++
	rows, err := s.Admin.AdminPayments(ctx, q)
	if err != nil || len(rows) <= want {
		return rows, "", err
	}
	rows = rows[:want]
	last := rows[want-1]
	return rows, PaymentCursor{At: last.CreatedAt, ID: last.ID}.String(), nil
}

// Subscriptions lists subscriptions for the admins, and the next page's cursor (0 on the last).
func (s *Service) Subscriptions(ctx context.Context, status string, after int64, limit int) ([]SubscriptionRow, int64, error) {
	switch status {
	case "", "all":
		status = ""
	case Active, PastDue:
	default:
		return nil, 0, apperr.E(apperr.Invalid, "status must be active, past_due or all")
	}
	rows, err := s.Admin.AdminSubscriptions(ctx, status, after, limit+1)
	if err != nil || len(rows) <= limit {
		return rows, 0, err
	}
	rows = rows[:limit]
	return rows, rows[limit-1].UserID, nil
}

// Refund refunds a package's payment in full through its provider and
// takes back its unspent credits. The provider's refund comes first: the
// credits follow its event (for Stripe, the charge.refunded webhook; in
// test mode, the same event made here), so a refund made in Stripe's
// dashboard and one made here take credits back the same way.
func (s *Service) Refund(ctx context.Context, id string) (Checkout, error) {
	c, err := s.Store.Checkout(ctx, id)
	if apperr.KindOf(err) == apperr.NotFound {
		return c, apperr.E(apperr.NotFound, msgPaymentNotFound)
	}
	if err != nil {
		return c, err
	}
	switch refunded, err := s.Admin.CheckoutRefundedAt(ctx, id); {
	case err != nil:
		return c, err
	case c.Status != Paid || c.PaymentRef == "":
		return c, apperr.E(apperr.Conflict, msgRefundNotPaid)
	case c.Kind == PlanKind:
		return c, apperr.E(apperr.Conflict, msgRefundPlan)
	case refunded != nil:
		return c, apperr.E(apperr.Conflict, msgRefundedAlready)
	}
	var provider Provider = &TestProvider{Service: s} // a test payment is refunded here whatever the server uses now
	if c.Provider != Test {
		provider = s.Provider
	}
	if provider.Name() != c.Provider {
		return c, apperr.E(apperr.Conflict, "This payment's provider is not the one this server uses: refund it there")
	}
	if err := provider.Refund(ctx, c); err != nil {
		return c, err
	}
	if err := s.Admin.MarkCheckoutRefunded(ctx, id, s.Now().UTC()); err != nil {
		return c, err
	}
	return s.Store.Checkout(ctx, id)
}
