# trace-check: every target installs libpcre2-dev and zlib1g-dev first when pkg-config cannot find them.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build test demo bench bench-rules fuzz fuzz-smoke sanitizers library-test fleet-test print-version dist install uninstall deb dist-test rules-docs

# Programs the tests run when they are installed, as command:package: groff renders the man
# page, the shells check and run the completion scripts (the tests skip, saying why, without them).
TEST_TOOLS := groff:groff-base zsh:zsh fish:fish

deps:
	@{ pkg-config --exists libpcre2-8 && pkg-config --exists zlib; } || { \
		echo "installing libpcre2-dev zlib1g-dev"; \
		$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 libpcre2-dev zlib1g-dev pkg-config || { \
			$(SUDO) apt-get update -o DPkg::Lock::Timeout=300 && \
			$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 libpcre2-dev zlib1g-dev pkg-config; }; }
	@# Java for the Spark job of `make fleet-test` (integrations/spark), only when none is installed.
	@command -v java >/dev/null || { \
		echo "installing openjdk-17-jre-headless"; \
		$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 openjdk-17-jre-headless || { \
			$(SUDO) apt-get update -o DPkg::Lock::Timeout=300 && \
			$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 openjdk-17-jre-headless; }; }

	@missing=""; for pair in $(TEST_TOOLS); do \
		command -v "$${pair%%:*}" >/dev/null || missing="$$missing $${pair#*:}"; done; \
	[ -z "$$missing" ] || { \
		echo "installing$$missing"; \
		$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 $$missing || { \
			$(SUDO) apt-get update -o DPkg::Lock::Timeout=300 && \
			$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 $$missing; }; }

build: deps
	$(SWIFT) build

# Every test uses Swift Testing, so its summary ("Test run with N tests ... passed") is the last line.
test: deps
	$(SWIFT) build
	$(SWIFT) test --disable-xctest

# Exit code 1 means violations were found, which is the point of the demo. The logs under
# Examples/rules need their rules files, so they run in a second step, one rules file each.
demo: deps
	$(SWIFT) build -c release
	.build/release/trace-check --exclude 'rules/**' Examples/ || test $$? -eq 1
	@for rules in Examples/rules/*.tcrules; do \
		echo; echo "== $$rules"; \
		.build/release/trace-check --rules "$$rules" "$${rules%.tcrules}.log" || test $$? -eq 1 || exit 1; \
	done
	.build/release/trace-check -f html -o .build/demo-report.html --exclude 'rules/**' Examples/ || test $$? -eq 1
	@echo; echo "HTML report: .build/demo-report.html"

# docs/rules/: one page per rule and an index, generated from the rule descriptions. The folder is
# emptied first so a removed or renamed rule leaves no stale page; a test fails while they differ.
rules-docs: deps
	$(SWIFT) build
	rm -f docs/rules/*.md
	"$$($(SWIFT) build --show-bin-path)/trace-check" rules --format markdown --output-dir docs/rules

bench: deps
	bash bench/run.sh

# User rules at scale (issue 19): a 2,000-rule file against none on the same log, load and check.
bench-rules: deps
	bash bench/rules.sh

FUZZ_SECONDS ?= 60

# libFuzzer + ASan targets in Fuzz/ (a separate package), each for FUZZ_SECONDS, seeded from
# Tests/Fixtures and Examples; corpora and crash inputs in Fuzz/out. Fails on any finding.
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/fuzz.sh

# CI: every Tests/Fixtures/fuzz-regressions file through every target, then 10 s per target.
fuzz-smoke: deps
	bash scripts/fuzz.sh --smoke

# The whole suite under ASan and TSan (.build/sanitize-*); fails on any sanitizer report.
sanitizers: deps
	bash scripts/sanitizers.sh

# docs/library.md's example built as an outside package that depends on trace-check by git URL
# and version tag, then run: the libraries stay usable as a versioned dependency.
library-test: deps
	bash scripts/library-test.sh

# The Spark job of integrations/spark in local mode over Examples/ and 300 generated logs; fails
# unless its triage table equals `trace-check triage`'s. PySpark goes into .build/fleet-venv.
PYSPARK_VERSION ?= 4.0.1
fleet-test: deps
	$(SWIFT) build
	@[ -x .build/fleet-venv/bin/python ] || python3 -m venv .build/fleet-venv
	@.build/fleet-venv/bin/python -c 'import pyspark, sys; sys.exit(pyspark.__version__ != "$(PYSPARK_VERSION)")' 2>/dev/null \
		|| .build/fleet-venv/bin/pip install -q pyspark==$(PYSPARK_VERSION)
	.build/fleet-venv/bin/python integrations/spark/fleet_test.py --binary .build/debug/trace-check --work .build/fleet

# The version, read from the one place it is written (Sources/trace-check/Version.swift).
VERSION := $(shell sed -n 's/^ *static let number = "\(.*\)"$$/\1/p' Sources/trace-check/Version.swift)

print-version:
	@echo $(VERSION)

# Shipping (scripts/ship.sh): a portable release binary (Swift runtime, Foundation, PCRE2, zlib and
# libstdc++ linked statically, stripped; needs only glibc) with its man page and completions.
# `swift build` stays dynamic; this build has its own scratch path, .build/dist.
PREFIX ?= /usr/local
DESTDIR ?=

# dist/trace-check-VERSION-linux-ARCH.tar.gz and its .sha256.
dist: deps
	bash scripts/ship.sh dist

# The binary, man page and bash, zsh and fish completions under $(DESTDIR)$(PREFIX).
install:
	bash scripts/ship.sh install "$(DESTDIR)" "$(PREFIX)"

uninstall:
	bash scripts/ship.sh uninstall "$(DESTDIR)" "$(PREFIX)"

# dist/trace-check_VERSION_ARCH.deb, built with dpkg-deb.
deb: deps
	bash scripts/ship.sh deb

# Checks the tarball, make install/uninstall and the .deb as a machine without Swift would see
# them (scripts/dist-test.sh); run after make test. Installs lintian to lint the package.
dist-test: deps dist deb
	@command -v lintian >/dev/null || $(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 lintian || { \
		$(SUDO) apt-get update -o DPkg::Lock::Timeout=300 && \
		$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 lintian; }
	bash scripts/dist-test.sh
