#!/usr/bin/env bash
# Builds Kinetic's DocC documentation offline, from symbol graphs, with the toolchain's docc.
#
#   Scripts/docs.sh           writes the site to .build/docs (open .build/docs/index.html
#                             through any static file server; docc preview also works)
#   Scripts/docs.sh --check   lists every public symbol without a doc comment and every docc
#                             warning (broken symbol links in the articles); exits 1 if any
#
# The symbol graphs are built in their own scratch directory: -emit-symbol-graph changes the
# compiler flags, and sharing .build would make the next ordinary build recompile everything.
# That directory is cleared each time because the compiler writes graphs only when it compiles:
# an up-to-date build would leave none, and an incremental one could leave stale files.
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
case "${1:-}" in
  "") ;;
  --check) check=1 ;;
  -h | --help) sed -n '2,7s/^# \{0,1\}//p' "$0"; exit 0 ;;
  *) echo "error: unknown option '$1'; see 'Scripts/docs.sh --help'" >&2; exit 2 ;;
esac

scratch=.build/docs-symbols
graphs="$scratch/symbol-graphs"
output=.build/docs
rm -rf "$scratch"
mkdir -p "$graphs"

echo "docs: building Kinetic's symbol graphs" >&2
swift build --target Kinetic --scratch-path "$scratch" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
  >"$scratch/build.log" 2>&1 || { cat "$scratch/build.log" >&2; exit 1; }

echo "docs: converting Sources/Kinetic/Kinetic.docc" >&2
docc_flags=(
  --additional-symbol-graph-dir "$graphs"
  --output-path "$output"
  --fallback-display-name Kinetic
  --fallback-bundle-identifier org.kinetic.Kinetic
  --fallback-default-module-kind Framework
)
status=0
if ((check)); then
  docc convert Sources/Kinetic/Kinetic.docc "${docc_flags[@]}" --warnings-as-errors \
    || { echo "docs: docc reported warnings (above)" >&2; status=1; }
else
  docc convert Sources/Kinetic/Kinetic.docc "${docc_flags[@]}"
  echo "docs: wrote $output (index.html)" >&2
fi

if ((check)); then
  # A public symbol counts as documented when it carries its own /// comment. Symbols the
  # compiler synthesises have no source to comment and are skipped: protocol extension members
  # seen through a conforming type, and derived conformances (init(rawValue:), Codable's
  # init(from:)), which carry no source location.
  python3 - "$graphs" <<'PY' || status=1
import glob, json, os, sys

missing = []
total = 0
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.symbols.json"))):
    with open(path) as f:
        graph = json.load(f)
    for symbol in graph["symbols"]:
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        location = symbol.get("location")
        if location is None:
            continue
        total += 1
        if "docComment" in symbol:
            continue
        line = location["position"]["line"] + 1
        where = f"{os.path.relpath(location['uri'].removeprefix('file://'))}:{line}"
        name = ".".join(symbol["pathComponents"])
        missing.append((where, symbol["kind"]["displayName"], name))

for where, kind, name in sorted(missing):
    print(f"{where}: undocumented {kind.lower()} {name}")
print(f"docs: {len(missing)} of {total} public symbols have no doc comment", file=sys.stderr)
sys.exit(1 if missing else 0)
PY
fi
exit "$status"
