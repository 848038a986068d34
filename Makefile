# trace-check: every target installs libpcre2-dev first when pkg-config cannot find it.
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps build test demo bench

deps:
	@pkg-config --exists libpcre2-8 || { \
		echo "installing libpcre2-dev"; \
		$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 libpcre2-dev pkg-config || { \
			$(SUDO) apt-get update -o DPkg::Lock::Timeout=300 && \
			$(SUDO) apt-get install -y -o DPkg::Lock::Timeout=300 libpcre2-dev pkg-config; }; }

build: deps
	$(SWIFT) build

# Every test uses Swift Testing, so its summary ("Test run with N tests ... passed") is the last line.
test: deps
	$(SWIFT) build
	$(SWIFT) test --disable-xctest

# Exit code 1 means violations were found, which is the point of the demo.
demo: deps
	$(SWIFT) build -c release
	.build/release/trace-check Examples/ || test $$? -eq 1

bench: deps
	bash bench/run.sh
