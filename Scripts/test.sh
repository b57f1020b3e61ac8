#!/usr/bin/env bash
# Runs the whole test suite: the Swift tests, every notebook headless against the freshly
# built `kinetic` and `kinetic-bench`, then a short fuzzing campaign per libFuzzer target.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --parallel
swift build --product kinetic
swift build --product kinetic-bench
KINETIC="$PWD/.build/debug/kinetic" KINETIC_BENCH="$PWD/.build/debug/kinetic-bench" \
  Scripts/notebooks.sh
Scripts/fuzz.sh 20
