#include "build_info.h"

#ifndef TRACE_CHECK_GIT_DESCRIPTION
#define TRACE_CHECK_GIT_DESCRIPTION ""
#endif

const char *trace_check_git_description(void) { return TRACE_CHECK_GIT_DESCRIPTION; }
