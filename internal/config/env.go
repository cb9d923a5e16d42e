package config

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// envReader reads settings and collects those that do not parse; each keeps its
// default then, and Validate checks the ranges of the rest. Its errors quote
// the value, so a secret is read with str only.
type envReader struct {
	getenv func(string) string
	errs   []error
}

// str returns the variable without surrounding spaces, or def when it is blank.
func (e *envReader) str(name, def string) string {
	return cmp.Or(strings.TrimSpace(e.getenv(name)), def)
}

func (e *envReader) int(name string, def int) int {
	return parse(e, name, def, strconv.Atoi, "a whole number")
}

func (e *envReader) float(name string, def float64) float64 {
	return parse(e, name, def, func(s string) (float64, error) { return strconv.ParseFloat(s, 64) }, "a number")
}

func (e *envReader) duration(name string, def time.Duration) time.Duration {
	return parse(e, name, def, time.ParseDuration, "a duration such as 15s or 2m")
}

func parse[T any](e *envReader, name string, def T, parse func(string) (T, error), what string) T {
	v := e.str(name, "")
	if v == "" {
		return def
	}
	x, err := parse(v)
	if err != nil {
		e.errs = append(e.errs, fmt.Errorf("%s: %q is not %s", name, v, what))
		return def
	}
	return x
}

// outOfRange reports the value n of the setting name unless it is in lo..hi.
func outOfRange(name string, n, lo, hi int) error {
	if n < lo || n > hi {
		return fmt.Errorf("%s: %d is not a whole number from %d to %d", name, n, lo, hi)
	}
	return nil
}
