package main

import (
	"sync"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// Instances of a cluster start together, and each migrates the database at
// start: they must take turns, not apply the same migration twice.
func TestInstancesStartingTogetherMigrateOnce(t *testing.T) {
	url := storetest.URL(t, store.Postgres)
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i := range errs {
		wg.Go(func() {
			_, errs[i] = runCommand(t, map[string]string{"TEXELFORGE_DATABASE_URL": url}, "migrate")
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("instance %d: %v", i, err)
		}
	}
}
