package jobs

import (
	"context"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/texelforge/texelforge/internal/payments"
)

// renewTestSubscriptionsEvery is how often test mode renews subscriptions
// whose period has ended (Stripe does it itself).
const renewTestSubscriptionsEvery = time.Minute

// RenewTestSubscriptionsArgs renews the test-mode subscriptions whose period
// has ended, as Stripe would: a paid month, a failed payment, or the end.
type RenewTestSubscriptionsArgs struct{}

// Kind implements river.JobArgs.
func (RenewTestSubscriptionsArgs) Kind() string { return "payments.renew_test_subscriptions" }

type renewTestSubscriptionsWorker struct {
	river.WorkerDefaults[RenewTestSubscriptionsArgs]
	payments *payments.Service
	logger   *slog.Logger
}

func (w *renewTestSubscriptionsWorker) Work(ctx context.Context, job *river.Job[RenewTestSubscriptionsArgs]) error {
	if w.payments == nil || w.payments.Provider.Name() != payments.Test {
		return nil
	}
	n, err := w.payments.RenewTestSubscriptions(ctx)
	if n > 0 {
		w.logger.InfoContext(ctx, "renewed test-mode subscriptions", "job_id", job.ID, "subscriptions", n)
	}
	return err
}
