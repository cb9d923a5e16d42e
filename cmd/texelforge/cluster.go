package main

import (
	"context"

	"github.com/texelforge/texelforge/internal/cluster"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/store"
)

// Topics of the change notices instances send each other.
const (
	topicShowcase    = "showcase.pages" // a share, vote, removal or feature: the listed pages and totals
	topicPlans       = "billing.plans"
	topicGenerations = "generations" // keyed by id: a generation ran, ended or was refunded somewhere
)

// shareChanges ties this instance's caches to the others' on the same
// PostgreSQL database: a change made here empties their copies at once, and
// theirs empty ours; a generation's change wakes its followers everywhere.
// It listens until ctx ends. On SQLite there is one
// instance and nothing to do.
func shareChanges(ctx context.Context, a *app, generations *generation.Service) {
	if a.db.Engine != store.Postgres {
		return
	}
	bus := cluster.New(store.ConnString(a.cfg.DatabaseURL), a.db.SQL, a.log)
	listings, plans := a.showcase.Cache, a.billing
	bus.Handle(topicShowcase, listings.Forget)
	bus.Handle(topicPlans, plans.ForgetPlans)
	listings.OnChange = func() { bus.Publish(context.Background(), topicShowcase) }
	plans.OnPlansChange = func() { bus.Publish(context.Background(), topicPlans) }
	// A studio following a generation on this instance hears at once when
	// another instance's worker runs it, instead of at its next poll.
	bus.HandleKeys(topicGenerations, generations.Wake)
	generations.OnChange = func(id string) { bus.PublishKey(context.Background(), topicGenerations, id) }
	go bus.Listen(ctx)
}
