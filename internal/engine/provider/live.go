package provider

import (
	"context"
	"image"
	"sync"
)

// Live is a provider whose settings are read as each generation starts, so
// that an admin's change applies to the next generation without a restart.
// It keeps the provider it built for the settings it last read and builds
// another only when they differ. Calls still in flight on the old one finish
// there, so for a moment after a change each counts against its own
// Options.Concurrency. It is safe for concurrent use.
type Live[C comparable] struct {
	name     string
	settings func(context.Context) (C, error)
	build    func(C) Provider

	mu   sync.Mutex
	last C
	p    Provider
}

// NewLive returns the provider called name that settings configures and
// build makes. An error of settings (say, a key that cannot be read) fails
// the generation; it must not contain secrets.
func NewLive[C comparable](name string, settings func(context.Context) (C, error), build func(C) Provider) *Live[C] {
	return &Live[C]{name: name, settings: settings, build: build}
}

// LiveOpenAI is Live for the OpenAI-compatible images API.
func LiveOpenAI(settings func(context.Context) (OpenAIConfig, error)) *Live[OpenAIConfig] {
	return NewLive("openai", settings, func(c OpenAIConfig) Provider { return NewOpenAI(c) })
}

// LiveSDWebUI is Live for the Stable Diffusion WebUI.
func LiveSDWebUI(settings func(context.Context) (SDWebUIConfig, error)) *Live[SDWebUIConfig] {
	return NewLive("sdwebui", settings, func(c SDWebUIConfig) Provider { return NewSDWebUI(c) })
}

// Name implements Provider.
func (l *Live[C]) Name() string { return l.name }

// Generate implements Provider with the provider of the current settings.
func (l *Live[C]) Generate(ctx context.Context, r Request) ([]image.Image, error) {
	p, err := l.current(ctx)
	if err != nil {
		return nil, err
	}
	return p.Generate(ctx, r)
}

func (l *Live[C]) current(ctx context.Context) (Provider, error) {
	cfg, err := l.settings(ctx)
	if err != nil {
		return nil, err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.p == nil || cfg != l.last {
		l.p, l.last = l.build(cfg), cfg
	}
	return l.p, nil
}
