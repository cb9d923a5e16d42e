// Package jobs runs durable background work on River, a job queue kept in the
// application's own database, so that a job enqueued before a restart runs
// after it. Each job is a named kind whose worker calls one domain service.
package jobs

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverdatabasesql"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	"github.com/riverqueue/river/rivertype"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/payments"
)

// Pool is the database the queue lives in.
type Pool struct {
	DB       *sql.DB
	Postgres bool // false means SQLite
}

func (p Pool) driver() riverdriver.Driver[*sql.Tx] {
	if p.Postgres {
		return riverdatabasesql.New(p.DB)
	}
	return riversqlite.New(p.DB)
}

// QueueStates are the states Depth counts: jobs waiting to run, running, and
// waiting for a retry or their time.
var QueueStates = []rivertype.JobState{rivertype.JobStateAvailable, rivertype.JobStateRunning,
	rivertype.JobStateRetryable, rivertype.JobStateScheduled}

// Depth counts the queue's jobs in each of QueueStates, across every process
// sharing the database.
func (p Pool) Depth(ctx context.Context) (map[rivertype.JobState]int, error) {
	rows, err := p.DB.QueryContext(ctx, `SELECT state, count(*) FROM river_job
		WHERE state IN ('available', 'running', 'retryable', 'scheduled') GROUP BY state`)
	if err != nil {
		return nil, fmt.Errorf("job queue depth: %w", err)
	}
	defer rows.Close()
	depth := map[rivertype.JobState]int{}
	for rows.Next() {
		var state string
		var n int
		if err := rows.Scan(&state, &n); err != nil {
			return nil, fmt.Errorf("job queue depth: %w", err)
		}
		depth[rivertype.JobState(state)] = n
	}
	return depth, rows.Err()
}

// Migrate creates or updates the queue's tables and says how many
// migrations it applied.
func Migrate(ctx context.Context, p Pool) (int, error) {
	m, err := rivermigrate.New(p.driver(), nil)
	if err != nil {
		return 0, fmt.Errorf("migrate jobs: %w", err)
	}
	res, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil)
	if err != nil {
		return 0, fmt.Errorf("migrate jobs: %w", err)
	}
	return len(res.Versions), nil
}

// Services are the domain services that jobs call.
type Services struct {
	Accounts    *account.Service
	Credits     *credits.Service
	Mail        *mail.Service
	Generations *generation.Service
	Payments    *payments.Service
}

// Options tune a Queue.
type Options struct {
	// Work starts workers and periodic jobs; without it the queue only inserts.
	Work bool
	// PollInterval is how often idle workers look for new jobs (default 1s).
	PollInterval time.Duration
	Logger       *slog.Logger
	// RetryPolicy says when a failed job runs again (default River's
	// exponential backoff); tests shorten it.
	RetryPolicy river.ClientRetryPolicy
	// GenerateWorkers is how many generations run at once in this process
	// (default 4).
	GenerateWorkers int
	// GenerateTimeout bounds one attempt of a generation (default
	// ProviderGenerateTimeout; BuiltinGenerateTimeout for the built-in engine).
	GenerateTimeout time.Duration
	// Middleware wraps the working of every job (metrics.JobMiddleware).
	Middleware []rivertype.Middleware
}

// rescueMargin is how long past every job's timeout a job still marked
// running is taken for one whose process died: River's rescuer (run by the
// leader every 30 s) then lets it run again, or discards it after its last
// attempt, and FailStale fails and refunds its generation (docs/adr/0015).
const rescueMargin = 15 * time.Second

// Queue inserts and, when working, runs jobs.
type Queue struct {
	client *river.Client[*sql.Tx]
	work   bool
}

// New builds a queue over p. Call Start to begin working.
func New(p Pool, svc Services, opts Options) (*Queue, error) {
	logger := opts.Logger
	if logger == nil {
		logger = slog.Default()
	}
	cfg := &river.Config{
		Logger:            logger.With("component", "jobs"),
		FetchPollInterval: opts.PollInterval,
		PollOnly:          true, // neither database/sql driver can LISTEN
		Workers:           river.NewWorkers(),
		RetryPolicy:       opts.RetryPolicy,
		Middleware:        opts.Middleware,
	}
	if opts.PollInterval > 0 && opts.PollInterval < 100*time.Millisecond {
		cfg.FetchCooldown = opts.PollInterval
	}
	river.AddWorker(cfg.Workers, &pruneSessionsWorker{accounts: svc.Accounts, logger: logger})
	river.AddWorker(cfg.Workers, &deliverMailWorker{mail: svc.Mail, logger: logger})
	river.AddWorker(cfg.Workers, &resetCreditsWorker{credits: svc.Credits, logger: logger})
	generateTimeout := cmp.Or(opts.GenerateTimeout, ProviderGenerateTimeout)
	retryDelay := generateRetryDelay
	if opts.RetryPolicy != nil {
		retryDelay = 0 // a test's policy decides
	}
	river.AddWorker(cfg.Workers, &generateTexturesWorker{gen: svc.Generations, timeout: generateTimeout,
		retryDelay: retryDelay})
	river.AddWorker(cfg.Workers, &failStaleGenerationsWorker{gen: svc.Generations, logger: logger})
	river.AddWorker(cfg.Workers, &renewTestSubscriptionsWorker{payments: svc.Payments, logger: logger})
	// Every job is bounded (a worker may say otherwise), so that one still
	// marked running after that, plus a margin, belongs to a dead process.
	cfg.JobTimeout = generateTimeout
	cfg.RescueStuckJobsAfter = generateTimeout + rescueMargin
	if opts.Work {
		generateWorkers := opts.GenerateWorkers
		if generateWorkers <= 0 {
			generateWorkers = 4
		}
		cfg.Queues = map[string]river.QueueConfig{
			river.QueueDefault: {MaxWorkers: 4},
			GenerateQueue: {MaxWorkers: generateWorkers, FetchPollInterval: generatePollInterval,
				FetchCooldown: generatePollInterval},
		}
		cfg.PeriodicJobs = []*river.PeriodicJob{
			river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return PruneSessionsArgs{}, nil },
				&river.PeriodicJobOpts{ID: PruneSessionsArgs{}.Kind(), RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(time.Hour),
				func() (river.JobArgs, *river.InsertOpts) { return ResetCreditsArgs{}, nil },
				&river.PeriodicJobOpts{ID: ResetCreditsArgs{}.Kind(), RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(failStaleEvery),
				func() (river.JobArgs, *river.InsertOpts) { return FailStaleGenerationsArgs{}, nil },
				&river.PeriodicJobOpts{ID: FailStaleGenerationsArgs{}.Kind(), RunOnStart: true}),
			river.NewPeriodicJob(river.PeriodicInterval(renewTestSubscriptionsEvery),
				func() (river.JobArgs, *river.InsertOpts) { return RenewTestSubscriptionsArgs{}, nil },
				&river.PeriodicJobOpts{ID: RenewTestSubscriptionsArgs{}.Kind(), RunOnStart: true}),
		}
	}
	client, err := river.NewClient(p.driver(), cfg)
	if err != nil {
		return nil, fmt.Errorf("new job queue: %w", err)
	}
	return &Queue{client: client, work: opts.Work}, nil
}

// Start begins working jobs until Stop; it does nothing for an insert-only queue.
func (q *Queue) Start(ctx context.Context) error {
	if !q.work {
		return nil
	}
	return q.client.Start(ctx)
}

// Stop lets running jobs finish until ctx ends, then cancels those still
// running: each records a failed attempt, so the next process retries it at
// once instead of waiting for River to rescue a job left "running".
func (q *Queue) Stop(ctx context.Context) error {
	if !q.work {
		return nil
	}
	err := q.client.Stop(ctx)
	if ctx.Err() == nil {
		return err
	}
	cancelCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return errors.Join(err, q.client.StopAndCancel(cancelCtx))
}

// Enqueue inserts a job.
func (q *Queue) Enqueue(ctx context.Context, args river.JobArgs) (int64, error) {
	res, err := q.client.Insert(ctx, args, nil)
	if err != nil {
		return 0, fmt.Errorf("enqueue %s: %w", args.Kind(), err)
	}
	return res.Job.ID, nil
}

// EnqueueTx inserts a job in tx, so that it exists only if tx commits.
func (q *Queue) EnqueueTx(ctx context.Context, tx *sql.Tx, args river.JobArgs) (int64, error) {
	res, err := q.client.InsertTx(ctx, tx, args, nil)
	if err != nil {
		return 0, fmt.Errorf("enqueue %s: %w", args.Kind(), err)
	}
	return res.Job.ID, nil
}

// State returns the state of a job ("available", "running", "completed", ...).
func (q *Queue) State(ctx context.Context, id int64) (rivertype.JobState, error) {
	job, err := q.client.JobGet(ctx, id)
	if err != nil {
		return "", fmt.Errorf("job %d: %w", id, err)
	}
	return job.State, nil
}
