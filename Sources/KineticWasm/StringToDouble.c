// `Double(_: String)` in Embedded Swift calls the runtime's `_swift_stdlib_strtod_clocale`,
// which the embedded standard library leaves to the platform. This is it, on wasi-libc's
// strtod (musl's correctly rounded decimal conversion; wasi-libc has only the C locale).
// Like the native runtime, it returns the end of the number read, NULL when nothing was read;
// an overflow reads as an infinity and an underflow as zero, as `Double("1e400")` does natively.
#include <stdlib.h>

const char *_swift_stdlib_strtod_clocale(const char *nptr, double *outResult) {
  char *end;
  *outResult = strtod(nptr, &end);
  return end == nptr ? NULL : end;
}
