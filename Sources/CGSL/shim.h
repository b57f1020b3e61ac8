#ifndef KINETIC_CGSL_SHIM_H
#define KINETIC_CGSL_SHIM_H

// The GSL headers Kinetic's references use. Function-like macros are not visible to Swift,
// so any that are needed get a real C function here.
#include <gsl/gsl_errno.h>
#include <gsl/gsl_math.h>
#include <gsl/gsl_poly.h>
#include <gsl/gsl_roots.h>
#include <gsl/gsl_odeiv2.h>

#endif
