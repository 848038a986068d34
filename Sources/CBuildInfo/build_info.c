#include "build_info.h"

// scripts/ship.sh writes this header into a folder it passes with -Xcc -I, so only this file is
// rebuilt when the description changes; without it (a plain `swift build`) the description is "".
#if __has_include("trace_check_git_description.h")
#include "trace_check_git_description.h"
#endif

#ifndef TRACE_CHECK_GIT_DESCRIPTION
#define TRACE_CHECK_GIT_DESCRIPTION ""
#endif

const char *trace_check_git_description(void) { return TRACE_CHECK_GIT_DESCRIPTION; }
