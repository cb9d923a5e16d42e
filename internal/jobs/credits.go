package jobs

import (
	"context"
	"log/slog"

	"github.com/riverqueue/river"

	"github.com/texelforge/texelforge/internal/credits"
)

// ResetCreditsArgs renews the credits of every account whose period has
// ended, so balances renew on time even for users who are away. It runs at
// start and hourly; a balance read in between renews itself.
type ResetCreditsArgs struct{}

// Kind implements river.JobArgs.
func (ResetCreditsArgs) Kind() string { return "credits.reset_due" }

type resetCreditsWorker struct {
	river.WorkerDefaults[ResetCreditsArgs]
	credits *credits.Service
	logger  *slog.Logger
}

func (w *resetCreditsWorker) Work(ctx context.Context, job *river.Job[ResetCreditsArgs]) error {
	if w.credits == nil { // a queue built without the service (some tests)
		return nil
	}
	n, err := w.credits.ResetDue(ctx, w.credits.Now())
	if err != nil {
		return err
	}
	w.logger.InfoContext(ctx, "renewed credits", "job_id", job.ID, "accounts", n)
	return nil
}
