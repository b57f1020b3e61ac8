#!/usr/bin/env bash
# Runs the whole test suite: the Swift tests, every notebook headless against the freshly
# built `kinetic` and `kinetic-bench`, Kinetic Studio in headless chromium through WebDriver
# (Scripts/studio-test.sh), then a short fuzzing campaign per libFuzzer target.
#
#   Scripts/test.sh           everything (the README's command and CI's)
#   Scripts/test.sh --fast    the edit loop: the Swift tests without the real-browser suites,
#                             no notebooks, no fuzzing
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  "") ;;
  --fast)
    exec swift test --parallel --skip 'BrowserTests'
    ;;
  *)
    echo "usage: Scripts/test.sh [--fast]" >&2
    exit 2
    ;;
esac
swift test --parallel
swift build --product kinetic
Scripts/studio-test.sh "$PWD/.build/debug/kinetic"
swift build --product kinetic-bench
KINETIC="$PWD/.build/debug/kinetic" KINETIC_BENCH="$PWD/.build/debug/kinetic-bench" \
  Scripts/notebooks.sh
Scripts/fuzz.sh 20
