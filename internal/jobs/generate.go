package jobs

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/riverqueue/river"

	"github.com/texelforge/texelforge/internal/generation"
)

// GenerateQueue is the queue of texture generations: its worker count is the
// global limit on generations running at once, and it polls often, since a
// built-in generation takes milliseconds and the studio waits for it.
const (
	GenerateQueue        = "generate"
	generatePollInterval = 50 * time.Millisecond
	// GenerateMaxAttempts: a generation interrupted by a restart or a
	// provider's outage runs again, then fails and is refunded.
	GenerateMaxAttempts = 3
	generateTimeout     = 3 * time.Minute
)

// GenerateTexturesArgs runs one generation of the studio.
type GenerateTexturesArgs struct {
	ID string `json:"id"`
}

// Kind implements river.JobArgs.
func (GenerateTexturesArgs) Kind() string { return "generation.run" }

// InsertOpts implements river.JobArgsWithInsertOpts.
func (GenerateTexturesArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{Queue: GenerateQueue, MaxAttempts: GenerateMaxAttempts}
}

// EnqueueGeneration implements generation.Queue.
func (q *Queue) EnqueueGeneration(ctx context.Context, id string) error {
	_, err := q.Enqueue(ctx, GenerateTexturesArgs{ID: id})
	return err
}

type generateTexturesWorker struct {
	river.WorkerDefaults[GenerateTexturesArgs]
	gen *generation.Service
}

func (w *generateTexturesWorker) Timeout(*river.Job[GenerateTexturesArgs]) time.Duration {
	return generateTimeout
}

func (w *generateTexturesWorker) Work(ctx context.Context, job *river.Job[GenerateTexturesArgs]) error {
	if w.gen == nil {
		return errors.New("generation.run: the queue was built without a generation service")
	}
	return w.gen.Run(ctx, job.Args.ID, job.Attempt >= job.MaxAttempts)
}

// FailStaleGenerationsArgs fails and refunds generations that never finished.
type FailStaleGenerationsArgs struct{}

// Kind implements river.JobArgs.
func (FailStaleGenerationsArgs) Kind() string { return "generation.fail_stale" }

type failStaleGenerationsWorker struct {
	river.WorkerDefaults[FailStaleGenerationsArgs]
	gen    *generation.Service
	logger *slog.Logger
}

func (w *failStaleGenerationsWorker) Work(ctx context.Context, _ *river.Job[FailStaleGenerationsArgs]) error {
	if w.gen == nil {
		return nil
	}
	n, err := w.gen.FailStale(ctx)
	if n > 0 {
		w.logger.WarnContext(ctx, "failed and refunded stale generations", "count", n)
	}
	return err
}
