package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/newsletter"
)

const newsletterUsage = "usage: texelforge newsletter send --subject S [--file F]"

// maxNewsletterBytes bounds an issue's text.
const maxNewsletterBytes = 256 << 10

// newsletterCommand runs "newsletter send": one mail per confirmed
// subscriber (the outbox, or SMTP jobs that the next serve delivers).
func newsletterCommand(ctx context.Context, a *app, args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) == 0 || args[0] != "send" {
		return usageError{errors.New(newsletterUsage)}
	}
	fs := flag.NewFlagSet("newsletter send", flag.ContinueOnError)
	subject := fs.String("subject", "", "the issue's subject")
	file := fs.String("file", "", "the file holding the issue's text (default: standard input)")
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	in := stdin
	if *file != "" {
		f, err := os.Open(*file)
		if err != nil {
			return fmt.Errorf("newsletter send: %w", err)
		}
		defer f.Close()
		in = f
	}
	text, err := io.ReadAll(io.LimitReader(in, maxNewsletterBytes+1))
	if err != nil {
		return fmt.Errorf("newsletter send: %w", err)
	}
	if len(text) > maxNewsletterBytes {
		return usageError{fmt.Errorf("newsletter send: the text is over %d KB", maxNewsletterBytes>>10)}
	}
	if a.mail.Sender != nil { // SMTP: each mail becomes a delivery job that the server works
		q, err := jobs.New(jobsPool(a.db), jobs.Services{Mail: a.mail}, jobs.Options{Logger: a.log})
		if err != nil {
			return err
		}
		a.mail.Queue = q
	}
	n, err := a.newsletter.Send(ctx, newsletter.Issue{Subject: *subject, Text: string(text)})
	if err != nil {
		return fmt.Errorf("newsletter send (after %d sent): %w", n, err)
	}
	fmt.Fprintf(stdout, "newsletter sent to %d subscribers\n", n)
	return nil
}
