#!/usr/bin/env bash
# Builds the WebAssembly module of Kinetic Studio: the package's own Kinetic, KineticPlot (its
# number formatting only) and KineticInterchange sources, compiled with Embedded Swift for
# wasm32, plus the C-ABI entry points in Sources/KineticWasm, linked by the toolchain's wasm-ld
# against Debian's wasi-libc (malloc, libm) and LLVM's wasm32 compiler builtins.
#
#   Scripts/wasm.sh [OUTPUT]      (default .build/wasm/kinetic.wasm)
#
# It does nothing when OUTPUT is newer than every source it is built from (set
# KINETIC_WASM_REBUILD=1 to build anyway). The output is written whole or not at all, and so is
# OUTPUT.gz beside it (gzip -9), which `kinetic studio` embeds instead when it is as new: the
# page is then about a third of the size and the browser inflates it (DecompressionStream).
#
# What Embedded Swift cannot compile (existentials of non-class protocols, Codable,
# reflection, key paths, untyped throws) is kept out of this build by `#if hasFeature(Embedded)`
# in those sources, never by a copy of them. Scripts/bootstrap.sh installs the two Debian
# packages (wasi-libc, libclang-rt-16-dev-wasm32) and runs this script.
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/wasm/kinetic.wasm}"
build=.build/wasm/objects
mkdir -p "$build" "$(dirname "$output")"

# Up to date: nothing it is built from is newer than the module (a build takes a minute or more).
inputs=(Sources/Kinetic Sources/KineticPlot Sources/KineticInterchange Sources/KineticWasm
  Sources/CKineticMath Sources/CKineticBezier Scripts/wasm.sh)
compress() {
  if [ ! -f "$output.gz" ] || [ "$output" -nt "$output.gz" ]; then
    gzip -9 -n -c "$output" >"$output.gz.partial"
    mv -f "$output.gz.partial" "$output.gz"
  fi
}
if [ -f "$output" ] && [ -z "${KINETIC_WASM_REBUILD:-}" ] \
  && [ -z "$(find "${inputs[@]}" -newer "$output" -print -quit)" ]; then
  compress
  echo "wasm.sh: $output is up to date" >&2
  exit 0
fi

swift_bin="$(dirname "$(readlink -f "$(command -v swiftc)")")"
wasm_ld="${KINETIC_WASM_LD:-$swift_bin/wasm-ld}"
libc=/usr/lib/wasm32-wasi/libc.a
libm=/usr/lib/wasm32-wasi/libm.a
# String comparison and grapheme breaking need the Unicode tables of the embedded stdlib.
unicode="$swift_bin/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
builtins="$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | head -n 1 || true)"
missing=()
[ -x "$wasm_ld" ] || missing+=("wasm-ld (expected beside swiftc, at $wasm_ld)")
[ -f "$libc" ] || missing+=("wasi-libc ($libc; apt-get install wasi-libc)")
[ -n "$builtins" ] || missing+=("the wasm32 compiler builtins (apt-get install libclang-rt-16-dev-wasm32)")
if ((${#missing[@]})); then
  printf 'wasm.sh: missing %s\n' "${missing[@]}" >&2
  echo "wasm.sh: run Scripts/bootstrap.sh to install them" >&2
  exit 1
fi

# CKineticMath is a header-only module over <math.h>; here it reads wasi-libc's header.
# CKineticBezier's kernel is compiled below and linked in (its `fma` is wasi-libc's).
cat >"$build/module.modulemap" <<MAP
module CKineticMath {
  header "$PWD/Sources/CKineticMath/include/CKineticMath.h"
  export *
}
module CKineticBezier {
  header "$PWD/Sources/CKineticBezier/include/CKineticBezier.h"
  export *
}
MAP

flags=(
  -enable-experimental-feature Embedded -wmo -Osize -parse-as-library -swift-version 6
  -target wasm32-unknown-none-wasm -Xfrontend -disable-stack-protector
  -package-name Kinetic -I "$build" -Xcc -I/usr/include/wasm32-wasi
)
# (Warnings about untyped throws in code this build never calls are Embedded Swift's
# notes; errors stop the script.)
module() {
  local name="$1"
  shift
  swiftc "${flags[@]}" -module-name "$name" -emit-module \
    -emit-module-path "$build/$name.swiftmodule" -c "$@" -o "$build/$name.o" 2>"$build/$name.log" \
    || { grep -E 'error' "$build/$name.log" >&2 || cat "$build/$name.log" >&2; exit 1; }
}
sources() { find "$@" -name '*.swift' | LC_ALL=C sort; }

module Kinetic $(sources Sources/Kinetic)
# KineticInterchange uses KineticPlot's number and JSON string text only (RoundTripFormat and
# what it needs).
module KineticPlot $(sources Sources/KineticPlot/Formatting Sources/KineticPlot/Axis) \
  Sources/KineticPlot/Model/PlotError.swift Sources/KineticPlot/JSON/JSONText.swift
module KineticInterchange $(sources Sources/KineticInterchange)
module KineticWasm Sources/KineticWasm/KineticWasm.swift
"$swift_bin/clang" --target=wasm32-unknown-none -O2 -isystem /usr/include/wasm32-wasi \
  -c Sources/KineticWasm/StringToDouble.c -o "$build/StringToDouble.o"
"$swift_bin/clang" --target=wasm32-unknown-none -O2 -isystem /usr/include/wasm32-wasi \
  -I Sources/CKineticBezier/include -c Sources/CKineticBezier/CKineticBezier.c \
  -o "$build/CKineticBezier.o"

# Only the entry points are exported, so everything they do not reach is dropped.
exports=()
for name in $(grep -o '@_cdecl("kinetic_[a-z_]*")' Sources/KineticWasm/KineticWasm.swift \
  | sed 's/.*("\(.*\)")/\1/'); do
  exports+=("--export=$name")
done
"$wasm_ld" --no-entry "${exports[@]}" --gc-sections --strip-all \
  -z stack-size=1048576 --initial-memory=4194304 --max-memory=268435456 \
  "$build/Kinetic.o" "$build/KineticPlot.o" "$build/KineticInterchange.o" "$build/KineticWasm.o" \
  "$build/StringToDouble.o" "$build/CKineticBezier.o" \
  "$unicode" "$libc" "$libm" "$builtins" -o "$build/kinetic.wasm"
mv -f "$build/kinetic.wasm" "$output"
compress
echo "wasm.sh: wrote $output ($(wc -c <"$output") bytes; gzip $(wc -c <"$output.gz"))" >&2
