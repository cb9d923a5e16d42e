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

// A change made here wakes its followers here and is told to OnChange (for
// the other instances); Wake, from another instance, wakes one generation's
// followers, or everyone's with "" after notices may have been lost.
func TestChangesReachOtherInstancesAndBack(t *testing.T) {
	var told []string
	s := &Service{OnChange: func(id string) { told = append(told, id) }}
	a, releaseA := s.Watch("a")
	defer releaseA()
	b, releaseB := s.Watch("b")
	defer releaseB()
	woken := func(ch <-chan struct{}) bool {
		select {
		case <-ch:
			return true
		default:
			return false
		}
	}
	s.changed("a")
	if !woken(a) || woken(b) || len(told) != 1 || told[0] != "a" {
		t.Fatalf("after a change of a: a woken %v, b woken %v, told %v", woken(a), woken(b), told)
	}
	s.Wake("b")
	if !woken(b) || len(told) != 1 {
		t.Fatalf("Wake(b): b woken %v, told %v (a wake from elsewhere is not told again)", woken(b), told)
	}
	c, releaseC := s.Watch("c")
	defer releaseC()
	d, releaseD := s.Watch("d")
	defer releaseD()
	s.Wake("")
	if !woken(c) || !woken(d) {
		t.Fatal(`Wake("") left a follower waiting`)
	}
}
