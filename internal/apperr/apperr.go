// Package apperr defines the few kinds of error the API shows to clients.
// The HTTP layer maps each kind to a status code in one table; any error that
// is not an *Error is Internal and its text never reaches a client.
package apperr

import (
	"errors"
	"time"
)

// Kind classifies an error for the client.
type Kind string

// The kinds of error, each with one HTTP status (see httpapi).
const (
	Invalid         Kind = "invalid"
	Unauthenticated Kind = "unauthenticated"
	Forbidden       Kind = "forbidden"
	NotFound        Kind = "not_found"
	Conflict        Kind = "conflict"
	Gone            Kind = "gone"          // it was there and has expired
	Unprocessable   Kind = "unprocessable" // well formed, but about something unknown here
	PaymentRequired Kind = "payment_required"
	TooLarge        Kind = "too_large"
	RateLimited     Kind = "rate_limited"
	Unavailable     Kind = "unavailable"
	Internal        Kind = "internal"
)

// Error is an error whose Message is safe to show to the client.
type Error struct {
	Kind    Kind
	Message string
	Err     error         // the underlying cause, for logs only
	Wait    time.Duration // RateLimited: how long before a retry can succeed; 0 if unknown
}

func (e *Error) Error() string {
	if e.Err != nil {
		return string(e.Kind) + ": " + e.Message + ": " + e.Err.Error()
	}
	return string(e.Kind) + ": " + e.Message
}

func (e *Error) Unwrap() error { return e.Err }

// E returns a client-safe error of the given kind.
func E(kind Kind, msg string) *Error { return &Error{Kind: kind, Message: msg} }

// Wrap returns a client-safe error of the given kind that keeps cause for the logs.
func Wrap(kind Kind, msg string, cause error) *Error {
	return &Error{Kind: kind, Message: msg, Err: cause}
}

// RetryLater returns a RateLimited error whose request can succeed again
// after wait.
func RetryLater(msg string, wait time.Duration) *Error {
	return &Error{Kind: RateLimited, Message: msg, Wait: wait}
}

// UnavailableMessage is what clients read when the database cannot be reached.
const UnavailableMessage = "The service is temporarily unavailable. Please try again shortly."

// KindOf reports the kind of err; an error that is not an *Error is Internal.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return Internal
}

// WaitOf returns how long err says to wait before a retry, or 0.
func WaitOf(err error) time.Duration {
	var e *Error
	if errors.As(err, &e) {
		return e.Wait
	}
	return 0
}

// MessageOf returns the client-safe message of err, or "" for internal errors.
func MessageOf(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return ""
}
