// What the build knows about the checkout it was made from. scripts/ship.sh (make dist, install,
// deb) writes `git describe` into a header that build_info.c includes when present, so no build
// plugin is needed; a plain `swift build` leaves it empty.
#ifndef TRACE_CHECK_BUILD_INFO_H
#define TRACE_CHECK_BUILD_INFO_H

/// `git describe --tags --always --dirty` of the checkout, or "" when the build was not told.
const char *trace_check_git_description(void);

#endif
