// Package seed fills a new database with what the demo needs: site settings,
// the default plans and credit packages, an admin and a demo user, a
// community showcase of 60 textures and the blog's first three posts.
// Running it again changes nothing.
package seed

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/blog"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/textures"
)

// Services are what seeding writes through.
type Services struct {
	Accounts *account.Service
	Billing  *billing.Service
	Content  *content.Service
	Textures *textures.Service // with Showcase: the demo showcase (optional)
	Showcase *showcase.Service
	Blog     *blog.Service // the first posts (optional)
}

// DemoUser is one account the seed creates.
type DemoUser struct {
	Username, Email string
	Admin           bool
}

// DemoUsers are the accounts of a fresh install.
var DemoUsers = []DemoUser{
	{Username: "admin", Email: "admin@texelforge.local", Admin: true},
	{Username: "demo", Email: "demo@texelforge.local"},
}

// Run stores whatever of the demo data is missing. It prints the password of
// each user it creates to out, once: passwords are random and only their hash
// is kept.
func Run(ctx context.Context, s Services, out io.Writer) error {
	if _, err := s.Content.EnsureDefaults(ctx); err != nil {
		return fmt.Errorf("seed settings: %w", err)
	}
	if _, err := s.Billing.EnsureDefaults(ctx); err != nil {
		return fmt.Errorf("seed plans: %w", err)
	}
	var created []string
	var voters []account.User
	var admin account.User
	for _, d := range DemoUsers {
		password := NewPassword()
		u, isNew, err := s.Accounts.EnsureUser(ctx, d.Username, d.Email, password, d.Admin)
		if err != nil {
			return fmt.Errorf("seed user %s: %w", d.Username, err)
		}
		if isNew {
			created = append(created, fmt.Sprintf("  %-6s %-24s %s", d.Username, d.Email, password))
		}
		if d.Admin {
			admin = u
		} else {
			voters = append(voters, u)
		}
	}
	if len(created) > 0 {
		fmt.Fprintf(out, "Demo accounts created. Their passwords are shown this once:\n%s\n", strings.Join(created, "\n"))
	}
	// The community's accounts only hold the demo showcase: nobody needs
	// their random passwords.
	var community []account.User
	for _, d := range CommunityUsers {
		u, _, err := s.Accounts.EnsureUser(ctx, d.Username, d.Email, NewPassword(), false)
		if err != nil {
			return fmt.Errorf("seed user %s: %w", d.Username, err)
		}
		community = append(community, u)
	}
	if err := seedShowcase(ctx, s, community, append(community, voters...)); err != nil {
		return fmt.Errorf("seed showcase: %w", err)
	}
	if err := seedBlog(ctx, s, admin); err != nil {
		return fmt.Errorf("seed blog: %w", err)
	}
	return nil
}

// NewPassword returns a random password that meets the password policy
// (upper and lower case, a digit and a special character).
func NewPassword() string {
	return rand.Text()[:8] + "-" + strings.ToLower(rand.Text()[:8]) + "-7"
}
