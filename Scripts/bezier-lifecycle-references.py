#!/usr/bin/env python3
"""Writes the 50-digit references for BezierLifecycleAccuracyTests.

A curve's short life, as `kinetic-bench`'s `bezier.lifecycle` measures it: a curve built once
and evaluated at the 60 frames of a one-second animation at 60 Hz, x = (k + 1/2)/60, plus four
inputs crowding the ends and the middle. The curves: the first 160 control-point sets of the
benchmark's Weyl sequence (x1, x2 in [0, 1], y1, y2 in [-0.5, 1.5]) and 48 seeded near-singular
sets (x1, x2 drawn from 0, 1, 10^-k, 1 - 10^-k and uniform, so vertical tangents and nearly
triple roots are common).

For each input x the parameter s with x(s) = x is found in mpmath at 60 digits by Newton's
method safeguarded by bisection (relative tolerance 1e-50, so that s keeps its relative accuracy
next to s = 0), and y(s) is written as its nearest double and the remainder in units of that
double's last place (exact = head + remainder * ulp(head)), as Scripts/math-references.py does.
Nothing here uses Kinetic's solver: x(s) and y(s) are the Bernstein polynomials, evaluated
exactly in mpmath from the control points' exact binary values.

File format (Tests/KineticTests/Curves/References/bezier-lifecycle.txt):
    # comments
    x <inputs as hex floats>
    c <x1> <y1> <x2> <y2> <y as hex float>:<remainder, 4 decimals> ...   (one line per curve)

The output regenerates byte for byte:

    python3 -m pip install mpmath==1.3.0   # once
    python3 Scripts/bezier-lifecycle-references.py
"""
import math
import os
import random

import mpmath

mpmath.mp.dps = 60
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "KineticTests", "Curves", "References")

INPUTS = [(k + 0.5) / 60 for k in range(60)] + [1e-12, 1e-100, 1 - 2.0**-40, 0.5 + 2.0**-45]


def weyl_curves(count):
    """The benchmark's control points (BezierSuite+Lifecycle.swift), in the same doubles."""
    curves = []
    for i in range(count):
        def weyl(k, alpha):
            return math.fmod(float(i * 4 + k) * alpha, 1.0)

        curves.append((
            weyl(0, 0.6180339887498949), 2 * weyl(1, 0.7548776662466927) - 0.5,
            weyl(2, 0.5698402909980532), 2 * weyl(3, 0.8191725133961645) - 0.5,
        ))
    return curves


def near_singular_curves(count):
    rng = random.Random(0xB3_21E5)

    def coordinate():
        kind = rng.randrange(5)
        if kind == 0:
            return 0.0
        if kind == 1:
            return 1.0
        small = 10.0 ** -rng.randint(1, 12)
        if kind == 2:
            return small
        if kind == 3:
            return 1 - small
        return rng.random()

    curves = [(1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 0.0, 1.0), (1.0, 0.0, 0.001, 1.0)]
    while len(curves) < count:
        curves.append((coordinate(), rng.uniform(-2, 3), coordinate(), rng.uniform(-2, 3)))
    return curves


def bernstein(s, p1, p2):
    u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s


def bernstein_slope(s, p1, p2):
    u = 1 - s
    return 3 * (p1 * u * u + 2 * (p2 - p1) * u * s + (1 - p2) * s * s)


def parameter(x, x1, x2):
    """s in [0, 1] with x(s) = x, to a relative 1e-50."""
    target = mpmath.mpf(x)
    p1, p2 = mpmath.mpf(x1), mpmath.mpf(x2)
    lo, hi = mpmath.mpf(0), mpmath.mpf(1)
    s = target  # any start: the bracket keeps the iteration safe
    for _ in range(2000):
        f = bernstein(s, p1, p2) - target
        if f == 0:
            return s
        if f < 0:
            lo = s
        else:
            hi = s
        slope = bernstein_slope(s, p1, p2)
        step = f / slope if slope != 0 else None
        if step is not None and lo < s - step < hi:
            s = s - step
            if abs(step) <= mpmath.mpf(10) ** -50 * abs(s):
                return s
        else:
            s = (lo + hi) / 2
        if hi - lo <= mpmath.mpf(10) ** -55 * hi:
            return s
    raise RuntimeError(f"no convergence at x = {x} for ({x1}, {x2})")


def head_and_remainder(value):
    head = float(value)
    if head == 0:
        return head, 0.0
    return head, float((value - mpmath.mpf(head)) / mpmath.mpf(math.ulp(head)))


def main():
    os.makedirs(OUT, exist_ok=True)
    lines = [
        "# A curve built once and evaluated at 60 frames and 4 crowded inputs: y to 60 digits",
        "# as nearest double:remainder in its ulps (Scripts/bezier-lifecycle-references.py).",
        "x " + " ".join(v.hex() for v in INPUTS),
    ]
    for x1, y1, x2, y2 in weyl_curves(160) + near_singular_curves(48):
        fields = ["c"] + [v.hex() for v in (x1, y1, x2, y2)]
        for x in INPUTS:
            s = parameter(x, x1, x2)
            head, rest = head_and_remainder(bernstein(s, mpmath.mpf(y1), mpmath.mpf(y2)))
            fields.append(f"{head.hex()}:{rest:.4f}")
        lines.append(" ".join(fields))
    with open(os.path.join(OUT, "bezier-lifecycle.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
