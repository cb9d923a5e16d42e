// Package provider asks external image models for large pictures of a texture.
// Two implementations speak real APIs: an OpenAI-compatible images API and the
// Stable Diffusion WebUI API (AUTOMATIC1111 or Forge). Both wrap the user's
// words in a prompt template per kind, bound their calls in flight, give every
// call a timeout and retry transient failures. They return the images as the
// model drew them; the caller pixelizes them (and, for an SD WebUI item,
// removes the plain magenta background).
package provider

import (
	"context"
	"errors"
	"fmt"
	"image"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// MaxCount is the most images one Request may ask for.
const MaxCount = 64

// Request is one generation: Count pictures of the same prompt.
type Request struct {
	Prompt string    // the user's words, never empty; the template is added by the provider
	Kind   spec.Kind // block, item or flat
	Size   int       // the pixel-art edge the caller will pixelize to, used in the prompt text; 0 means 16
	Count  int       // 1..MaxCount
	// Seed makes runs repeatable where the model allows it (SD WebUI: image i
	// gets Seed+i). 0 lets the server pick random seeds; negative is invalid.
	// OpenAI has no seed and ignores it.
	Seed int64
}

// Provider is an image model.
type Provider interface {
	// Name is a short stable identifier: "openai" or "sdwebui".
	Name() string
	// Generate returns r.Count large images of any size, in a stable order.
	// When it returns fewer (some calls failed, or a server sent fewer
	// images than asked), the error is non-nil and the images it did get
	// are still returned and usable: len(images) < r.Count exactly when
	// err != nil. Errors whose cause is transient (unreachable server,
	// timeout, HTTP 429 or 5xx after retries) have kind apperr.Unavailable;
	// a prompt the model refuses has kind apperr.Invalid; anything else
	// (bad key, malformed answer) is internal. Error texts name the
	// provider and never contain secrets.
	Generate(ctx context.Context, r Request) ([]image.Image, error)
}

// Options are the settings every provider shares. The zero value means the defaults.
type Options struct {
	Timeout     time.Duration // per HTTP call (each retry gets a fresh one), default 180s
	Concurrency int           // HTTP calls in flight per provider, default 2
	Client      *http.Client  // default: a client whose deadlines come only from the context
	Backoff     time.Duration // first retry delay, doubled per retry with jitter, default 1s
}

func (o Options) withDefaults() Options {
	if o.Timeout <= 0 {
		o.Timeout = 180 * time.Second
	}
	if o.Concurrency <= 0 {
		o.Concurrency = 2
	}
	if o.Client == nil {
		o.Client = &http.Client{}
	}
	if o.Backoff <= 0 {
		o.Backoff = time.Second
	}
	return o
}

// normalize checks r and fills in its defaults.
func (r Request) normalize() (Request, error) {
	r.Prompt = strings.Join(strings.Fields(r.Prompt), " ")
	if r.Size == 0 {
		r.Size = 16
	}
	switch {
	case r.Prompt == "":
		return r, errors.New("provider: empty prompt")
	case r.Kind != spec.Block && r.Kind != spec.Item && r.Kind != spec.Flat:
		return r, fmt.Errorf("provider: unknown kind %q", r.Kind)
	case r.Size < 1 || r.Size > 256:
		return r, fmt.Errorf("provider: size %d is not between 1 and 256", r.Size)
	case r.Count < 1 || r.Count > MaxCount:
		return r, fmt.Errorf("provider: count %d is not between 1 and %d", r.Count, MaxCount)
	case r.Seed < 0:
		return r, fmt.Errorf("provider: negative seed %d", r.Seed)
	}
	return r, nil
}

// batches splits count into calls of at most max images each.
func batches(count, max int) []int {
	var out []int
	for count > 0 {
		n := min(count, max)
		out = append(out, n)
		count -= n
	}
	return out
}

// gather runs call once per batch, all at once (the caller's semaphore
// bounds what reaches the network), and joins the images in batch order.
// call gets the index of its first image and its batch size; it may return
// images and an error together for a short answer.
func gather(ctx context.Context, sizes []int, call func(ctx context.Context, first, n int) ([]image.Image, error)) ([]image.Image, error) {
	imgs := make([][]image.Image, len(sizes))
	errs := make([]error, len(sizes))
	var wg sync.WaitGroup
	first := 0
	for i, n := range sizes {
		start := first
		wg.Go(func() { imgs[i], errs[i] = call(ctx, start, n) })
		first += n
	}
	wg.Wait()
	var out []image.Image
	for _, b := range imgs {
		out = append(out, b...)
	}
	return out, firstOf(errs)
}

// firstOf returns the first non-nil error, noting how many others there were.
func firstOf(errs []error) error {
	var first error
	more := 0
	for _, err := range errs {
		switch {
		case err == nil:
		case first == nil:
			first = err
		default:
			more++
		}
	}
	if more > 0 {
		return fmt.Errorf("%w (and %d more errors)", first, more)
	}
	return first
}
