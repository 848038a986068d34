// Swift cannot call zlib's function-like macros (inflateInit2 passes the library version and
// the stream size for zlib to check), so this shim wraps the one trace-check needs.
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>

/// inflateInit2 for gzip members only (15 window bits + 16: gzip header and trailer).
static inline int czlib_inflate_init_gzip(z_streamp stream) {
    return inflateInit2(stream, 15 + 16);
}
#endif
