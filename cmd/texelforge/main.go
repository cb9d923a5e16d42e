// Command texelforge runs the Texelforge server and its maintenance commands.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/texelforge/texelforge/internal/apperr"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Getenv, os.Stdin, os.Stdout)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "texelforge:", err)
	}
	os.Exit(exitCode(err))
}

// usageError is bad usage: a wrong command line or setting, which running
// the command again unchanged cannot fix.
type usageError struct{ error }

// exitCode is every command's exit status: 0 when it worked, 2 for bad usage
// (a usageError, or input that the service refused as invalid), 1 for any
// other failure.
func exitCode(err error) int {
	switch {
	case err == nil:
		return 0
	case errors.As(err, new(usageError)) || apperr.KindOf(err) == apperr.Invalid:
		return 2
	default:
		return 1
	}
}

// parseFlags parses a command's flags, which take no other arguments. A
// mistake, and -h, is a usageError of one line.
func parseFlags(fs *flag.FlagSet, args []string) error {
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		return usageError{fmt.Errorf("%s: %w", fs.Name(), err)}
	}
	if fs.NArg() > 0 {
		return usageError{fmt.Errorf("%s: unexpected argument %q", fs.Name(), fs.Arg(0))}
	}
	return nil
}
