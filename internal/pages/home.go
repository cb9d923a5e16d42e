package pages

import (
	"context"
	"net/http"
	"slices"
	"sync"
	"time"
)

// homePlansTimeout bounds the wait for the plans when "/" is requested.
const homePlansTimeout = time.Second

// homePage is "/" as last rendered, with the FAQ answers and site name it
// was rendered with.
type homePage struct {
	mu   sync.Mutex
	faq  []FAQItem
	name string
	page []byte
}

// homePage returns "/" with the FAQ answered from the current plans,
// rendered again only when the answers change. If the plans cannot be read,
// the last rendering (or the page without the FAQ) is served: the landing
// page does not fail, nor wait long, with the database.
func (s *Site) homePage(r *http.Request, all *rendered) []byte {
	h := s.home
	ctx, cancel := context.WithTimeout(r.Context(), homePlansTimeout)
	plans, err := s.cfg.Plans.Plans(ctx)
	cancel()
	var faq []FAQItem
	if err == nil {
		faq = fillFAQ(s.cfg.Table.FAQ, plans)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if err != nil {
		s.cfg.Log.WarnContext(r.Context(), "home page without fresh plans", "err", err)
		return h.lastOr(all.pages["/"])
	}
	if h.page != nil && slices.Equal(faq, h.faq) && h.name == all.name {
		return h.page
	}
	page, err := s.renderWithFAQ("/", s.cfg.Table.named(s.cfg.Table.routeOf("/"), all.name), false, faq, all.name)
	if err != nil {
		s.cfg.Log.ErrorContext(r.Context(), "render home page", "err", err)
		return h.lastOr(all.pages["/"])
	}
	h.faq, h.name, h.page = faq, all.name, page
	return page
}

// lastOr returns the last rendering of "/", or page if there is none yet.
func (h *homePage) lastOr(page []byte) []byte {
	if h.page != nil {
		return h.page
	}
	return page
}
