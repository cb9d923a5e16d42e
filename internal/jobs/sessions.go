package jobs

import (
	"context"
	"log/slog"

	"github.com/riverqueue/river"

	"github.com/texelforge/texelforge/internal/account"
)

// PruneSessionsArgs deletes expired sessions. It runs at start and hourly.
type PruneSessionsArgs struct{}

// Kind implements river.JobArgs.
func (PruneSessionsArgs) Kind() string { return "account.prune_sessions" }

type pruneSessionsWorker struct {
	river.WorkerDefaults[PruneSessionsArgs]
	accounts *account.Service
	logger   *slog.Logger
}

func (w *pruneSessionsWorker) Work(ctx context.Context, job *river.Job[PruneSessionsArgs]) error {
	n, err := w.accounts.PruneExpiredSessions(ctx)
	if err != nil {
		return err
	}
	w.logger.InfoContext(ctx, "pruned expired sessions", "job_id", job.ID, "deleted", n)
	return nil
}
