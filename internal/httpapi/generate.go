package httpapi

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
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

// Messages of the generation routes' 429 answers.
const (
	msgTooManyStreams    = "Too many generation streams are open. Close other studio tabs and try again."
	msgGeneratingTooFast = "You are generating too fast. Please wait a minute and try again."
)

type generationBody struct {
	Success    bool                  `json:"success"`
	Generation generation.Generation `json:"generation"`
}

// parsePrompt answers GET /api/generate-textures/parse?prompt=P with how the
// prompt is read: the studio shows the detected kind and the words.
func parsePrompt(log *slog.Logger) userHandler {
	type response struct {
		Success bool                `json:"success"`
		Spec    generation.SpecView `json:"spec"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		view, err := generation.ReadPrompt(r.URL.Query().Get("prompt"), r.URL.Query().Get("kind"))
		reply(w, r, log, err, http.StatusOK, response{Success: true, Spec: view})
	}
}

// startGeneration answers POST /api/generate-textures {prompt, kind?, size?,
// seed?}: 202 with the queued generation, after its credit is reserved. Only
// a valid request spends the user's rate.
func startGeneration(gens *generation.Service, limits Limits, log *slog.Logger) userHandler {
	type request struct {
		Prompt string  `json:"prompt"`
		Kind   string  `json:"kind"`
		Size   int     `json:"size"`
		Seed   *uint64 `json:"seed"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		var g generation.Generation
		if err == nil {
			g, err = gens.PrepareFor(r.Context(), u.ID, u.PlanSlug, generation.StartRequest{
				Prompt: in.Prompt, Kind: in.Kind, Size: in.Size, Seed: in.Seed})
		}
		if err == nil {
			if ok, wait := limits.Generate.Allow(r.Context(), strconv.FormatInt(u.ID, 10)); !ok {
				err = apperr.RetryLater(msgGeneratingTooFast, wait)
			}
		}
		if err == nil {
			g, err = gens.Begin(r.Context(), g)
		}
		reply(w, r, log, err, http.StatusAccepted, generationBody{Success: true, Generation: g})
	}
}

// getGeneration answers GET /api/generate-textures/{id}.
func getGeneration(gens *generation.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		g, err := gens.Get(r.Context(), u.ID, r.PathValue("id"))
		reply(w, r, log, err, http.StatusOK, generationBody{Success: true, Generation: g})
	}
}

// generationEvents answers GET /api/generate-textures/{id}/events with a
// server-sent event stream: "progress" with the generation at once and at
// every change, then "done" or "failed", then the end of the stream.
func generationEvents(gens *generation.Service, log *slog.Logger) userHandler {
	var open streamCounts
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		ctx := r.Context()
		id := r.PathValue("id")
		changed, release := gens.Watch(id) // before reading, so no change slips between
		defer func() { release() }()
		g, err := gens.Get(ctx, u.ID, id)
		if err == nil && !open.add(u.ID) {
			err = apperr.E(apperr.RateLimited, msgTooManyStreams)
		}
		if err != nil {
			respondError(w, r, log, err)
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
			changed, release = gens.Watch(id) // before rereading, so no change slips between
			if g, err = gens.Get(ctx, u.ID, id); err != nil {
				log.WarnContext(ctx, "generation events: reread", "id", id, "err", err)
				return
			}
		}
	}
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
