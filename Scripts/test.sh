#!/usr/bin/env bash
# Runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test --parallel
Scripts/fuzz.sh 20
