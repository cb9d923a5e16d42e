// Package generation runs the studio's texture generations as durable jobs:
// Start records a generation, reserves its credit and queues it; Run, called by
// the job, draws the textures and stores them, or fails and refunds the credit.
// Progress reaches the page through the stored state, which Watch announces.
package generation

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/quality"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// State is where a generation is in its life.
type State string

// The states, in order; Done and Failed are final.
const (
	Queued  State = "queued"
	Running State = "running"
	Done    State = "done"
	Failed  State = "failed"
)

// Final reports whether nothing more will happen to a generation in state s.
func (s State) Final() bool { return s == Done || s == Failed }

// Limits of the service.
const (
	// MaxActivePerUser is how many generations one user may have queued or
	// running at once.
	MaxActivePerUser = 3
	// QuietAfter is how long a generation must go unchanged before FailStale
	// asks whether its job can still run.
	QuietAfter = 30 * time.Second
	// StaleAfter fails a generation that has no job on record (made before
	// jobs were recorded) and never finished.
	StaleAfter = 30 * time.Minute
	// finishTimeout bounds the final write of a generation whose job's own
	// time ran out.
	finishTimeout = 10 * time.Second
	// maxSeed keeps seeds exact in JavaScript numbers.
	maxSeed = 1 << 53
)

// Messages shown to the user.
const (
	msgPaidSize  = "32x32 and 64x64 textures need a paid plan."
	msgTooMany   = "You already have %d generations running. Wait for one to finish."
	msgFailed    = "The generation failed. Your credit was refunded; please try again."
	msgNoEngine  = "The texture engine is not available right now. Your credit was refunded; please try again later."
	msgNeverDone = "The generation did not finish. Your credit was refunded; please try again."
)

// Generation is one prompt turned, or being turned, into textures.
type Generation struct {
	ID         string     `json:"id"` // random (crypto/rand.Text): unguessable, though reads check the owner too
	UserID     int64      `json:"-"`
	State      State      `json:"state"`
	Progress   int        `json:"progress"` // 0-100
	Message    string     `json:"message"`
	Prompt     string     `json:"prompt"`
	Kind       spec.Kind  `json:"kind"`
	Size       int        `json:"size"`
	Seed       uint64     `json:"seed"`
	Engine     string     `json:"engine"`
	Spec       SpecView   `json:"spec"`
	Textures   []Texture  `json:"textures"`
	CreatedAt  time.Time  `json:"createdAt"`
	FinishedAt *time.Time `json:"finishedAt"`
	JobID      int64      `json:"-"` // the job that runs it
}

// Texture is one finished variation.
type Texture struct {
	Index   int             `json:"index"`
	PNG     string          `json:"png"` // a data: URL
	Metrics quality.Metrics `json:"metrics"`
}

// Store persists generations. Its methods take part in the transaction of
// Transactor.WithTx when ctx carries one.
type Store interface {
	InsertGeneration(ctx context.Context, g Generation) error
	// GetGeneration returns the generation or apperr.NotFound.
	GetGeneration(ctx context.Context, id string) (Generation, error)
	// CountActiveGenerations counts a user's queued and running generations.
	CountActiveGenerations(ctx context.Context, userID int64) (int, error)
	// MarkGenerationRunning moves a queued or running generation to running
	// with the given progress and says whether it did (false once final).
	MarkGenerationRunning(ctx context.Context, id string, progress int, now time.Time) (bool, error)
	// CompleteGeneration stores a running generation's final state and
	// textures; it says whether it did (false unless it was running).
	CompleteGeneration(ctx context.Context, g Generation) (bool, error)
	// FailGeneration stores the failed state and message of a queued or
	// running generation; it says whether it did (false once final).
	FailGeneration(ctx context.Context, g Generation) (bool, error)
	// UnfinishedGenerations lists the generations that are not final and
	// were created and last changed before t.
	UnfinishedGenerations(ctx context.Context, before time.Time) ([]Generation, error)
}

// Transactor runs several calls as one database transaction: the credit,
// the generation and its job are stored together or not at all.
type Transactor interface {
	WithTx(ctx context.Context, fn func(ctx context.Context) error) error
}

// Credits reserves and refunds the credit a generation costs.
type Credits interface {
	// Reserve spends one credit for the generation, holding the user's
	// balance locked until the transaction ends; apperr.PaymentRequired
	// when the user has none.
	Reserve(ctx context.Context, userID int64, generationID string) error
	// Refund returns what the generation's reservation took; it does nothing
	// when there is nothing (left) to refund.
	Refund(ctx context.Context, userID int64, generationID string) error
}

// Plans tells which plan a user is on (billing.Service).
type Plans interface {
	// PlanBySlug returns the plan, or apperr.NotFound.
	PlanBySlug(ctx context.Context, slug string) (billing.Plan, error)
}

// Queue runs generations' jobs.
type Queue interface {
	// EnqueueGeneration inserts the generation's job, in the transaction
	// ctx carries, and returns the job's id.
	EnqueueGeneration(ctx context.Context, id string) (int64, error)
	// JobFinished reports whether the job will never run again: it
	// completed, was discarded after its last attempt or cancelled, or is gone.
	JobFinished(ctx context.Context, jobID int64) (bool, error)
}

// Service starts and runs generations.
type Service struct {
	Store     Store
	Tx        Transactor
	Credits   Credits
	Queue     Queue
	Plans     Plans // whether a user's plan allows the larger sizes (PrepareFor)
	Generator *engine.Generator
	Engine    string // the engine every generation uses; empty for the built-in one
	// EngineSetting, when set, names the engine instead of Engine: the
	// admins' studioEngine setting, read as each generation is prepared.
	EngineSetting func(ctx context.Context) (string, error)
	Logger        *slog.Logger
	Now           func() time.Time
	// MaxActive overrides MaxActivePerUser when above zero (tests that need
	// the credit check, not this limit, to refuse).
	MaxActive int
	// Timed, when set, hears how long each drawing took (metrics).
	Timed func(engine string, took time.Duration, err error)
	// OnChange, when set, hears the id of each generation that changed in
	// this process, after its local followers were woken: the followers on
	// other instances must be woken too (Wake).
	OnChange func(id string)

	changes notifier
}

// StartRequest is what the studio asks for.
type StartRequest struct {
	Prompt string
	Kind   string // "", "auto", "block", "item" or "flat"
	Size   int    // 0 means 16
	Seed   *uint64
}

// Start prepares and begins a generation: see Prepare and Begin.
func (s *Service) Start(ctx context.Context, userID int64, paid bool, r StartRequest) (Generation, error) {
	g, err := s.Prepare(userID, paid, r)
	if err != nil {
		return Generation{}, err
	}
	return s.Begin(ctx, g)
}

// PrepareFor is Prepare for a user on the plan named planSlug: sizes above
// 16 need a paid plan (billing.Plan.Paid), so only they ask Plans.
func (s *Service) PrepareFor(ctx context.Context, userID int64, planSlug string, r StartRequest) (Generation, error) {
	paid := false
	if r.Size != 0 && r.Size != engine.DefaultSize {
		plan, err := s.Plans.PlanBySlug(ctx, planSlug)
		if err != nil {
			return Generation{}, err
		}
		paid = plan.Paid()
	}
	engineName := s.Engine
	if s.EngineSetting != nil {
		name, err := s.EngineSetting(ctx)
		if err != nil {
			return Generation{}, err
		}
		engineName = name
	}
	return s.prepare(userID, paid, engineName, r)
}

// Prepare checks a request and reads its prompt, without storing anything:
// cheap, so callers can refuse bad requests before spending a rate limit. paid
// says whether the user's plan allows sizes above 16.
func (s *Service) Prepare(userID int64, paid bool, r StartRequest) (Generation, error) {
	return s.prepare(userID, paid, s.Engine, r)
}

func (s *Service) prepare(userID int64, paid bool, engineName string, r StartRequest) (Generation, error) {
	req := engine.Request{Prompt: r.Prompt, Size: r.Size, Engine: engineName}
	if !autoKind(r.Kind) {
		req.Kind = spec.Kind(r.Kind)
	}
	req, err := req.Normalize()
	var invalid *engine.InvalidError
	if errors.As(err, &invalid) {
		return Generation{}, apperr.E(apperr.Invalid, invalid.Message())
	}
	if err != nil {
		return Generation{}, err
	}
	if req.Size != engine.DefaultSize && !paid {
		return Generation{}, apperr.E(apperr.Forbidden, msgPaidSize)
	}
	seed, err := seedOf(r.Seed)
	if err != nil {
		return Generation{}, err
	}
	view := Read(req.Prompt, req.Kind)
	return Generation{ID: rand.Text(), UserID: userID, State: Queued, Prompt: req.Prompt, Kind: view.Kind,
		Size: req.Size, Seed: seed, Engine: req.Engine, Spec: view, Textures: []Texture{}, CreatedAt: s.Now().UTC()}, nil
}

// Begin reserves a prepared generation's credit, records it and queues its
// job in one transaction: a crash or an error at any step leaves none of
// them. The credit's lock is taken first, so that one user's concurrent
// starts queue behind each other and the active-generation count is exact.
func (s *Service) Begin(ctx context.Context, g Generation) (Generation, error) {
	err := s.Tx.WithTx(ctx, func(ctx context.Context) error {
		if err := s.Credits.Reserve(ctx, g.UserID, g.ID); err != nil {
			return err
		}
		active, err := s.Store.CountActiveGenerations(ctx, g.UserID)
		if err != nil {
			return err
		}
		if max := cmp.Or(s.MaxActive, MaxActivePerUser); active >= max {
			return apperr.E(apperr.RateLimited, fmt.Sprintf(msgTooMany, active))
		}
		if g.JobID, err = s.Queue.EnqueueGeneration(ctx, g.ID); err != nil {
			return err
		}
		return s.Store.InsertGeneration(ctx, g)
	})
	if err != nil {
		return Generation{}, err
	}
	return g, nil
}

// Get returns the user's generation; another user's is apperr.NotFound.
func (s *Service) Get(ctx context.Context, userID int64, id string) (Generation, error) {
	g, err := s.Store.GetGeneration(ctx, id)
	if err != nil {
		return Generation{}, err
	}
	if g.UserID != userID {
		return Generation{}, apperr.E(apperr.NotFound, "Generation not found")
	}
	return g, nil
}

// Run draws a queued generation's textures and stores them. An error asks for
// another attempt; on the last attempt the generation fails and its credit is
// refunded instead. A generation that is final already is left alone.
func (s *Service) Run(ctx context.Context, id string, lastAttempt bool) error {
	g, err := s.Store.GetGeneration(ctx, id)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil // removed before it ran: nothing to do
	}
	if err != nil {
		return err
	}
	ok, err := s.Store.MarkGenerationRunning(ctx, id, 10, s.Now().UTC())
	if err != nil || !ok {
		return err
	}
	s.changed(id)
	start := time.Now()
	res, err := s.Generator.Generate(ctx, engine.Request{Prompt: g.Prompt, Kind: g.Kind, Size: g.Size,
		Seed: g.Seed, Engine: g.Engine})
	if s.Timed != nil {
		s.Timed(cmp.Or(g.Engine, engine.BuiltinEngine), time.Since(start), err)
	}
	if err == nil {
		g.Textures, err = encodeTextures(res)
	}
	if err != nil {
		if errors.Is(err, engine.ErrInvalid) || lastAttempt {
			s.Logger.ErrorContext(ctx, "generation failed", "id", id, "err", err)
			return s.fail(ctx, g, msgFailed)
		}
		return err
	}
	now := s.Now().UTC()
	g.State, g.Progress, g.Message, g.FinishedAt = Done, 100, "", &now
	// Not done if it was failed meanwhile (FailStale): its credit went back.
	if _, err := s.Store.CompleteGeneration(ctx, g); err != nil {
		return err
	}
	s.changed(id)
	return nil
}

// FailStale fails and refunds every generation that can no longer finish:
// its job will never run again (it was discarded after its last attempt,
// for instance when the process running it died), or, for a generation
// without a job on record, StaleAfter has passed.
func (s *Service) FailStale(ctx context.Context) (int, error) {
	now := s.Now().UTC()
	quiet, err := s.Store.UnfinishedGenerations(ctx, now.Add(-QuietAfter))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, g := range quiet {
		gone := g.JobID == 0 && g.CreatedAt.Before(now.Add(-StaleAfter))
		if g.JobID != 0 {
			if gone, err = s.Queue.JobFinished(ctx, g.JobID); err != nil {
				return n, err
			}
		}
		if !gone {
			continue
		}
		if err := s.fail(ctx, g, msgNeverDone); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// fail marks g failed with msg and refunds its credit, in one transaction,
// if g was not final yet. It writes even when ctx has run out (the job's
// time is up), so that the outcome is not lost with it.
func (s *Service) fail(ctx context.Context, g Generation, msg string) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), finishTimeout)
	defer cancel()
	now := s.Now().UTC()
	g.State, g.Message, g.FinishedAt, g.Textures = Failed, msg, &now, []Texture{}
	err := s.Tx.WithTx(ctx, func(ctx context.Context) error {
		changed, err := s.Store.FailGeneration(ctx, g)
		if err != nil || !changed {
			return err
		}
		return s.Credits.Refund(ctx, g.UserID, g.ID)
	})
	if err != nil {
		return fmt.Errorf("fail generation %s: %w", g.ID, err)
	}
	s.changed(g.ID)
	return nil
}

func encodeTextures(res *engine.Result) ([]Texture, error) {
	out := make([]Texture, len(res.Textures))
	for i, t := range res.Textures {
		png, err := engine.EncodePNG(t.Image)
		if err != nil {
			return nil, err
		}
		out[i] = Texture{Index: i, PNG: "data:image/png;base64," + base64.StdEncoding.EncodeToString(png), Metrics: t.Metrics}
	}
	return out, nil
}

func seedOf(seed *uint64) (uint64, error) {
	if seed != nil {
		if *seed >= maxSeed {
			return 0, apperr.E(apperr.Invalid, "The seed must be below 2^53.")
		}
		return *seed, nil
	}
	n, err := rand.Int(rand.Reader, big.NewInt(maxSeed))
	if err != nil {
		return 0, err
	}
	return n.Uint64(), nil
}
