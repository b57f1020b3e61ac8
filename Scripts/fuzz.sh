#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS seconds.
#
#   Scripts/fuzz.sh SECONDS [TARGET...]     TARGET: spec, cli, numeric, animator
#                                           (default: all four, in turn)
#   Scripts/fuzz.sh --build-only [TARGET...]
#
# Targets (sources in Scripts/fuzz/<Name>Fuzzer/, shared helpers in Scripts/fuzz/Support/):
#   spec     the animation spec lexer, parser and binder, and the animation it binds to
#   cli      the whole `kinetic` command line in-process (KineticCommand.run)
#   numeric  curves, CSS easing, springs, decay, rubber band, colour and vector arithmetic
#   animator Animator command sequences (retargets with every policy, pauses, reversals, scrubs,
#            history discards, at random times): totality, invariants and C0 continuity
#
# How it is built, and why: SwiftPM cannot build a libFuzzer binary cleanly (libFuzzer brings
# its own `main`, `-sanitize=fuzzer` would be applied to every target including executables
# and tests, and the product layout is not a stable interface), so this script drives `swiftc`
# directly. Each library module the targets need is compiled once, whole-module, with
# `-O -sanitize=fuzzer,address` (coverage instrumentation and ASan, not the libFuzzer `main`;
# the exceptions, and why, are with the flags below),
# into .fuzz/build/<Module>.o plus its .swiftmodule, each as soon as the modules it imports are
# built (in parallel where the imports allow); a module is rebuilt only when its sources, the
# modules it imports or the flags change (a stamp holds their hash). Each
# fuzz target is then compiled with `-parse-as-library` (it defines `LLVMFuzzerTestOneInput`,
# no top-level code) and linked against those objects with `-sanitize=fuzzer,address`, which
# adds libFuzzer's `main`.
#
# Running: each target (with its dictionary of tokens, .fuzz/dictionaries/<target>.dict, generated below,
# where there is one) fuzzes a working corpus in .fuzz/corpus/<target> (created from the seed
# corpus in Scripts/fuzz/corpus/<target>, which is also read every run), with a per-input
# time limit of 1 s — 3 s for the cli target, whose demo seeds take ~0.3 s alone and passed 1 s
# on a loaded 2-core machine — (part of the contract: any input that takes longer is a finding,
# written as a timeout-… artifact, and fails the run), an RSS limit and leak detection. Crashers,
# leaks, timeouts and OOMs are written to
# .fuzz/artifacts/<target>/ and make the script exit non-zero. Per target it prints the
# executions per second, the corpus size and the coverage; the full log is .fuzz/logs/<target>.log.
# The cli target works in a scratch directory on tmpfs (/dev/shm when writable, else $TMPDIR,
# else /tmp): its atomic `-o` writes sync, and on a shared disk a sync stall read as a timeout.
# To reproduce a finding: .fuzz/bin/<target> .fuzz/artifacts/<target>/crash-…
# To keep a finding as a seed: copy it into Scripts/fuzz/corpus/<target>/ (and write a test).
# The cli seeds include every demo at its default size as ASCII, to a file (`--output=svg#`,
# ASCII: only `--format` picks the format), as html and as svg-animated (demo-<name>[-…]):
# the slowest inputs the harness admits, run first in every campaign, so a slowdown of the
# scene or the rasteriser shows as a timeout at once instead of when the mutator finds them.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

build_only=0
if [[ "${1:-}" == "--build-only" ]]; then
  build_only=1
  shift
else
  seconds="${1:?usage: Scripts/fuzz.sh SECONDS [spec|cli|numeric|animator ...]}"
  shift
  [[ "$seconds" =~ ^[0-9]+$ ]] || { echo "fuzz.sh: SECONDS must be a whole number" >&2; exit 2; }
fi
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(spec cli numeric animator)

work=.fuzz
build=$work/build
mkdir -p "$build" "$work/bin" "$work/logs"

# Library modules in dependency order, as declared in Package.swift.
modules=(Kinetic KineticPlot KineticGSL KineticScene KineticInterchange KineticDemos KineticStudio
  KineticCommandLine)
# CKineticMath is a header-only C target; SwiftPM generates its module map, so do the same here.
mkdir -p "$build/CKineticMath"
printf 'module CKineticMath {\n  header "%s"\n  export *\n}\n' \
  "$root/Sources/CKineticMath/include/CKineticMath.h" >"$build/CKineticMath/module.modulemap"
# CKineticPOSIX (the operating system interfaces) is header-only too.
mkdir -p "$build/CKineticPOSIX"
printf 'module CKineticPOSIX {\n  header "%s"\n  export *\n}\n' \
  "$root/Sources/CKineticPOSIX/include/CKineticPOSIX.h" >"$build/CKineticPOSIX/module.modulemap"
# CKineticCleanup (the CLI's signal-safe temp-file cleanup) has a C source: a module map for
# its header, and its object linked wherever KineticCommandLine is.
mkdir -p "$build/CKineticCleanup"
printf 'module CKineticCleanup {\n  header "%s"\n  export *\n}\n' \
  "$root/Sources/CKineticCleanup/include/CKineticCleanup.h" >"$build/CKineticCleanup/module.modulemap"
clang -c -O1 -fsanitize=address,fuzzer-no-link "$root/Sources/CKineticCleanup/CKineticCleanup.c" \
  -I "$root/Sources/CKineticCleanup/include" -o "$build/CKineticCleanup.o" 2>/dev/null ||
  cc -c -O1 "$root/Sources/CKineticCleanup/CKineticCleanup.c" \
    -I "$root/Sources/CKineticCleanup/include" -o "$build/CKineticCleanup.o"
# CKineticBezier (the Bezier solver's evaluation kernel, which Kinetic imports) likewise: its
# object is linked into every target. Built as SwiftPM builds it (no sanitizer: C, no coverage).
mkdir -p "$build/CKineticBezier"
printf 'module CKineticBezier {\n  header "%s"\n  export *\n}\n' \
  "$root/Sources/CKineticBezier/include/CKineticBezier.h" >"$build/CKineticBezier/module.modulemap"
clang -c -O2 "$root/Sources/CKineticBezier/CKineticBezier.c" \
  -I "$root/Sources/CKineticBezier/include" -o "$build/CKineticBezier.o" 2>/dev/null ||
  cc -c -O2 "$root/Sources/CKineticBezier/CKineticBezier.c" \
    -I "$root/Sources/CKineticBezier/include" -o "$build/CKineticBezier.o"
# `-package-name` as SwiftPM passes it, so `package` declarations are visible across modules.
#
# Two choices keep an input's run within a small multiple of the release build's (the demos'
# ASCII frames composite millions of samples per run, and at 10-20 times the release time the
# slowest demos neared the 1 s limit when four fuzzers share two cores):
# - ASan checks memory through calls (`__asan_load8` …) instead of inline shadow tests. Swift
#   runs SanitizerCoverage after AddressSanitizer, so each inline shadow test (a compare of the
#   shadow byte with 0) was itself traced as a comparison (`__sanitizer_cov_trace_const_cmp1`):
#   94 % of those hooks in the binary, about a quarter of a demo's time, and noise in the
#   fuzzer's table of recent compares. Every access is still checked.
# - KineticScene, KineticPlot and KineticStudio (scene evaluation, rasterising, charts, the
#   studio page's text) get edge coverage
#   (inline 8-bit counters, PC table, indirect calls) and ASan but no comparison tracing. The
#   fuzzer's input reaches them only as numbers already parsed and range-checked in
#   KineticCommandLine and KineticDemos, whose comparisons stay traced; their own integer
#   comparisons are loop bounds and indices over sample grids and series (floating-point
#   comparisons are never traced), which cost a trace call per loop step and give the mutator
#   nothing to aim for. New edges in them are still found and kept.
flags=(-swift-version 6 -package-name kinetic -O -gline-tables-only
  -Xllvm -asan-instrumentation-with-call-threshold=0
  -parse-as-library -I "$root/$build" -I "$root/Sources/CGSL" -I "$root/$build/CKineticMath"
  -I "$root/$build/CKineticCleanup" -I "$root/$build/CKineticPOSIX" -I "$root/$build/CKineticBezier")
# What `-sanitize=fuzzer` turns on, less `trace-cmp`.
untraced=(-sanitize=address -sanitize-coverage=edge,indirect-calls,inline-8bit-counters,pc-table)
sanitizers() {
  case $1 in
    KineticScene | KineticPlot | KineticStudio) echo "${untraced[@]}" ;;
    *) echo -sanitize=fuzzer,address ;;
  esac
}
# GSL for KineticGSL, from pkg-config as the CGSL system library declares it.
read -r -a gsl_libs <<<"$(pkg-config --libs gsl 2>/dev/null || echo -lgsl -lgslcblas -lm)"
link=(-use-ld=lld "${gsl_libs[@]}")

sources() { find "Sources/$1" -name '*.swift' | LC_ALL=C sort; }

# The library modules a module imports, in the order of `modules`: read from its sources'
# import declarations, which is what the compiler looks for, so that a module never compiles
# before (or with a stamp blind to) a module it has just started to import.
module_deps() {
  local imported m
  imported=$(grep -rhoE --include='*.swift' \
    '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|internal|package)[[:space:]]+)?import[[:space:]]+Kinetic[A-Za-z]*' \
    "Sources/$1" | sed -E 's/.*import[[:space:]]+//' | sort -u)
  for m in "${modules[@]}"; do
    if [[ $m != "$1" ]] && grep -qx "$m" <<<"$imported"; then echo "$m"; fi
  done
}

build_module() {
  local module=$1 stamp hash deps=() sanitize
  for m in $(module_deps "$module"); do deps+=("$build/$m.stamp"); done
  # The hash covers the flags, this module's sources and the modules it imports.
  read -r -a sanitize <<<"$(sanitizers "$module")"
  # (And the C targets' headers, which every module may import: the Bezier kernel's row
  # struct is laid out there.)
  hash=$( { printf '%s\n' "${flags[@]}" "${sanitize[@]}"; sources "$module" | xargs cat;
            cat Sources/CKinetic*/include/*.h; cat "${deps[@]}" 2>/dev/null || true; } |
            sha256sum | cut -c1-32)
  stamp="$build/$module.stamp"
  if [[ -f "$stamp" && "$(cat "$stamp")" == "$hash" && -f "$build/$module.o" ]]; then
    return
  fi
  echo "fuzz.sh: compiling $module" >&2
  rm -f "$stamp"
  # shellcheck disable=SC2046
  swiftc -module-name "$module" "${flags[@]}" "${sanitize[@]}" -wmo -num-threads 0 \
    -emit-module -emit-module-path "$build/$module.swiftmodule" \
    -c $(sources "$module") -o "$build/$module.o" || return 1
  echo "$hash" >"$stamp"
}

# Builds the modules named (a set closed under module_deps), each as soon as the modules it
# imports are built: a whole-module compile keeps one core busy, so on two cores KineticPlot,
# KineticStudio and KineticGSL build beside Kinetic and KineticScene instead of after them.
build_modules() {
  local module pids=() status=0
  for module in "$@"; do rm -f "$build/$module.done" "$build/$module.failed"; done
  for module in "$@"; do
    (
      for dep in $(module_deps "$module"); do
        until [[ -f $build/$dep.done || -f $build/$dep.failed ]]; do sleep 0.2; done
        if [[ -f $build/$dep.failed ]]; then
          touch "$build/$module.failed"
          exit 1
        fi
      done
      if build_module "$module"; then
        touch "$build/$module.done"
      else
        echo "fuzz.sh: $module did not compile" >&2
        touch "$build/$module.failed"
        exit 1
      fi
    ) &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  return $status
}

# target name → fuzz source folder and the modules it links.
target_folder() {
  case $1 in
    spec) echo SpecFuzzer ;;
    cli) echo CommandLineFuzzer ;;
    numeric) echo NumericFuzzer ;;
    animator) echo AnimatorFuzzer ;;
    *) echo "fuzz.sh: unknown target '$1' (spec, cli, numeric, animator)" >&2; exit 2 ;;
  esac
}
target_modules() {
  case $1 in
    numeric | animator) echo Kinetic ;;
    *) echo "${modules[@]}" ;;
  esac
}
# Longest input libFuzzer generates, per target.
target_max_len() {
  case $1 in
    spec) echo 256 ;;
    cli) echo 512 ;;
    numeric) echo 200 ;;
    animator) echo 1024 ;;
  esac
}

build_target() {
  local target=$1 folder objects=() needed
  folder=$(target_folder "$target")
  read -r -a needed <<<"$(target_modules "$target")"
  for n in "${needed[@]}"; do objects+=("$build/$n.o"); done
  [[ " ${needed[*]} " == *" KineticCommandLine "* ]] && objects+=("$build/CKineticCleanup.o")
  objects+=("$build/CKineticBezier.o")
  local binary=$work/bin/$target
  local inputs=(Scripts/fuzz/Support/*.swift "Scripts/fuzz/$folder"/*.swift)
  local hash
  # (The C objects linked in: a changed kernel relinks every target.)
  hash=$( { cat "${inputs[@]}" Sources/CKinetic*/*.c
            for n in "${needed[@]}"; do cat "$build/$n.stamp"; done; } | sha256sum | cut -c1-32)
  if [[ -x "$binary" && -f "$binary.stamp" && "$(cat "$binary.stamp")" == "$hash" ]]; then
    return
  fi
  echo "fuzz.sh: linking $target" >&2
  swiftc -module-name "${folder}" "${flags[@]}" -sanitize=fuzzer,address "${inputs[@]}" \
    "${objects[@]}" "${link[@]}" -o "$binary"
  echo "$hash" >"$binary.stamp"
}

for target in "${targets[@]}"; do target_folder "$target" >/dev/null; done
# Every module the targets need, built once, in parallel where the imports allow.
needed_modules=()
for module in "${modules[@]}"; do
  for target in "${targets[@]}"; do
    if [[ " $(target_modules "$target") " == *" $module "* ]]; then
      needed_modules+=("$module")
      break
    fi
  done
done
build_modules "${needed_modules[@]}" || exit 1
for target in "${targets[@]}"; do build_target "$target"; done
[[ $build_only == 1 ]] && exit 0

# The dictionaries are generated from the tool's own tables (kinetic list --format json, the
# help of every subcommand and demo), so a new form, option or demo is fuzzed without editing
# a word list: Scripts/fuzz/dictionaries.py writes them into .fuzz/dictionaries/.
swift build --product kinetic >&2
mkdir -p "$work/dictionaries"
python3 Scripts/fuzz/dictionaries.py "$(swift build --show-bin-path)/kinetic" "$work/dictionaries"

# Leaks are reported: libFuzzer checks every input that allocates more than it frees.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:symbolize=1}"
# Swift's own crash backtracer would race libFuzzer's signal handler under ASan.
export SWIFT_BACKTRACE=enable=no

failed=0
summary=()
for target in "${targets[@]}"; do
  # Absolute paths: the cli target works inside its own scratch directory.
  corpus=$root/$work/corpus/$target
  artifacts=$root/$work/artifacts/$target
  log=$root/$work/logs/$target.log
  mkdir -p "$corpus" "$artifacts"
  seeds=$root/Scripts/fuzz/corpus/$target
  echo "fuzz.sh: fuzzing $target for ${seconds}s" >&2
  dictionary=()
  if [[ -f $root/$work/dictionaries/$target.dict ]]; then
    dictionary=(-dict="$root/$work/dictionaries/$target.dict")
  fi
  timeout=1
  [[ $target == cli ]] && timeout=3
  status=0
  "$work/bin/$target" "$corpus" "$seeds" "${dictionary[@]}" \
    -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb=2048 -malloc_limit_mb=2048 \
    -max_len="$(target_max_len "$target")" -detect_leaks=1 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
  corp=$(sed -n 's/.* corp: \([0-9]*\/[0-9]*[bKM]*\).*/\1/p' <<<"$last")
  line="$target: ${execs:-?} executions, ${rate:-?} exec/s, corpus ${corp:-?} (units/size), coverage ${cov:-?} edges"
  if [[ $status -ne 0 ]]; then
    failed=1
    line+=" — FAILED (status $status), see $log and $artifacts/"
    grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*fatalError|ALARM|.*Test unit written to)' \
      "$log" | head -8 >&2 || true
  fi
  summary+=("$line")
done
printf 'fuzz.sh: %s\n' "${summary[@]}"
exit $failed
