package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/riverqueue/river/rivertype"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/stats"
	"github.com/texelforge/texelforge/web"
)

// serve runs the HTTP server and the job workers until ctx ends, then drains
// requests in flight and running jobs before returning.
func serve(ctx context.Context, a *app, started time.Time) error {
	a.log.Info("starting texelforge", "version", version, "config", a.cfg)
	if err := promoteConfiguredAdmin(ctx, a); err != nil {
		return err
	}
	files, built := web.Dist()
	if !built {
		a.log.Warn("the web app is not built; serving a placeholder page (run make build)")
	}
	google := googleLogin(ctx, a.cfg, a.log) // google.go
	generations := &generation.Service{Store: a.db, Tx: a.db, Credits: a.credits, Generator: newStudioGenerator(a.models),
		Engine: a.cfg.StudioEngine, EngineSetting: a.content.StudioEngine, Plans: a.billing, Logger: a.log, Now: time.Now}
	m := newMetrics(a)                // nil without TEXELFORGE_METRICS_ADDR
	shareChanges(ctx, a, generations) // PostgreSQL: caches emptied, studios woken across instances (cluster.go)
	var jobMiddleware []rivertype.Middleware
	if m != nil {
		generations.Timed = m.Generation
		jobMiddleware = append(jobMiddleware, m.JobMiddleware())
	}
	shared, err := sharedLimits(a)
	if err != nil {
		return err
	}
	if shared != nil {
		defer shared.Close()
	}
	handler, err := httpapi.New(httpapi.Deps{
		Logger: a.log, DB: a.db, Accounts: a.accounts, Billing: a.billing, Credits: a.credits, Content: a.content, Analytics: a.analytics,
		Mail: a.mail, Newsletter: a.newsletter, Avatars: a.avatars, Blobs: a.blobs, Pages: a.pages, App: files, BaseURL: a.cfg.BaseURL, MaxBodyBytes: a.cfg.MaxBodyBytes,
		SecureCookies: a.cfg.SecureCookies(), Limits: httpapi.LimitsFrom(a.cfg.Limits, shared), TrustedProxies: a.cfg.TrustedProxies, Textures: a.textures, Showcase: a.showcase,
		Generations: generations, GoogleEnabled: google != nil, Google: google, ImageModels: a.models,
		Payments: a.payments, StripeWebhookSecret: a.cfg.StripeWebhookSecret, Audit: a.audit,
		Stats:   &stats.Service{Store: a.db, Now: time.Now},
		Blog:    a.blog,
		Metrics: m,
	})
	if err != nil {
		return err
	}
	queue, err := jobs.New(jobsPool(a.db), jobs.Services{Accounts: a.accounts, Credits: a.credits, Mail: a.mail, Generations: generations,
		Payments: a.payments},
		jobs.Options{Work: true, Logger: a.log, GenerateWorkers: a.cfg.GenerateWorkers,
			GenerateTimeout: generateTimeout(a.content.Engines), Middleware: jobMiddleware})
	if err != nil {
		return err
	}
	a.mail.Queue = queue
	generations.Queue = queue
	if err := queue.Start(ctx); err != nil {
		return fmt.Errorf("start jobs: %w", err)
	}
	ln, err := net.Listen("tcp", a.cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen: %w", err)
	}
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
	}
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	var metricsSrv *http.Server
	if m != nil {
		mln, err := net.Listen("tcp", a.cfg.MetricsAddr)
		if err != nil {
			return fmt.Errorf("listen for metrics: %w", err)
		}
		mux := http.NewServeMux()
		mux.Handle("GET /metrics", m.Handler())
		metricsSrv = &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
		go func() { served <- metricsSrv.Serve(mln) }()
		a.log.Info("serving metrics", "addr", mln.Addr().String())
	}
	a.log.Info("ready", "url", a.cfg.BaseURL, "addr", ln.Addr().String(), "engine", a.db.Engine,
		"startup", time.Since(started).Round(time.Millisecond))

	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	a.log.Info("shutting down: draining requests and jobs", "timeout", a.cfg.ShutdownTimeout)
	shutdownCtx, cancel := context.WithTimeout(context.Background(), a.cfg.ShutdownTimeout)
	defer cancel()
	err = srv.Shutdown(shutdownCtx)
	if metricsSrv != nil {
		_ = metricsSrv.Close() // a scrape in flight can be cut short
	}
	if errors.Is(err, context.DeadlineExceeded) {
		a.log.Warn("shutdown timed out with requests still in flight")
	}
	if jobErr := queue.Stop(shutdownCtx); jobErr != nil {
		err = errors.Join(err, fmt.Errorf("stop jobs: %w", jobErr))
	}
	a.log.Info("stopped")
	return err
}

// promoteConfiguredAdmin makes TEXELFORGE_ADMIN_EMAIL's account an admin if
// its address is verified, and otherwise says in the log why it did not.
func promoteConfiguredAdmin(ctx context.Context, a *app) error {
	email := a.cfg.AdminEmail
	if email == "" {
		return nil
	}
	_, err := a.accounts.SetAdmin(ctx, email, true)
	switch apperr.KindOf(err) {
	case apperr.NotFound:
		a.log.Warn("TEXELFORGE_ADMIN_EMAIL: no account has this address yet; it becomes an admin at the first start after it is registered and verified",
			"admin_email", email)
	case apperr.Forbidden:
		a.log.Warn("TEXELFORGE_ADMIN_EMAIL: not made an admin: the account's address is not verified (its owner must open the verification link, or create the admin with 'texelforge admin create')",
			"admin_email", email)
	default:
		return err
	}
	return nil
}
