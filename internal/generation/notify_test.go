package generation

import (
	"fmt"
	"sync"
	"testing"
)

// Streams that end without a change (the client left, or it saw the final
// state from a poll) leave nothing behind, and a change still wakes everyone
// waiting at that moment.
func TestNotifierFreesEntriesNobodyWaitsOn(t *testing.T) {
	var n notifier
	var wg sync.WaitGroup
	for i := range 1000 {
		wg.Go(func() {
			id := fmt.Sprintf("gen-%d", i%50)
			_, release := n.watch(id)
			release()
			release() // a second release changes nothing
		})
	}
	wg.Wait()
	if len(n.waiters) != 0 {
		t.Fatalf("%d entries left after every waiter released", len(n.waiters))
	}

	first, releaseFirst := n.watch("g")
	second, releaseSecond := n.watch("g")
	releaseFirst()
	n.notify("g")
	for i, ch := range []<-chan struct{}{first, second} {
		select {
		case <-ch:
		default:
			t.Fatalf("waiter %d was not woken", i)
		}
	}
	next, releaseNext := n.watch("g") // a new wait after the change
	releaseSecond()                   // an old release must not free the new entry
	if len(n.waiters) != 1 {
		t.Fatalf("%d entries while one waiter waits", len(n.waiters))
	}
	releaseNext()
	if len(n.waiters) != 0 {
		t.Fatalf("%d entries left", len(n.waiters))
	}
	select {
	case <-next:
		t.Fatal("woken without a change")
	default:
	}
}
