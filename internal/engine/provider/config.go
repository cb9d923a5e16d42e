package provider

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// FromEnv builds the providers that are configured, in a fixed order: openai
// (when TEXELFORGE_OPENAI_IMAGES_KEY or _URL is set), then sdwebui (when
// TEXELFORGE_SDWEBUI_URL is set). With nothing set it returns no providers and
// no error. An invalid value is an error naming its variable; all of them are
// reported at once. Each provider's String is safe to log.
//
//	TEXELFORGE_PROVIDER_TIMEOUT      per HTTP call, a Go duration, default 180s
//	TEXELFORGE_PROVIDER_CONCURRENCY  HTTP calls in flight per provider, default 2
//	TEXELFORGE_OPENAI_IMAGES_URL     default https://api.openai.com
//	TEXELFORGE_OPENAI_IMAGES_KEY     a secret
//	TEXELFORGE_OPENAI_IMAGES_MODEL   default gpt-image-1-mini
//	TEXELFORGE_OPENAI_IMAGES_QUALITY low (default), medium, high or auto
//	TEXELFORGE_SDWEBUI_URL           e.g. http://127.0.0.1:7860
//	TEXELFORGE_SDWEBUI_AUTH          user:pass, as given to --api-auth; a secret
//	TEXELFORGE_SDWEBUI_STEPS         1..150, default 20
//	TEXELFORGE_SDWEBUI_CFG_SCALE     1..30, default 7
//	TEXELFORGE_SDWEBUI_SAMPLER       default "Euler a"
//	TEXELFORGE_SDWEBUI_SIZE          image edge, a multiple of 8 in 256..2048, default 1024
//	TEXELFORGE_SDWEBUI_BATCH         images per call, 1..16, default 4
func FromEnv(getenv func(string) string) ([]Provider, error) {
	e := &env{getenv: getenv}
	opts := Options{
		Timeout:     e.duration("TEXELFORGE_PROVIDER_TIMEOUT", 180*time.Second),
		Concurrency: e.int("TEXELFORGE_PROVIDER_CONCURRENCY", 2, 1, 64),
	}
	var ps []Provider
	key := strings.TrimSpace(getenv("TEXELFORGE_OPENAI_IMAGES_KEY"))
	if key != "" || e.set("TEXELFORGE_OPENAI_IMAGES_URL") {
		ps = append(ps, NewOpenAI(OpenAIConfig{
			URL:     e.url("TEXELFORGE_OPENAI_IMAGES_URL", "https://api.openai.com"),
			Key:     key,
			Model:   or(getenv("TEXELFORGE_OPENAI_IMAGES_MODEL"), "gpt-image-1-mini"),
			Quality: e.oneOf("TEXELFORGE_OPENAI_IMAGES_QUALITY", "low", "medium", "high", "auto"),
			Options: opts,
		}))
	}
	if e.set("TEXELFORGE_SDWEBUI_URL") {
		user, pass := e.auth("TEXELFORGE_SDWEBUI_AUTH")
		size := e.int("TEXELFORGE_SDWEBUI_SIZE", 1024, 256, 2048)
		if size%8 != 0 {
			e.fail("TEXELFORGE_SDWEBUI_SIZE", "is not a multiple of 8")
		}
		ps = append(ps, NewSDWebUI(SDWebUIConfig{
			URL:      e.url("TEXELFORGE_SDWEBUI_URL", ""),
			Username: user,
			Password: pass,
			Steps:    e.int("TEXELFORGE_SDWEBUI_STEPS", 20, 1, 150),
			CFGScale: e.float("TEXELFORGE_SDWEBUI_CFG_SCALE", 7, 1, 30),
			Sampler:  or(getenv("TEXELFORGE_SDWEBUI_SAMPLER"), "Euler a"),
			Size:     size,
			Batch:    e.int("TEXELFORGE_SDWEBUI_BATCH", 4, 1, 16),
			Options:  opts,
		}))
	}
	if len(e.errs) > 0 {
		return nil, errors.Join(e.errs...)
	}
	return ps, nil
}

// env reads variables and collects every problem, naming the variable but
// never quoting a secret's value.
type env struct {
	getenv func(string) string
	errs   []error
}

func (e *env) set(name string) bool { return strings.TrimSpace(e.getenv(name)) != "" }

func (e *env) fail(name, problem string) {
	e.errs = append(e.errs, fmt.Errorf("%s: %s", name, problem))
}

func (e *env) duration(name string, def time.Duration) time.Duration {
	v := strings.TrimSpace(e.getenv(name))
	if v == "" {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		e.fail(name, fmt.Sprintf("%q is not a positive duration such as 180s or 2m", v))
		return def
	}
	return d
}

func (e *env) int(name string, def, lo, hi int) int {
	v := strings.TrimSpace(e.getenv(name))
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		e.fail(name, fmt.Sprintf("%q is not a whole number from %d to %d", v, lo, hi))
		return def
	}
	return n
}

func (e *env) float(name string, def, lo, hi float64) float64 {
	v := strings.TrimSpace(e.getenv(name))
	if v == "" {
		return def
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || f < lo || f > hi {
		e.fail(name, fmt.Sprintf("%q is not a number from %g to %g", v, lo, hi))
		return def
	}
	return f
}

// oneOf returns the variable's value if it is one of allowed; the first is the default.
func (e *env) oneOf(name string, allowed ...string) string {
	v := strings.ToLower(strings.TrimSpace(e.getenv(name)))
	if v == "" {
		return allowed[0]
	}
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	e.fail(name, fmt.Sprintf("%q is not one of %s", v, strings.Join(allowed, ", ")))
	return allowed[0]
}

// url accepts an absolute http(s) URL without credentials, query or fragment.
func (e *env) url(name, def string) string {
	v := or(e.getenv(name), def)
	u, err := url.Parse(v)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		e.fail(name, "is not an absolute http or https URL")
	case u.User != nil:
		e.fail(name, "must not hold credentials; use the provider's key or auth variable")
	case u.RawQuery != "" || u.Fragment != "":
		e.fail(name, "must not have a query or fragment")
	}
	return strings.TrimRight(v, "/")
}

// auth splits "user:pass"; empty means no authentication.
func (e *env) auth(name string) (user, pass string) {
	v := strings.TrimSpace(e.getenv(name))
	if v == "" {
		return "", ""
	}
	user, pass, ok := strings.Cut(v, ":")
	if !ok || user == "" || pass == "" {
		e.fail(name, "is not user:pass")
		return "", ""
	}
	return user, pass
}
