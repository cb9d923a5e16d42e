package generation

import "sync"

// notifier wakes the waiters of one generation when it changes, so a page
// following it hears at once instead of at its next poll. An entry lives
// while someone waits on it: notify removes it, and so does the release of
// its last waiter.
type notifier struct {
	mu      sync.Mutex
	waiters map[string]*waiters
}

// waiters share one channel, closed at the next notify.
type waiters struct {
	ch chan struct{}
	n  int // how many have not released it yet
}

// watch returns a channel closed at the next notify(id), and a release to
// call once the caller stops waiting on it (again, or after the channel
// closed, it does nothing).
func (n *notifier) watch(id string) (<-chan struct{}, func()) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.waiters == nil {
		n.waiters = map[string]*waiters{}
	}
	w := n.waiters[id]
	if w == nil {
		w = &waiters{ch: make(chan struct{})}
		n.waiters[id] = w
	}
	w.n++
	var once sync.Once
	return w.ch, func() { once.Do(func() { n.release(id, w) }) }
}

func (n *notifier) release(id string, w *waiters) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.waiters[id] != w { // notified already: the entry is gone
		return
	}
	if w.n--; w.n == 0 {
		delete(n.waiters, id)
	}
}

// notify wakes the waiters of id, or of every generation when id is "".
func (n *notifier) notify(id string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for key, w := range n.waiters {
		if id == "" || key == id {
			close(w.ch)
			delete(n.waiters, key)
		}
	}
}

// Watch returns a channel closed at the generation's next change in this
// process, and a release that the caller must call once it stops waiting
// (even if the channel closed), so that nothing is kept for a stream that
// ended. A job may run in another process: that process's OnChange should
// reach this one's Wake; followers also poll, in case a notice is lost.
func (s *Service) Watch(id string) (<-chan struct{}, func()) { return s.changes.watch(id) }

// Wake wakes the followers of a generation that changed in another
// process, or of every generation when id is "" (notices may have been lost).
func (s *Service) Wake(id string) { s.changes.notify(id) }

// changed wakes the generation's followers here and tells OnChange.
func (s *Service) changed(id string) {
	s.changes.notify(id)
	if s.OnChange != nil {
		s.OnChange(id)
	}
}
