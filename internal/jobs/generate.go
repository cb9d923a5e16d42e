package jobs

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"

	"github.com/texelforge/texelforge/internal/dbtx"
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
	// BuiltinGenerateTimeout bounds one attempt of the built-in engine,
	// which takes milliseconds; ProviderGenerateTimeout one attempt with an
	// image model, whose calls may each take minutes.
	BuiltinGenerateTimeout  = 15 * time.Second
	ProviderGenerateTimeout = 3 * time.Minute
	// generateRetryDelay: a failed attempt runs again soon, since someone
	// is waiting for it in the studio.
	generateRetryDelay = 2 * time.Second
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

// EnqueueGeneration implements generation.Queue: the job is inserted in the
// transaction ctx carries (dbtx), so that it exists only if the generation does.
func (q *Queue) EnqueueGeneration(ctx context.Context, id string) (int64, error) {
	if tx := dbtx.From(ctx); tx != nil {
		return q.EnqueueTx(ctx, tx, GenerateTexturesArgs{ID: id})
	}
	return q.Enqueue(ctx, GenerateTexturesArgs{ID: id})
}

// JobFinished implements generation.Queue.
func (q *Queue) JobFinished(ctx context.Context, jobID int64) (bool, error) {
	state, err := q.State(ctx, jobID)
	if errors.Is(err, rivertype.ErrNotFound) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	switch state {
	case rivertype.JobStateCompleted, rivertype.JobStateDiscarded, rivertype.JobStateCancelled:
		return true, nil
	}
	return false, nil
}

type generateTexturesWorker struct {
	river.WorkerDefaults[GenerateTexturesArgs]
	gen        *generation.Service
	timeout    time.Duration
	retryDelay time.Duration // 0: the client's retry policy decides
}

func (w *generateTexturesWorker) Timeout(*river.Job[GenerateTexturesArgs]) time.Duration {
	return w.timeout
}

func (w *generateTexturesWorker) NextRetry(*river.Job[GenerateTexturesArgs]) time.Time {
	if w.retryDelay == 0 {
		return time.Time{}
	}
	return time.Now().Add(w.retryDelay)
}

func (w *generateTexturesWorker) Work(ctx context.Context, job *river.Job[GenerateTexturesArgs]) error {
	if w.gen == nil {
		return errors.New("generation.run: the queue was built without a generation service")
	}
	return w.gen.Run(ctx, job.Args.ID, job.Attempt >= job.MaxAttempts)
}

// failStaleEvery is how often the cluster's leader looks for generations
// that can no longer finish: soon after River discards a dead process's job.
const failStaleEvery = 30 * time.Second

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
