# Texelforge: the README's commands. `make run` and `make test` work on a fresh
# machine with Go and Node; everything else they need is installed from here.

VERSION      ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
BIN          := bin/texelforge
STATICCHECK  := bin/tools/staticcheck
STRIPE_MOCK  := bin/tools/stripe-mock
NPM_STAMP    := web/node_modules/.installed
GO_SOURCES   := $(shell find cmd internal -name '*.go' -o -name '*.sql') web/embed.go web/src/app/routes.json web/src/features/home/faq.json
WEB_SOURCES  := $(shell find web/src web/public web/index.html web/vite.config.ts web/vite-plugins web/scripts/prerender.mjs web/tsconfig*.json -type f 2>/dev/null)

.PHONY: run build web test lint lint-go lint-web test-go test-web test-e2e check-size bench clean

## run: build everything and start on http://localhost:8080 with demo data on SQLite
run: build
	./$(BIN) seed
	./$(BIN) serve

## build: the single binary bin/texelforge with the web app embedded
build: $(BIN)

$(BIN): web/build/dist/index.html $(GO_SOURCES) go.mod go.sum
	CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=$(VERSION)" -o $(BIN) ./cmd/texelforge

web: web/build/dist/index.html

web/build/dist/index.html: $(NPM_STAMP) $(WEB_SOURCES)
	npm --prefix web run build

$(NPM_STAMP): web/package.json web/package-lock.json
	cd web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
	touch $(NPM_STAMP)

## test: every check and test: Go lint and tests (PostgreSQL too when
## TEXELFORGE_TEST_POSTGRES_URL is set), web lint, types and unit tests,
## and the browser journeys in Debian's Chromium
test: lint test-go test-web check-size test-e2e

lint: lint-go lint-web

lint-go: $(STATICCHECK)
	@unformatted=$$(gofmt -l cmd internal web/*.go bench 2>/dev/null); \
	  if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	go vet ./...
	$(STATICCHECK) ./...

$(STATICCHECK):
	GOBIN=$(CURDIR)/bin/tools go install honnef.co/go/tools/cmd/staticcheck@v0.8.2

lint-web: $(NPM_STAMP)
	npm --prefix web run format:check
	npm --prefix web run lint
	npm --prefix web run knip
	npm --prefix web run typecheck

test-go: $(STRIPE_MOCK)
	TEXELFORGE_STRIPE_MOCK=$(CURDIR)/$(STRIPE_MOCK) go test -count=1 ./...

# stripe-mock answers Stripe's API in the payment tests (docs/adr/0018).
$(STRIPE_MOCK):
	GOBIN=$(CURDIR)/bin/tools go install github.com/stripe/stripe-mock@v0.203.0

test-web: $(NPM_STAMP)
	npm --prefix web test

## check-size: the landing route's initial JS stays within 150 KB gzipped
check-size: build
	npm --prefix web run size

test-e2e: build
	@command -v /usr/bin/chromium >/dev/null || { echo "installing Debian's chromium"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }
	TEXELFORGE_BIN=$(CURDIR)/$(BIN) npm --prefix web run e2e

## bench: start-up time, static serving throughput and the landing bundle size
bench: build
	bench/run.sh

clean:
	rm -rf bin web/build/dist web/node_modules
