package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/texelforge/texelforge/internal/credits"
)

const creditsUsage = "usage: texelforge credits grant EMAIL N (N from 1 to 100000)"

// creditsCommand runs "credits grant EMAIL N": N purchased credits for the
// account, recorded as a grant in its ledger.
func creditsCommand(ctx context.Context, a *app, args []string, stdout io.Writer) error {
	if len(args) != 3 || args[0] != "grant" || !strings.Contains(args[1], "@") {
		return usageError{errors.New(creditsUsage)}
	}
	n, err := strconv.ParseInt(args[2], 10, 64)
	if err != nil || n < 1 || n > credits.MaxGrant {
		return usageError{fmt.Errorf("credits grant: N must be a whole number from 1 to %d, not %q", credits.MaxGrant, args[2])}
	}
	u, err := a.db.UserByEmail(ctx, args[1])
	if err != nil {
		return fmt.Errorf("credits grant %s: %w", args[1], err)
	}
	b, err := a.credits.Grant(ctx, u.ID, n, "Granted by an administrator")
	if err != nil {
		return fmt.Errorf("credits grant %s: %w", args[1], err)
	}
	fmt.Fprintf(stdout, "granted %d credits to %s (%s): %d available\n", n, u.Username, u.Email, b.Available())
	return nil
}
