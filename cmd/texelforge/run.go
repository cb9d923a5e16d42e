package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/analytics"
	"github.com/texelforge/texelforge/internal/audit"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/blob"
	"github.com/texelforge/texelforge/internal/blog"
	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/imagemodel"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/newsletter"
	"github.com/texelforge/texelforge/internal/pages"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/reqid"
	"github.com/texelforge/texelforge/internal/seed"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/textures"
	"github.com/texelforge/texelforge/web"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "dev"

const usage = `Usage: texelforge [command]

Commands:
  serve                 run the server (the default)
  migrate               apply database migrations and exit
  seed                  add the demo data that is missing (settings, plans, demo users)
  admin create --email E --username U [--password-stdin]
                        create an admin account; the password is read from
                        standard input, or generated and printed once
  admin grant EMAIL     make an account an admin
  admin revoke EMAIL    take admin rights away
  admin list            list the admins
  credits grant EMAIL N add N (1-100000) purchased credits to an account
  newsletter send --subject S [--file F]
                        mail the text of F (standard input without it) to
                        every confirmed subscriber, each with an unsubscribe link
  generate --prompt P --out DIR [--kind block|item|flat] [--size 16|32|64]
           [--count 1-64] [--seed N] [--engine builtin|NAME]
                        draw textures into DIR: 01.png..NN.png, sheet.png
                        (every variation at 8x, with 3x3 tilings for blocks)
                        and manifest.json (the spec and each texture's metrics)
  backup --out FILE [--force]
                        write the SQLite database (copied while the server
                        runs), DATA_DIR/blobs and the settings key to FILE
  restore --in FILE [--force]
                        put a backup back into an empty database and
                        DATA_DIR (--force replaces them); stop the server first
  version               print the version

Settings come from TEXELFORGE_* environment variables (see README.md).`

// run is the whole program; main only calls it, so tests can too.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout io.Writer) error {
	started := time.Now()
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "version", "--version", "help", "-h", "--help", "serve", "migrate", "seed":
		if len(args) > 0 {
			return usageError{fmt.Errorf("%s takes no arguments, not %q", cmd, args[0])}
		}
	case "generate":
		return generateCommand(ctx, args, getenv, stdout)
	case "backup":
		return backupCommand(ctx, args, getenv, stdout)
	case "restore":
		return restoreCommand(ctx, args, getenv, stdout)
	case "admin", "credits", "newsletter":
	default:
		return usageError{fmt.Errorf("unknown command %q\n\n%s", cmd, usage)}
	}
	switch cmd {
	case "version", "--version":
		fmt.Fprintln(stdout, "texelforge", version)
		return nil
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	cfg, err := config.Load(getenv)
	if err != nil {
		return usageError{fmt.Errorf("configuration:\n%w", err)}
	}
	logger := newLogger(cfg, stdout)
	a, err := openApp(ctx, cfg, logger)
	if err != nil {
		return err
	}
	defer a.db.Close()
	switch cmd {
	case "serve":
		return serve(ctx, a, started)
	case "migrate":
		return nil // openApp migrated
	case "seed":
		return seed.Run(ctx, seed.Services{Accounts: a.accounts, Billing: a.billing, Content: a.content,
			Textures: a.textures, Showcase: a.showcase, Blog: a.blog}, stdout)
	case "credits":
		return creditsCommand(ctx, a, args, stdout)
	case "newsletter":
		return newsletterCommand(ctx, a, args, stdin, stdout)
	default:
		return adminCommand(ctx, a, args, stdin, stdout)
	}
}

func newLogger(cfg config.Config, w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: cfg.LogLevel}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if cfg.LogFormat == "json" {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(reqid.NewHandler(h)) // a request's lines carry its id
}

// app is the wired program: configuration, database and services.
type app struct {
	cfg        config.Config
	log        *slog.Logger
	db         *store.DB
	accounts   *account.Service
	billing    *billing.Service
	credits    *credits.Service
	textures   *textures.Service
	showcase   *showcase.Service
	content    *content.Service
	analytics  *analytics.Service
	mail       *mail.Service
	newsletter *newsletter.Service
	payments   *payments.Service
	audit      *audit.Service
	avatars    *account.AvatarService
	blobs      blob.Store
	pages      *pages.Table
	models     *imagemodel.Service // the image models' run-time settings
	blog       *blog.Service
}

// openApp opens and migrates the database and builds the services.
func openApp(ctx context.Context, cfg config.Config, log *slog.Logger) (*app, error) {
	routes, err := pages.Load(web.RoutesJSON, web.FAQJSON)
	if err != nil {
		return nil, err
	}
	db, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	var applied, jobsApplied int
	err = db.Exclusive(ctx, func() (err error) { // instances starting together take turns
		if applied, err = db.Migrate(ctx); err != nil {
			return err
		}
		jobsApplied, err = jobs.Migrate(ctx, jobsPool(db))
		return err
	})
	if err != nil {
		db.Close()
		return nil, err
	}
	if applied+jobsApplied > 0 {
		log.Info("migrated database", "engine", db.Engine, "migrations", applied, "job_queue_migrations", jobsApplied)
	}
	now := db.Now
	mailer := &mail.Service{Store: db, Now: now, Logger: log}
	if cfg.SMTPHost != "" {
		sender, err := mail.NewSMTPSender(mail.SMTPConfig{Host: cfg.SMTPHost, Port: cfg.SMTPPort, Username: cfg.SMTPUsername,
			Password: cfg.SMTPPassword, From: cfg.SMTPFrom, TLS: mail.TLSMode(cfg.SMTPTLS)})
		if err != nil {
			db.Close()
			return nil, err
		}
		mailer.Sender = sender // serve sets mailer.Queue once the job queue exists
	}
	blobs, err := blob.Open(ctx, cfg.BlobURL, filepath.Join(cfg.DataDir, "blobs"))
	if err != nil {
		db.Close()
		return nil, err
	}
	listings := showcase.NewListCache(showcase.ListCacheTTL, showcase.ListCacheEntries)
	shared := &showcase.Service{Store: db, Now: now, Cache: listings}
	plans := &billing.Service{Store: db, Now: now, PlansTTL: billing.PlansCacheTTL}
	ledger := &credits.Service{Store: db, Now: now}
	models := newImageModels(cfg, db)
	siteContent := &content.Service{Store: db, Now: now, Blobs: blobs, Engines: studioEngines(cfg), Usable: models.Usable}
	list := &newsletter.Service{Store: db, Mailer: mailer, BaseURL: cfg.BaseURL, Now: now, SiteName: siteContent.SiteName}
	sales := &payments.Service{Store: db, Admin: db, Tx: db, Ledger: ledger, Billing: plans, Now: now,
		PackagesHidden: func(ctx context.Context) (bool, error) {
			s, err := siteContent.PublicSettings(ctx)
			return s.HideCreditPackagesSection, err
		}}
	sales.Provider = &payments.TestProvider{Service: sales}
	if cfg.StripeEnabled() {
		sales.Provider = &payments.StripeProvider{Client: payments.NewStripeClient(cfg.StripeSecretKey, cfg.StripeAPIURL),
			BaseURL: cfg.BaseURL}
	}
	return &app{
		cfg: cfg, log: log, db: db, pages: routes, mail: mailer, blobs: blobs, newsletter: list, models: models,
		avatars: &account.AvatarService{Store: db, Blobs: blobs},
		accounts: &account.Service{Store: db, Now: now, Mailer: mailer, BaseURL: cfg.BaseURL, Newsletter: list,
			Files: blobs, Deleting: sales.AccountDeleting, Deleted: shared.AccountDeleted,
			RegistrationOpen: siteContent.RegistrationOpen, SiteName: siteContent.SiteName, Logger: log},
		billing:   plans,
		credits:   ledger,
		payments:  sales,
		audit:     &audit.Service{Store: db, Now: now},
		textures:  &textures.Service{Store: db, Now: now, MaxSaved: cfg.MaxTextures},
		showcase:  shared,
		blog:      blog.NewService(blog.Service{Store: db, Now: now, Blobs: blobs, Embed: blog.ShowcaseEmbed(shared)}),
		content:   siteContent,
		analytics: &analytics.Service{Store: db, Now: now, Route: func(p string) (string, bool) { r, ok := routes.Match(p); return r.Path, ok }},
	}, nil
}

func jobsPool(db *store.DB) jobs.Pool {
	return jobs.Pool{DB: db.JobsSQL, Postgres: db.Engine == store.Postgres}
}

func adminCommand(ctx context.Context, a *app, args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) > 0 && args[0] == "create" {
		return adminCreate(ctx, a, args[1:], stdin, stdout)
	}
	if len(args) == 1 && args[0] == "list" {
		admins, err := a.db.ListAdmins(ctx)
		if err != nil {
			return err
		}
		for _, u := range admins {
			fmt.Fprintf(stdout, "%s\t%s\n", u.Username, u.Email)
		}
		return nil
	}
	if len(args) != 2 || (args[0] != "grant" && args[0] != "revoke") || !strings.Contains(args[1], "@") {
		return usageError{errors.New("usage: texelforge admin create --email E --username U [--password-stdin] | admin grant EMAIL | admin revoke EMAIL | admin list")}
	}
	u, err := a.accounts.SetAdmin(ctx, args[1], args[0] == "grant")
	if err != nil {
		return fmt.Errorf("admin %s %s: %w", args[0], args[1], err)
	}
	fmt.Fprintf(stdout, "%s (%s) is admin: %t\n", u.Username, u.Email, u.IsAdmin)
	return nil
}

// adminCreate makes a new admin account under the password policy.
func adminCreate(ctx context.Context, a *app, args []string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("admin create", flag.ContinueOnError)
	email := fs.String("email", "", "the admin's email")
	username := fs.String("username", "", "the admin's username")
	fromStdin := fs.Bool("password-stdin", false, "read the password from the first line of standard input")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *email == "" || *username == "" {
		return usageError{errors.New("admin create needs --email and --username")}
	}
	password, generated := seed.NewPassword(), true
	if *fromStdin {
		line, err := bufio.NewReader(stdin).ReadString('\n')
		if err != nil && err != io.EOF {
			return fmt.Errorf("read password: %w", err)
		}
		password, generated = strings.TrimRight(line, "\r\n"), false
	}
	u, err := a.accounts.CreateAdmin(ctx, *username, *email, password)
	if err != nil {
		return fmt.Errorf("admin create: %w", err)
	}
	fmt.Fprintf(stdout, "created admin %s (%s)\n", u.Username, u.Email)
	if generated {
		fmt.Fprintf(stdout, "password (shown this once): %s\n", password)
	}
	return nil
}
