#!/usr/bin/env bash
# Runs the whole test suite: the Swift tests, Kinetic Studio in headless chromium through
# WebDriver (Scripts/studio-test.sh), then every notebook headless against the freshly built
# `kinetic` and `kinetic-bench`.
#
# Fuzzing is its own command, `Scripts/fuzz.sh SECONDS` (a separate sanitized build of every
# module, about six minutes on two cores before the first input): a short campaign in every CI
# run cost a fifth of its time and found nothing the long campaigns had not; the campaigns'
# findings are kept here as tests (FuzzRegressionTests, CommandLineFuzzRegressionTests).
#
#   Scripts/test.sh           everything (the README's command and CI's)
#   Scripts/test.sh --fast    the edit loop: the Swift tests without the real-browser suites,
#                             no studio test, no notebooks
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
