#!/usr/bin/env python3
"""Writes the high-precision references for the InlineMath accuracy tests.

Each line of Tests/KineticTests/Math/References/*.txt holds an argument and, for each function,
the exact value (mpmath at 60 significant digits) as the nearest double and the remainder in
units of that double's last place (exact = head + remainder * ulp(head), |remainder| <= 1/2),
all as hex floats. A test thus measures a kernel's error in ulps of the true value to about
2^-50 ulp, independent of libm, also for results near the bottom of the normal range where a
double-double tail would underflow. Arguments are seeded, so the files regenerate
byte for byte:

    python3 -m pip install mpmath==1.3.0   # once
    python3 Scripts/math-references.py
"""
import math
import os
import random

import mpmath

mpmath.mp.dps = 60
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "KineticTests", "Math", "References")


def head_and_remainder(value):
    """The nearest double to an mpf and the rest in ulps of it."""
    head = float(value)
    if head == 0:
        return head, 0.0
    return head, float((value - mpmath.mpf(head)) / mpmath.mpf(math.ulp(head)))


def neighbours(x, count=2):
    out = [x]
    up = down = x
    for _ in range(count):
        up = math.nextafter(up, math.inf)
        down = math.nextafter(down, -math.inf)
        out += [up, down]
    return out


def write(name, header, rows):
    with open(os.path.join(OUT, name), "w") as f:
        f.write(header)
        for row in rows:
            f.write(" ".join(v.hex() for v in row) + "\n")


def exponential_arguments():
    rng = random.Random(0xE4B02E7)
    xs = [rng.uniform(-708, 708) for _ in range(1500)]
    xs += [rng.uniform(-40, 1) for _ in range(1000)]
    xs += [rng.uniform(-1, 1) for _ in range(300)]
    xs += [rng.uniform(-1e-8, 1e-8) for _ in range(50)]
    ln2 = math.log(2)
    # Edges of the reduced interval, x = (j + 1/2)·ln 2, where k = round(x / ln 2) changes.
    for j in range(-1021, 1022, 17):
        xs += neighbours((j + 0.5) * ln2, 1)
    xs += [-708.0, 708.0, math.nextafter(-708.0, 0), math.nextafter(708.0, 0)]
    return [x for x in xs if -708 <= x <= 708]


def sine_cosine_arguments():
    rng = random.Random(0x51C05)
    xs = [rng.uniform(-1e5, 1e5) for _ in range(1200)]
    xs += [rng.uniform(-10, 10) for _ in range(800)]
    xs += [rng.uniform(-1e-6, 1e-6) for _ in range(50)]
    # Quadrant edges (odd multiples of π/4) and zeros of sin or cos (multiples of π/2), with
    # neighbours, near the origin and up to the kernel's bound 1e5.
    for k in list(range(-40, 41)) + list(range(127_000, 127_325, 13)):
        centre = float(k * mpmath.pi / 4)
        xs += neighbours(centre, 1) + [-v for v in neighbours(centre, 1)]
    xs += [1e5, -1e5, math.nextafter(1e5, 0)]
    return [x for x in xs if abs(x) <= 1e5]


def main():
    os.makedirs(OUT, exist_ok=True)
    rows = []
    for x in exponential_arguments():
        head, tail = head_and_remainder(mpmath.exp(mpmath.mpf(x)))
        rows.append((x, head, tail))
    write("exponential.txt", "# x  e^x  remainder in ulps  (Scripts/math-references.py)\n", rows)
    rows = []
    for x in sine_cosine_arguments():
        s_head, s_tail = head_and_remainder(mpmath.sin(mpmath.mpf(x)))
        c_head, c_tail = head_and_remainder(mpmath.cos(mpmath.mpf(x)))
        rows.append((x, s_head, s_tail, c_head, c_tail))
    write(
        "sine-cosine.txt",
        "# x  sin x  remainder  cos x  remainder  (Scripts/math-references.py)\n",
        rows,
    )


if __name__ == "__main__":
    main()
