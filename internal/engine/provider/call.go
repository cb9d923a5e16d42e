package provider

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

const (
	maxBody       = 64 << 20 // a batch of ten 1024² PNGs in base64 stays well under this
	maxRetries    = 2
	maxRetryAfter = 20 * time.Second // a longer wait would outlast most jobs' patience: fail instead
)

// unavailableMessage is what clients read when an image model cannot serve.
const unavailableMessage = "The image model is unavailable right now. Please try again shortly."

// errCallTimeout marks a call's own deadline, telling it apart from the caller's.
var errCallTimeout = errors.New("call timeout")

// timeoutError is a call that outlived its own deadline (not the caller's).
type timeoutError struct {
	name  string
	after time.Duration
}

func (e *timeoutError) Error() string {
	return fmt.Sprintf("%s: timed out after %s", e.name, seconds(e.after))
}

func (e *timeoutError) Unwrap() error { return context.DeadlineExceeded }

// caller sends one provider's HTTP calls: it bounds the calls in flight, gives
// each attempt a timeout, retries 429, 5xx and timeouts, and reads bodies
// with a size limit.
type caller struct {
	name    string
	base    string // for "unreachable" messages
	opts    Options
	sem     chan struct{}
	secrets []string // scrubbed from any text a server echoes back
	// authorize adds credentials to a request.
	authorize func(*http.Request)
	// errorText extracts the message and machine-readable code of a non-2xx
	// body; an empty message means the body has none.
	errorText func(body []byte) (message, code string)
}

// statusError is a non-2xx answer.
type statusError struct {
	name       string
	status     int
	message    string
	code       string
	retryAfter time.Duration // -1 when the server did not say
}

func (e *statusError) Error() string {
	s := fmt.Sprintf("%s: HTTP %d", e.name, e.status)
	if e.message != "" {
		s += ": " + e.message
	}
	return s
}

func (e *statusError) transient() bool {
	return e.status == http.StatusTooManyRequests || e.status >= 500
}

// post sends body as JSON to endpoint and decodes a 2xx answer into out. It retries
// transient failures at most maxRetries times and wraps those that persist in
// apperr.Unavailable.
func (c *caller) post(ctx context.Context, endpoint string, body, out any) error {
	payload, err := json.Marshal(body)
	if err != nil {
		return fmt.Errorf("%s: encode request: %w", c.name, err)
	}
	for attempt := 0; ; attempt++ {
		raw, err := c.once(ctx, endpoint, payload)
		if err == nil {
			if err := json.Unmarshal(raw, out); err != nil {
				return fmt.Errorf("%s: malformed response: %w", c.name, err)
			}
			return nil
		}
		wait, retry := c.retryDelay(err, attempt)
		if !retry || ctx.Err() != nil {
			return c.classify(err, attempt)
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("%s: %w", c.name, ctx.Err())
		case <-t.C:
		}
	}
}

// once makes one attempt and returns a 2xx body.
func (c *caller) once(ctx context.Context, endpoint string, payload []byte) ([]byte, error) {
	select {
	case c.sem <- struct{}{}:
		defer func() { <-c.sem }()
	case <-ctx.Done():
		return nil, fmt.Errorf("%s: %w", c.name, ctx.Err())
	}
	ctx, cancel := context.WithTimeoutCause(ctx, c.opts.Timeout, errCallTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, bytes.NewReader(payload))
	if err != nil {
		return nil, fmt.Errorf("%s: build request: %w", c.name, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	c.authorize(req)
	resp, err := c.opts.Client.Do(req)
	if err != nil {
		return nil, c.transportError(ctx, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, maxBody+1))
	if err != nil {
		return nil, c.transportError(ctx, err)
	}
	if len(raw) > maxBody {
		return nil, fmt.Errorf("%s: response larger than %d MiB", c.name, maxBody>>20)
	}
	if resp.StatusCode/100 != 2 {
		msg, code := c.errorMessage(raw)
		return nil, &statusError{name: c.name, status: resp.StatusCode,
			message: c.scrub(msg), code: code, retryAfter: retryAfter(resp.Header)}
	}
	return raw, nil
}

// transportError names what went wrong below HTTP: our timeout, the caller's
// cancellation, an unreachable server or a broken connection.
func (c *caller) transportError(ctx context.Context, err error) error {
	if errors.Is(context.Cause(ctx), errCallTimeout) {
		return &timeoutError{name: c.name, after: c.opts.Timeout}
	}
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fmt.Errorf("%s: %w", c.name, ctxErr)
	}
	var op *net.OpError
	var dns *net.DNSError
	if errors.As(err, &dns) || (errors.As(err, &op) && op.Op == "dial") {
		return apperr.Wrap(apperr.Unavailable, unavailableMessage,
			fmt.Errorf("%s is unreachable at %s: %s", c.name, c.base, c.scrub(innermost(err))))
	}
	return apperr.Wrap(apperr.Unavailable, unavailableMessage,
		fmt.Errorf("%s: connection failed: %s", c.name, c.scrub(innermost(err))))
}

// retryDelay says whether err is worth another attempt and after how long.
func (c *caller) retryDelay(err error, attempt int) (time.Duration, bool) {
	if attempt >= maxRetries {
		return 0, false
	}
	var se *statusError
	var te *timeoutError
	switch {
	case errors.As(err, &se):
		if !se.transient() || se.retryAfter > maxRetryAfter {
			return 0, false
		}
		if se.retryAfter >= 0 {
			return se.retryAfter, true
		}
	case !errors.As(err, &te):
		return 0, false
	}
	d := c.opts.Backoff << attempt
	return d/2 + rand.N(d), true // full spread around d keeps parallel calls from retrying in step
}

// classify marks a final transient failure Unavailable, noting the retries.
func (c *caller) classify(err error, attempt int) error {
	var se *statusError
	var te *timeoutError
	transient := errors.As(err, &se) && se.transient() || errors.As(err, &te)
	if attempt > 0 {
		err = fmt.Errorf("%w (gave up after %d attempts)", err, attempt+1)
	}
	if transient && apperr.KindOf(err) == apperr.Internal {
		return apperr.Wrap(apperr.Unavailable, unavailableMessage, err)
	}
	return err
}

// errorMessage reads a provider's error body, falling back to its start.
func (c *caller) errorMessage(raw []byte) (message, code string) {
	if msg, code := c.errorText(raw); msg != "" {
		return msg, code
	}
	return clip(strings.Join(strings.Fields(string(raw)), " "), 200), ""
}

// clip cuts s to at most n bytes, on a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// scrub removes secrets a server might echo back (some quote the key they rejected).
func (c *caller) scrub(s string) string {
	for _, secret := range c.secrets {
		if secret != "" {
			s = strings.ReplaceAll(s, secret, "REDACTED")
		}
	}
	return s
}

// retryAfter reads Retry-After (seconds or a date) or OpenAI's retry-after-ms; -1 if absent.
func retryAfter(h http.Header) time.Duration {
	if ms, err := strconv.ParseFloat(h.Get("Retry-After-Ms"), 64); err == nil && ms >= 0 {
		return time.Duration(ms * float64(time.Millisecond))
	}
	v := h.Get("Retry-After")
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(time.Until(t), 0)
	}
	return -1
}

// innermost drops the `Post "URL":` prefix of a transport error.
func innermost(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err.Error()
	}
	return err.Error()
}

// seconds prints whole seconds as "180s" rather than "3m0s".
func seconds(d time.Duration) string {
	if d%time.Second == 0 {
		return strconv.FormatInt(int64(d/time.Second), 10) + "s"
	}
	return d.String()
}
