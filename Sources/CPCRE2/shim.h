// Swift cannot see PCRE2's function-like macros, so the code-unit width is fixed here
// and Swift calls the explicit `_8` functions.
#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#endif
