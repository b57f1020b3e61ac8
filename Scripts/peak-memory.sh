#!/usr/bin/env bash
# Measures the peak resident memory (VmHWM, via /usr/bin/time's "Maximum resident set size") of
# the largest inputs the command line allows, and fails if one exceeds its stated bound.
#
#   Scripts/peak-memory.sh [--quick]
#
# Cases (issue 15; every output goes to /dev/null, which -o writes straight to):
#   plot-FORMAT     `kinetic plot` of 8 specs at --samples 10000000 (the limit), with --velocity:
#                   ascii and svg (kept at the chart's resolution while sampling), csv and json
#                   (streamed as they are sampled). Bound: 64 MB each, whatever --samples is.
#   progress-FORMAT the same on the progress axis (--axis progress): ascii (reduced), csv and
#                   json (streamed). Bound: 64 MB each.
#   plot-physics    `kinetic plot` of a fling and a spring model as csv at --samples 10000000:
#                   physics streams as animations do. Bound: 64 MB.
#   plot-html       the HTML page of the same 8 specs at --samples 10000000: kept at its chart's
#                   resolution while sampling (its read-out is exact at the samples kept).
#                   Bound: 64 MB.
#   retarget-FORMAT `kinetic retarget` of three modes at --fps 1000000 over 9.9 s (about 10^7 frames)
#                   as ascii, svg and html: sampled one frame at a time and kept at the chart's
#                   resolution. Bound: 64 MB each.
#   svg-animated    `kinetic demo spinner --format svg-animated` at the frame limit (3,600
#                   frames), streamed frame by frame. Bound: 64 MB.
#   demo-html       `kinetic demo spinner --format html` at the frame limit (3,600 frames): the
#                   chart from every frame's values, then the frames' pictures streamed one at a
#                   time. Bound: 64 MB.
#   animator        100,000 Animator commands (Scripts/peak-memory/AnimatorCommands.swift: spring
#                   and additive retargets, pauses, resumes, reversals, a query per frame).
#                   Bound: 64 MB (history is bounded by Animator.historyLimit).
#
# --quick divides the sample and command counts by 10 (for a loaded machine); the bounds stay.
# CONFIG=debug uses the debug build (default: release; debug is many times slower).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=1
[[ "${1:-}" == "--quick" ]] && quick=10
config="${CONFIG:-release}"
[[ -x /usr/bin/time ]] || { echo "peak-memory.sh: needs /usr/bin/time (GNU time)" >&2; exit 2; }

echo "peak-memory.sh: building kinetic ($config)" >&2
swift build -c "$config" --product kinetic >&2
bin=$(swift build -c "$config" --show-bin-path)
kinetic="$bin/kinetic"

# The animator driver links against the Kinetic objects of the same build.
driver="$bin/peak-memory-animator"
swiftc -O -parse-as-library -I "$bin/Modules" \
  -Xcc -fmodule-map-file="$bin/CKineticMath.build/module.modulemap" \
  Scripts/peak-memory/AnimatorCommands.swift "$bin"/Kinetic.build/*.o \
  "$bin"/CKineticMath.build/*.o -o "$driver"

specs=(linear easeInOut bouncy smooth 'spring(duration: 0.8, bounce: 0.6)'
  'cubic-bezier(0.68, -0.55, 0.265, 1.55)' 'steps(5, jump-end)' circularEaseIn)
samples=$((10000000 / quick))
mb=$((1024))
failures=0

# measure NAME BOUND_KB COMMAND...: runs COMMAND, prints its peak RSS and checks the bound.
measure() {
  local name=$1 bound=$2
  shift 2
  local log
  log=$(mktemp)
  local start=$SECONDS
  if ! /usr/bin/time -f "%M" -o "$log" "$@" >/dev/null; then
    echo "peak-memory.sh: $name: the command failed" >&2
    failures=$((failures + 1))
  fi
  local kb
  kb=$(tail -1 "$log")
  rm -f "$log"
  local verdict=ok
  if ((kb > bound)); then
    verdict="OVER the bound"
    failures=$((failures + 1))
  fi
  printf '%-14s %8d KB peak  (bound %d KB, %3d s)  %s\n' "$name" "$kb" "$bound" \
    $((SECONDS - start)) "$verdict"
}

for format in ascii svg csv json; do
  measure "plot-$format" $((64 * mb)) \
    "$kinetic" plot "${specs[@]}" --samples "$samples" --format "$format" --velocity -o /dev/null
done
for format in ascii csv json; do
  measure "progress-$format" $((64 * mb)) \
    "$kinetic" plot "${specs[@]}" --axis progress --samples "$samples" --format "$format" \
    --velocity -o /dev/null
done
measure plot-physics $((64 * mb)) \
  "$kinetic" plot 'decay(rate: .normal)' 'Spring.bouncy' --initial-velocity 800 \
  --samples "$samples" --format csv --velocity -o /dev/null
measure plot-html $((64 * mb)) \
  "$kinetic" plot "${specs[@]}" --samples "$samples" --format html -o /dev/null
for format in ascii svg html; do
  measure "retarget-$format" $((64 * mb)) \
    "$kinetic" retarget 'spring(duration: 0.5, bounce: 0.3)' --retarget-at 0.2 --new-target 0.5 \
    --mode merge,additive,restart --fps $((1000000 / quick)) --until 9.9 --format "$format" \
    --velocity -o /dev/null
done
measure svg-animated $((64 * mb)) \
  "$kinetic" demo spinner --format svg-animated --frames 3600 -o /dev/null
measure demo-html $((64 * mb)) \
  "$kinetic" demo spinner --format html --frames $((3600 / quick)) -o /dev/null
measure animator $((64 * mb)) "$driver" $((100000 / quick))

if ((failures > 0)); then
  echo "peak-memory.sh: $failures case(s) failed" >&2
  exit 1
fi
