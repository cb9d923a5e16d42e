package generation

import "sync"

// notifier wakes the waiters of one generation when it changes, so a page
// following it hears at once instead of at its next poll.
type notifier struct {
	mu      sync.Mutex
	waiters map[string]chan struct{}
}

// wait returns a channel closed at the next notify(id).
func (n *notifier) wait(id string) <-chan struct{} {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.waiters == nil {
		n.waiters = map[string]chan struct{}{}
	}
	ch, ok := n.waiters[id]
	if !ok {
		ch = make(chan struct{})
		n.waiters[id] = ch
	}
	return ch
}

func (n *notifier) notify(id string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if ch, ok := n.waiters[id]; ok {
		close(ch)
		delete(n.waiters, id)
	}
}
