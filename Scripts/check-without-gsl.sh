#!/usr/bin/env bash
# Builds `kinetic` as on a machine without GNU GSL (KINETIC_GSL=0 leaves the GSL targets out of
# the manifest, as happens by itself where GSL's headers are absent), in its own build
# directory, and checks that it runs: every command but `verify` works, and `verify` fails with
# status 1 and one `error:` line naming what to install.
#
#   Scripts/check-without-gsl.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/without-gsl
KINETIC_GSL=0 swift build --product kinetic --scratch-path "$scratch" >&2
kinetic="$(KINETIC_GSL=0 swift build --product kinetic --scratch-path "$scratch" --show-bin-path)/kinetic"
if KINETIC_GSL=0 swift package --scratch-path "$scratch" describe | grep -q 'KineticGSL'; then
  echo "check-without-gsl: the manifest still declares KineticGSL with KINETIC_GSL=0" >&2
  exit 1
fi

failures=0
check() { # description, then the command
  local what="$1"
  shift
  if "$@" >/dev/null; then echo "ok    $what"; else echo "FAIL  $what"; failures=$((failures + 1)); fi
}

check "plot runs" "$kinetic" plot bouncy --width 60 --height 12
check "spring runs" "$kinetic" spring bouncy
check "demo runs" "$kinetic" demo circle --format csv --frames 3
set +e
message="$("$kinetic" verify 2>&1 >/dev/null)"
status=$?
set -e
check "verify exits 1 (got $status)" test "$status" -eq 1
check "verify names GSL and how to install it" grep -q "^error: .*libgsl-dev.*brew install gsl" \
  <<<"$message"
echo "$message"
exit $((failures > 0))
