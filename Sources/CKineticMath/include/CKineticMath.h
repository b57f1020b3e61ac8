// The platform's C math library, reached the same way on every platform.
//
// Swift code that needs libm (exp, log, sin, cos, pow, cbrt, ...) writes `import CKineticMath`
// instead of choosing between Glibc, Musl, Darwin and ucrt in every file: the header includes
// <math.h>, and the module re-exports it, so the calls and their results are libm's own.
// Compare swift-numerics' `_NumericsShims`, which this target follows in spirit.
#ifndef CKINETICMATH_H
#define CKINETICMATH_H

#include <math.h>

#endif
