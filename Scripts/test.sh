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
# The fuzz targets' modules (a separate, sanitized build: Scripts/fuzz.sh) compile beside the
# tests at the lowest priority, so they take only the CPU the tests leave idle (waiting on a
# browser, kotlinc or node, one long test holding the run open) instead of a turn of their own
# after the notebooks. Its own process group (job control), so that a failure stops all of it.
mkdir -p .fuzz/logs
set -m
nice -n 19 Scripts/fuzz.sh --build-only >.fuzz/logs/build.log 2>&1 &
fuzz_build=$!
set +m
trap 'kill -- -"$fuzz_build" 2>/dev/null || true' EXIT
swift test --parallel
swift build --product kinetic
Scripts/studio-test.sh "$PWD/.build/debug/kinetic"
swift build --product kinetic-bench
KINETIC="$PWD/.build/debug/kinetic" KINETIC_BENCH="$PWD/.build/debug/kinetic-bench" \
  Scripts/notebooks.sh
if ! wait "$fuzz_build"; then
  cat .fuzz/logs/build.log >&2
  echo "test.sh: the fuzz targets did not build (above; .fuzz/logs/build.log)" >&2
  exit 1
fi
trap - EXIT
Scripts/fuzz.sh 20
