package account

import (
	"testing"
	"time"
)

// Password hashes wait for a free slot: with every slot taken, a hash does
// not start; it runs as soon as one is given back.
func TestPasswordHashesTakeTurns(t *testing.T) {
	for range cap(hashing) {
		hashing <- struct{}{}
	}
	done := make(chan struct{})
	go func() {
		if !CheckPassword("secret", dummyHash) {
			_, _ = HashPassword("secret")
		}
		close(done)
	}()
	select {
	case <-done:
		t.Fatal("a hash ran while every slot was taken")
	case <-time.After(200 * time.Millisecond):
	}
	<-hashing
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("the hash did not run once a slot was free")
	}
	for range cap(hashing) - 1 {
		<-hashing
	}
}
