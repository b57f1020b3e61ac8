// The evaluation kernel of Kinetic's cubic Bezier solver (`CubicBezierSolver` in the Kinetic
// module, which builds the table and documents the method): y at x, and y with dy/dx, from a
// table row's guess, one Halley step and, where the guess's residual asks for it, a Newton step.
//
// The arithmetic is written with fused multiply-adds, `fma(a, b, c)` = a·b + c rounded once, and
// nothing else is fused (the source turns off contraction), so every platform computes the same
// bits: with the FMA instruction where the processor has one (x86-64 Linux picks it at load
// time, arm64 always has it), through the C library's exactly rounded `fma` elsewhere. In C
// rather than Swift because Swift can ask for the instruction only for a whole module, at build
// time, with an unsafe compiler flag; a fused step also rounds once where two roundings were.
#ifndef CKINETICBEZIER_H
#define CKINETICBEZIER_H

#include <stddef.h>
#include <stdint.h>

/// The rows are anchored at s = k/16, k = 0…16.
#define KINETIC_BEZIER_ANCHOR_INTERVALS 16
/// Fine cells of x (x·256 rounded, 0…256), each mapped to the first row that can hold it.
#define KINETIC_BEZIER_FINE_CELLS 256

/// How a row is solved: `CubicBezierSolver.Kind`'s raw values.
enum {
  /// The guess and a Halley step here, then a Newton step or (by the caller) the safeguarded
  /// iteration where the guess's residual says so.
  KINETIC_BEZIER_TABLE = 0,
  /// Solved by the caller's safeguarded iteration (a vertical tangent's rows).
  KINETIC_BEZIER_ROBUST = 1,
  /// Every row of the identity curve: y = x.
  KINETIC_BEZIER_IDENTITY = 2,
};

/// One row of the table: the curve's Taylor data about the anchor parameter sₐ, which is k/N for
/// row k (N = `KINETIC_BEZIER_ANCHOR_INTERVALS`) but in a robust row, whose anchor moves to where
/// x′ is smallest (`robustAnchor`). 128 bytes.
typedef struct KineticBezierRow {
  /// x′(sₐ) and y′(sₐ), side by side.
  double c1, d1;
  /// x″(sₐ)/2 and y″(sₐ)/2, side by side.
  double c2, d2;
  /// x(sₐ) as the unevaluated pair xHi + xLo.
  double xHi, xLo;
  /// The reverted series δ ≈ d·g₁ + d²·g₂ + … + d⁵·g₅ for d = x − xHi. A robust row has no
  /// guess, and keeps its moved anchor parameter in g₁'s place (`robustAnchor`).
  union {
    double g1;
    double robustAnchor;
  };
  double g2, g3, g4, g5;
  /// y(sₐ).
  double y0;
  /// The magnitude below which the guess's residual R₀ shows one Halley step to be enough (at
  /// most the cube root of the reciprocal of the Halley scale, `CubicBezierSolver.scales`). The
  /// kernel compares bit patterns, which for doubles of one sign are ordered as their values,
  /// with integer operations that leave the floating-point units to the solve. 0 in a row of
  /// another kind, which no residual passes.
  double halleyResidual;
  /// The factor that brings |R₀|⁶ to at most 1 where a Halley and a Newton step are enough.
  double newtonScale;
  /// The upper end of the row's x interval: x finds the first row whose upper end it does not
  /// pass.
  double upper;
  /// `KINETIC_BEZIER_TABLE`, `KINETIC_BEZIER_ROBUST` or `KINETIC_BEZIER_IDENTITY`.
  uint8_t rawKind;
} KineticBezierRow;

/// y and dy/dx at one x.
typedef struct KineticBezierPoint {
  double value;
  double velocity;
} KineticBezierPoint;

/// A solver's table as the kernel reads it.
typedef struct KineticBezierTable {
  /// The `KINETIC_BEZIER_ANCHOR_INTERVALS` + 1 rows; the last one's upper end is +∞.
  const KineticBezierRow *rows;
  /// For each fine cell of x, the index of the first row whose x interval reaches it.
  const uint8_t *rowIndex;
  /// x‴/6 and y‴/6, the same for every row, and three times each.
  double c3, d3, threeC3, threeD3;
  /// The caller's finishing of the inputs the kernel leaves (a vertical tangent's rows, a guess
  /// too weak for a Newton step), called by the single-input entry points with `context`.
  const void *context;
  double (*finishValue)(const void *context, double x);
  struct KineticBezierPoint (*finishValueAndVelocity)(const void *context, double x);
} KineticBezierTable;

/// x′ and y′ at one parameter.
typedef struct KineticBezierSlopes {
  double x;
  double y;
} KineticBezierSlopes;

/// A table row's guess and Halley step: the parameter offset δ = s − sₐ, and the guess's
/// residual R₀, which decides whether the step was enough.
typedef struct KineticBezierStep {
  double delta;
  double residual;
} KineticBezierStep;

/// y at x in (0, 1); where the kernel cannot finish (a row that is not `KINETIC_BEZIER_TABLE`,
/// a guess too weak for a Halley and a Newton step), the table's `finishValue`.
double kinetic_bezier_value(const KineticBezierTable *table, double x);

/// y and dy/dx at x in (0, 1) from one solve, y bit for bit `kinetic_bezier_value`'s; the
/// table's `finishValueAndVelocity` where the kernel cannot finish.
KineticBezierPoint kinetic_bezier_value_and_velocity(const KineticBezierTable *table, double x);

/// y at `count` inputs, each as `kinetic_bezier_value` (0 at x ≤ 0, 1 at x ≥ 1, NaN at NaN)
/// but NaN where that calls `finishValue`; returns how many such outputs there are, which the
/// caller finishes.
ptrdiff_t kinetic_bezier_values(
  const KineticBezierTable *table, const double *x, double *y, ptrdiff_t count);

/// The row for x in [0, 1]: the fine cell's first row, then on while x is past a row's end.
const KineticBezierRow *kinetic_bezier_row(const KineticBezierTable *table, double x);

/// The guess and Halley step at x in a `KINETIC_BEZIER_TABLE` row, for a caller finishing with
/// the safeguarded iteration from it.
KineticBezierStep kinetic_bezier_halley(
  const KineticBezierTable *table, const KineticBezierRow *row, double x);

/// y in `row` at parameter offset `delta`.
double kinetic_bezier_y(const KineticBezierTable *table, const KineticBezierRow *row, double delta);

/// x′ and y′ in `row` at parameter offset `delta`.
KineticBezierSlopes kinetic_bezier_slopes(
  const KineticBezierTable *table, const KineticBezierRow *row, double delta);

#endif
