// The kernel declared in include/CKineticBezier.h. Every product that is added is an explicit
// `fma`, and the compiler may fuse nothing else, so the bits are the same on every platform.
#include "CKineticBezier.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

#pragma STDC FP_CONTRACT OFF
#if defined(__clang__)
#pragma clang fp contract(off)
#endif

// On x86-64 Linux with glibc, each entry point is built twice, with and without the FMA
// instruction, and the loader picks one for the processor (an ifunc); without the instruction
// `fma` is the C library's exactly rounded one, so both give the same bits.
#if defined(__x86_64__) && defined(__linux__) && defined(__GLIBC__) && defined(__clang__)
#define KINETIC_FMA_CLONES __attribute__((target_clones("fma", "default")))
#else
#define KINETIC_FMA_CLONES
#endif

// Every helper is inlined into each entry point, so that each clone computes with its own `fma`:
// a helper left out of line is compiled once, without the instruction, and calls the C
// library's `fma` even from the clone built for it (3.5× slower, the same bits).
#define KINETIC_INLINE static inline __attribute__((always_inline))

/// The row for x in [0, 1]: fine cell x·256 rounded, read off the low bits of x·256 + 2⁵²
/// (ulp 1, so no conversion and no clamp), then on while x is beyond a row's upper end.
KINETIC_INLINE const KineticBezierRow *row_for(const KineticBezierTable *t, double x) {
  double cell = fma(x, (double)KINETIC_BEZIER_FINE_CELLS, 0x1p52);
  uint64_t bits;
  memcpy(&bits, &cell, sizeof bits);
  const KineticBezierRow *r = t->rows + t->rowIndex[bits & 0x1FF];
  // Tested before the loop, so that the common case (no step) reads the row from its index
  // directly (a rotated loop started one row back and stepped once).
  if (__builtin_expect(x > r->upper, 0)) {
    do r++;
    while (x > r->upper);
  }
  return r;
}

// The arithmetic, written once for one input (type `double`, `fma`) and for four lanes
// (`Lanes`, `lanes_fma`, below): `r` is a row or a row's fields in lanes, `t` the table.

/// The guess δ₀ = d(g₁ + dg₂) + d³(g₃ + dg₄ + d²g₅), d = x − xHi (the reverted series, grouped
/// so that its longest chain is three dependent operations, where Horner's scheme takes five;
/// the guess's rounding does not matter, as the step below sees its residual), and one
/// Halley step on the local residual R(δ) = (xLo − d) + δ(c₁ + δ(c₂ + δc₃)):
/// δ −= R·R′/(R′² − R·R″/2). Sets `delta` to the step and `residual` to the guess's residual R₀.
#define KINETIC_HALLEY(T, FMA, t, r, x, delta, residual)                                   \
  do {                                                                                    \
    T d_ = (x) - (r)->xHi;                                                                \
    T dd_ = d_ * d_;                                                                      \
    delta = FMA(dd_ * d_, FMA(dd_, (r)->g5, FMA(d_, (r)->g4, (r)->g3)),                   \
      d_ * FMA(d_, (r)->g2, (r)->g1));                                                    \
    residual = KINETIC_RESIDUAL(FMA, t, r, (r)->xLo - d_, delta);                         \
    T half_ = FMA((t)->threeC3, delta, (r)->c2);                                          \
    T slope_ = FMA(delta, half_ + (r)->c2, (r)->c1);                                      \
    delta -= residual * slope_ / FMA(slope_, slope_, -(residual * half_));                \
  } while (0)

/// R(δ) = (c₀ + δc₁) + δ²(c₂ + δc₃), c₀ = xLo − (x − xHi): Estrin's grouping, two dependent
/// fused steps after δ² where Horner's scheme takes three. Each rounding is relative to a term
/// of order δ or smaller (c₀ + δc₁ is about −δ²c₂ near a root), so the residual's error stays
/// relative to |δ|, as the bounds assume.
#define KINETIC_RESIDUAL(FMA, t, r, c0, delta) \
  FMA((delta) * (delta), FMA(delta, (t)->c3, (r)->c2), FMA(delta, (r)->c1, c0))

/// y(sₐ + δ) = y₀ + δ(d₁ + δ(d₂ + δd₃)).
#define KINETIC_Y(FMA, t, r, delta) \
  FMA(delta, FMA(delta, FMA(delta, (t)->d3, (r)->d2), (r)->d1), (r)->y0)

/// x and y's coefficients of one order side by side, as the row and the table store them.
typedef double Pair __attribute__((ext_vector_type(2)));

_Static_assert(offsetof(KineticBezierRow, d1) == offsetof(KineticBezierRow, c1) + sizeof(double),
  "slopes_at reads c1 and d1 as a pair");
_Static_assert(offsetof(KineticBezierRow, d2) == offsetof(KineticBezierRow, c2) + sizeof(double),
  "slopes_at reads c2 and d2 as a pair");
_Static_assert(
  offsetof(KineticBezierTable, threeD3) == offsetof(KineticBezierTable, threeC3) + sizeof(double),
  "slopes_at reads threeC3 and threeD3 as a pair");

/// x′(sₐ + δ) = c₁ + δ(2c₂ + 3c₃δ) and y′ likewise, in the two lanes of a pair: lane by lane
/// the operations of each written alone (the same bits), in fewer instructions.
KINETIC_INLINE KineticBezierSlopes slopes_at(
  const KineticBezierTable *t, const KineticBezierRow *r, double delta) {
  Pair first, second, thirdTimesThree;
  memcpy(&first, &r->c1, sizeof first);
  memcpy(&second, &r->c2, sizeof second);
  memcpy(&thirdTimesThree, &t->threeC3, sizeof thirdTimesThree);
  Pair d = {delta, delta};
  Pair s = __builtin_elementwise_fma(
    d, __builtin_elementwise_fma(thirdTimesThree, d, second + second), first);
  KineticBezierSlopes slopes = {s.x, s.y};
  return slopes;
}

KINETIC_INLINE KineticBezierStep halley(
  const KineticBezierTable *t, const KineticBezierRow *r, double x) {
  KineticBezierStep step;
  KINETIC_HALLEY(double, fma, t, r, x, step.delta, step.residual);
  return step;
}

/// |R₀|'s bit pattern: ordered as |R₀| is, above every finite limit for NaN.
#define KINETIC_MAGNITUDE_BITS 0x7FFFFFFFFFFFFFFF

/// Whether the guess's residual is below the row's Halley residual, compared as bit patterns.
KINETIC_INLINE int halley_enough(const KineticBezierRow *r, double residual) {
  uint64_t bits, limit;
  memcpy(&bits, &residual, sizeof bits);
  memcpy(&limit, &r->halleyResidual, sizeof limit);
  return (bits & KINETIC_MAGNITUDE_BITS) < limit;
}

/// δ from a Halley `step` at x in row `r` whose guess's residual was not below the row's Halley
/// residual: a Newton step after it where the residual's sixth power times the Newton scale is
/// at most 1; NaN otherwise, and in every row that is not `KINETIC_BEZIER_TABLE`.
KINETIC_INLINE double refine(
  const KineticBezierTable *t, const KineticBezierRow *r, double x, KineticBezierStep step) {
  // Only here is the row's kind read: the other rows' Halley residual is 0, so that they fail
  // the Halley test, and the common path tests nothing else.
  if (r->rawKind != KINETIC_BEZIER_TABLE) return NAN;
  double cube = fabs(step.residual) * step.residual * step.residual;
  if (cube * cube * r->newtonScale > 1) return NAN;
  double delta = step.delta;
  double residual = KINETIC_RESIDUAL(fma, t, r, r->xLo - (x - r->xHi), delta);
  return delta - residual / slopes_at(t, r, delta).x;
}

/// δ from the Halley `step` at x in row `r`: the step itself where the guess's residual is
/// below the row's Halley residual, else `refine`'s.
KINETIC_INLINE double finish(
  const KineticBezierTable *t, const KineticBezierRow *r, double x, KineticBezierStep step) {
  return halley_enough(r, step.residual) ? step.delta : refine(t, r, x, step);
}

/// δ at x in row `r`.
KINETIC_INLINE double solve(const KineticBezierTable *t, const KineticBezierRow *r, double x) {
  return finish(t, r, x, halley(t, r, x));
}

KINETIC_INLINE double y_at(const KineticBezierTable *t, const KineticBezierRow *r, double delta) {
  return KINETIC_Y(fma, t, r, delta);
}

KINETIC_INLINE double value(const KineticBezierTable *t, double x) {
  const KineticBezierRow *r = row_for(t, x);
  return y_at(t, r, solve(t, r, x));
}

// The entry points test a step that passed the Halley test for nothing more: it is finite
// (the test bounds the guess's error by 10⁻³, inside the row's wide interval, where x′ ≥ 1/256),
// so only the refined one can be NaN and call back.

KINETIC_FMA_CLONES
double kinetic_bezier_value(const KineticBezierTable *table, double x) {
  const KineticBezierRow *r = row_for(table, x);
  KineticBezierStep step = halley(table, r, x);
  if (halley_enough(r, step.residual)) return y_at(table, r, step.delta);
  double y = y_at(table, r, refine(table, r, x, step));
  return y == y ? y : table->finishValue(table->context, x);
}

KINETIC_FMA_CLONES
KineticBezierPoint kinetic_bezier_value_and_velocity(const KineticBezierTable *table, double x) {
  const KineticBezierRow *r = row_for(table, x);
  KineticBezierStep step = halley(table, r, x);
  double delta = step.delta;
  if (!halley_enough(r, step.residual)) {
    delta = refine(table, r, x, step);
    if (delta != delta) return table->finishValueAndVelocity(table->context, x);
  }
  // Table rows have x′ ≥ 1/256, so the ratio never divides by zero.
  KineticBezierSlopes s = slopes_at(table, r, delta);
  KineticBezierPoint point = {y_at(table, r, delta), s.y / s.x};
  return point;
}

// The batch: four inputs at a time in the lanes of a vector, each lane running exactly the
// scalar arithmetic above (the same operations in the same order, fused where it is fused), so
// the results are the scalar path's bit for bit.
typedef double Lanes __attribute__((ext_vector_type(4)));
typedef __typeof__((Lanes){0} > (Lanes){0}) Mask;

// (A macro: vectors of four doubles passed by value would change the ABI in the clone built
// without AVX.)
#define lanes_fma(a, b, c) __builtin_elementwise_fma((Lanes)(a), (Lanes)(b), (Lanes)(c))

/// Four lanes' bit patterns.
typedef int64_t LaneBits __attribute__((ext_vector_type(4)));

/// One row's fields, one row per lane (or one row in every lane).
typedef struct RowLanes {
  Lanes xHi, xLo, g1, g2, g3, g4, g5, c1, c2, y0, d1, d2, halleyResidual;
} RowLanes;

KINETIC_INLINE RowLanes broadcast(const KineticBezierRow *r) {
  RowLanes l = {r->xHi, r->xLo, r->g1, r->g2, r->g3, r->g4, r->g5, r->c1, r->c2, r->y0, r->d1,
    r->d2, r->halleyResidual};
  return l;
}

KINETIC_INLINE RowLanes gather(const KineticBezierRow *const r[4]) {
#define KINETIC_GATHER(f) {r[0]->f, r[1]->f, r[2]->f, r[3]->f}
  RowLanes l = {KINETIC_GATHER(xHi), KINETIC_GATHER(xLo), KINETIC_GATHER(g1),
    KINETIC_GATHER(g2), KINETIC_GATHER(g3), KINETIC_GATHER(g4), KINETIC_GATHER(g5),
    KINETIC_GATHER(c1),
    KINETIC_GATHER(c2), KINETIC_GATHER(y0), KINETIC_GATHER(d1), KINETIC_GATHER(d2),
    KINETIC_GATHER(halleyResidual)};
#undef KINETIC_GATHER
  return l;
}

/// Four lanes' results: y after the Halley step, the step, and the guess's residual.
typedef struct LaneSteps {
  Lanes values, delta, residual;
} LaneSteps;

/// `halley` and `y_at` in four lanes.
KINETIC_INLINE void values4(
  const KineticBezierTable *t, const RowLanes *r, const Lanes *x, LaneSteps *out) {
  KINETIC_HALLEY(Lanes, lanes_fma, t, r, *x, out->delta, out->residual);
  out->values = KINETIC_Y(lanes_fma, t, r, out->delta);
}

/// Stores four lanes whose rows are `r` (their fields `fields`). A lane whose guess was too
/// weak for the Halley step alone (the Halley test, which every lane of a row that is not
/// `KINETIC_BEZIER_TABLE` fails) is finished by `refine` from its own Halley step, as the
/// scalar path finishes it, bit for bit. Returns how many lanes that leaves NaN.
KINETIC_INLINE ptrdiff_t store4(const KineticBezierTable *t,
  const KineticBezierRow *const r[4], const RowLanes *fields, const double *x, double *y,
  const LaneSteps *lanes) {
  // `halley_enough` in four lanes (signed comparisons: no bit pattern here has its top bit).
  LaneBits magnitudes = __builtin_bit_cast(LaneBits, lanes->residual) & KINETIC_MAGNITUDE_BITS;
  Mask taken = magnitudes < __builtin_bit_cast(LaneBits, fields->halleyResidual);
  ptrdiff_t unfinished = 0;
  for (int j = 0; j < 4; j++) {
    double v = lanes->values[j];
    if (!taken[j]) {
      KineticBezierStep step = {lanes->delta[j], lanes->residual[j]};
      v = y_at(t, r[j], refine(t, r[j], x[j], step));
      unfinished += v != v;
    }
    y[j] = v;
  }
  return unfinished;
}

/// One input as `kinetic_bezier_values` answers it: the endpoints' values outside (0, 1).
KINETIC_INLINE double endpoint_or_value(
  const KineticBezierTable *t, double x, ptrdiff_t *unfinished) {
  if (!(x > 0 && x < 1)) return x <= 0 ? 0 : x >= 1 ? 1 : x;
  double v = value(t, x);
  *unfinished += v != v;
  return v;
}

KINETIC_FMA_CLONES
ptrdiff_t kinetic_bezier_values(
  const KineticBezierTable *table, const double *x, double *y, ptrdiff_t count) {
  ptrdiff_t unfinished = 0;
  ptrdiff_t k = 0;
  LaneSteps steps;
  while (k + 4 <= count) {
    Lanes xv = {x[k], x[k + 1], x[k + 2], x[k + 3]};
    int inside = 1;
    for (int j = 0; j < 4; j++) inside &= xv[j] > 0 && xv[j] < 1;
    if (!inside) {
      for (int j = 0; j < 4; j++) y[k + j] = endpoint_or_value(table, x[k + j], &unfinished);
      k += 4;
      continue;
    }
    const KineticBezierRow *r[4];
    for (int j = 0; j < 4; j++) r[j] = row_for(table, xv[j]);
    if (r[0] == r[1] && r[0] == r[2] && r[0] == r[3]) {
      // One row for all four, as on a sorted grid: its fields once, then on through the
      // inputs that stay inside its x interval, (previous row's upper end, its own], and
      // inside (0, 1).
      const KineticBezierRow *row = r[0];
      RowLanes lanes = broadcast(row);
      double lower = row == table->rows ? 0 : row[-1].upper;
      double upper = row->upper < 1 ? row->upper : 0x1.fffffffffffffp-1;
      for (;;) {
        values4(table, &lanes, &xv, &steps);
        unfinished += store4(table, r, &lanes, x + k, y + k, &steps);
        k += 4;
        if (k + 4 > count) break;
        Lanes next = {x[k], x[k + 1], x[k + 2], x[k + 3]};
        int stays = 1;
        for (int j = 0; j < 4; j++) stays &= next[j] > lower && next[j] <= upper;
        if (!stays) break;
        xv = next;
      }
      continue;
    }
    RowLanes lanes = gather(r);
    values4(table, &lanes, &xv, &steps);
    unfinished += store4(table, r, &lanes, x + k, y + k, &steps);
    k += 4;
  }
  for (; k < count; k++) y[k] = endpoint_or_value(table, x[k], &unfinished);
  return unfinished;
}

const KineticBezierRow *kinetic_bezier_row(const KineticBezierTable *table, double x) {
  return row_for(table, x);
}

KINETIC_FMA_CLONES
KineticBezierStep kinetic_bezier_halley(
  const KineticBezierTable *table, const KineticBezierRow *row, double x) {
  return halley(table, row, x);
}

KINETIC_FMA_CLONES
double kinetic_bezier_y(
  const KineticBezierTable *table, const KineticBezierRow *row, double delta) {
  return y_at(table, row, delta);
}

KINETIC_FMA_CLONES
KineticBezierSlopes kinetic_bezier_slopes(
  const KineticBezierTable *table, const KineticBezierRow *row, double delta) {
  return slopes_at(table, row, delta);
}
