#!/usr/bin/env bash
# Kinetic Studio's page benchmark (Benchmarks/Studio/studio_bench.py) in headless chromium: the
# page's size, load to first chart, and one slider move re-sampling and redrawing 4 motions x
# 600 samples, against an in-run baseline (a plain JavaScript loop drawing the same points).
#
#   Scripts/studio-bench.sh [KINETIC]     (default: the release build, built here)
#
# Needs what Scripts/bootstrap.sh installs: chromium, chromium-driver, and selenium in .venv.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/wasm.sh
kinetic="${1:-}"
if [ -z "$kinetic" ]; then
  swift build -c release --product kinetic >&2
  kinetic="$(swift build -c release --product kinetic --show-bin-path)/kinetic"
fi
out=.build/studio-bench
mkdir -p "$out"
KINETIC_WASM="$PWD/.build/wasm/kinetic.wasm" "$kinetic" studio -o "$out/studio.html"
KINETIC_CHROMEDRIVER="$(command -v chromedriver)" KINETIC_CHROMIUM="$(command -v chromium)" \
  .venv/bin/python Benchmarks/Studio/studio_bench.py "$out/studio.html"
