package httpapi

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/generation"
)

// The generation stream's timing: how often it rereads the generation, how
// often it sends a comment so proxies keep the connection, and when it gives
// up. Changes made in this process wake the stream at once (Watch); the poll
// is only for a job that another server process runs, so it can be slow.
const (
	eventsPoll      = 3 * time.Second
	eventsHeartbeat = 15 * time.Second
	eventsMaxLength = 10 * time.Minute
)

// maxEventStreams is how many generation streams one user may keep open in
// this process: the studio needs one, a few tabs a few more.
const maxEventStreams = 6

const msgTooManyStreams = "Too many generation streams are open. Close other studio tabs and try again."

type generationBody struct {
	Success    bool                  `json:"success"`
	Generation generation.Generation `json:"generation"`
}

// parsePrompt answers GET /api/generate-textures/parse?prompt=P with how the
// prompt is read: the studio shows the detected kind and the words.
func parsePrompt(d Deps) http.Handler {
	type response struct {
		Success bool                `json:"success"`
		Spec    generation.SpecView `json:"spec"`
	}
	return authed(d, func(w http.ResponseWriter, r *http.Request, _ account.User) {
		prompt := r.URL.Query().Get("prompt")
		if len([]rune(prompt)) > engine.MaxPromptLength {
			respondError(w, r, d.Logger, apperr.E(apperr.Invalid,
				fmt.Sprintf("The prompt is longer than %d characters.", engine.MaxPromptLength)))
			return
		}
		var kind spec.Kind
		if k := r.URL.Query().Get("kind"); k != "" && k != "auto" {
			parsed, err := spec.ParseKind(k)
			if err != nil {
				respondError(w, r, d.Logger, apperr.E(apperr.Invalid, "The kind must be block, item or flat."))
				return
			}
			kind = parsed
		}
		respond(w, http.StatusOK, response{Success: true, Spec: generation.Read(prompt, kind)})
	})
}

// startGeneration answers POST /api/generate-textures {prompt, kind?, size?,
// seed?}: 202 with the queued generation, after its credit is reserved.
func startGeneration(d Deps) http.Handler {
	type request struct {
		Prompt string  `json:"prompt"`
		Kind   string  `json:"kind"`
		Size   int     `json:"size"`
		Seed   *uint64 `json:"seed"`
	}
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		paid := false
		if in.Size != 0 && in.Size != engine.DefaultSize {
			plan, err := d.Billing.PlanBySlug(r.Context(), u.PlanSlug)
			if err != nil {
				respondError(w, r, d.Logger, err)
				return
			}
			paid = plan.PriceUSD > 0
		}
		g, err := d.Generations.Prepare(u.ID, paid, generation.StartRequest{
			Prompt: in.Prompt, Kind: in.Kind, Size: in.Size, Seed: in.Seed})
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if ok, wait := d.Limits.Generate.Allow(fmt.Sprint(u.ID)); !ok {
			w.Header().Set("Retry-After", fmt.Sprint(int(math.Ceil(wait.Seconds()))))
			respond(w, http.StatusTooManyRequests, errorBody{
				Message: "You are generating too fast. Please wait a minute and try again."})
			return
		}
		if g, err = d.Generations.Begin(r.Context(), g); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusAccepted, generationBody{Success: true, Generation: g})
	})
}

// getGeneration answers GET /api/generate-textures/{id}.
func getGeneration(d Deps) http.Handler {
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		g, err := d.Generations.Get(r.Context(), u.ID, r.PathValue("id"))
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, generationBody{Success: true, Generation: g})
	})
}

// generationEvents answers GET /api/generate-textures/{id}/events with a
// server-sent event stream: "progress" with the generation at once and at
// every change, then "done" or "failed", then the end of the stream.
func generationEvents(d Deps) http.Handler {
	var open streamCounts
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		ctx := r.Context()
		id := r.PathValue("id")
		changed, release := d.Generations.Watch(id) // before reading, so no change slips between
		defer func() { release() }()
		g, err := d.Generations.Get(ctx, u.ID, id)
		if err == nil && !open.add(u.ID) {
			err = apperr.E(apperr.RateLimited, msgTooManyStreams)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		defer open.done(u.ID)
		rc := http.NewResponseController(w)
		_ = rc.SetWriteDeadline(time.Now().Add(eventsMaxLength + time.Minute)) // past the server's WriteTimeout
		h := w.Header()
		h.Set("Content-Type", "text/event-stream")
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Accel-Buffering", "no") // nginx: do not buffer the stream
		w.WriteHeader(http.StatusOK)
		send := func(event string, g generation.Generation) bool {
			data, err := json.Marshal(generationBody{Success: true, Generation: g})
			if err == nil {
				_, err = fmt.Fprintf(w, "event: %s\ndata: %s\n\n", event, data)
			}
			return err == nil && rc.Flush() == nil
		}
		poll, beat := time.NewTicker(eventsPoll), time.NewTicker(eventsHeartbeat)
		defer poll.Stop()
		defer beat.Stop()
		deadline := time.After(eventsMaxLength)
		sent := generation.Generation{}
		for {
			if g.State != sent.State || g.Progress != sent.Progress {
				event := "progress"
				if g.State.Final() {
					event = string(g.State)
				}
				if !send(event, g) || g.State.Final() {
					return
				}
				sent = g
			}
			select {
			case <-ctx.Done():
				return
			case <-deadline:
				return
			case <-beat.C:
				if _, err := fmt.Fprint(w, ": keep-alive\n\n"); err != nil || rc.Flush() != nil {
					return
				}
				continue
			case <-changed:
			case <-poll.C:
			}
			release()
			changed, release = d.Generations.Watch(id) // before rereading, so no change slips between
			if g, err = d.Generations.Get(ctx, u.ID, id); err != nil {
				d.Logger.WarnContext(ctx, "generation events: reread", "id", id, "err", err)
				return
			}
		}
	})
}

// streamCounts counts each user's open event streams.
type streamCounts struct {
	mu     sync.Mutex
	byUser map[int64]int
}

// add counts one more stream of the user, unless maxEventStreams are open.
func (c *streamCounts) add(user int64) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byUser == nil {
		c.byUser = map[int64]int{}
	}
	if c.byUser[user] >= maxEventStreams {
		return false
	}
	c.byUser[user]++
	return true
}

// done counts a stream of the user as closed; a user without any leaves no entry.
func (c *streamCounts) done(user int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byUser[user]--; c.byUser[user] <= 0 {
		delete(c.byUser, user)
	}
}
