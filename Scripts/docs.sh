#!/usr/bin/env bash
# Builds the DocC documentation of every library module offline, from symbol graphs, with the
# toolchain's docc, as one static site that opens at its root.
#
#   Scripts/docs.sh           writes the site to .build/docs: index.html lists the modules and
#                             forwards to Kinetic's; each module is at .build/docs/<Module>/
#                             (static-hosting layout), served by any static file server
#   Scripts/docs.sh --serve   builds, then serves .build/docs on http://127.0.0.1:PORT/ (PORT from
#                             $KINETIC_DOCS_PORT, default 8000) and prints the URL
#   Scripts/docs.sh --check   lists every public symbol of every module without a doc comment
#                             and every docc warning (broken symbol links); exits 1 if any
#
# Modules: Kinetic, KineticPlot, KineticScene, KineticDemos, KineticInterchange, KineticStudio,
# KineticGSL and KineticCommandLine
# (their catalogs in Sources/<Module>/<Module>.docc where one exists).
#
# The symbol graphs are built in their own scratch directory: -emit-symbol-graph changes the
# compiler flags, and sharing .build would make the next ordinary build recompile everything.
# That directory is cleared each time because the compiler writes graphs only when it compiles:
# an up-to-date build would leave none, and an incremental one could leave stale files.
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
serve=0
case "${1:-}" in
  "") ;;
  --check) check=1 ;;
  --serve) serve=1 ;;
  -h | --help) sed -n '2,15s/^# \{0,1\}//p' "$0"; exit 0 ;;
  *) echo "error: unknown option '$1'; see 'Scripts/docs.sh --help'" >&2; exit 2 ;;
esac

scratch=.build/docs-symbols
graphs="$scratch/symbol-graphs"
output=.build/docs
rm -rf "$scratch"
mkdir -p "$graphs"

modules=(Kinetic KineticPlot KineticScene KineticDemos KineticInterchange KineticStudio KineticGSL
  KineticCommandLine)

# KineticCommandLine depends on every other library, so one build emits all their graphs.
echo "docs: building the symbol graphs of ${modules[*]}" >&2
swift build --target KineticCommandLine --scratch-path "$scratch" \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
  >"$scratch/build.log" 2>&1 || { cat "$scratch/build.log" >&2; exit 1; }

rm -rf "$output"
mkdir -p "$output"
links=""
status=0
for module in "${modules[@]}"; do
  # Each module converts its own graphs (Module.symbols.json and its Module@Other extension
  # graphs) with its catalog, or from the graphs alone where it has none.
  own="$scratch/graphs-$module"
  mkdir -p "$own"
  cp "$graphs/$module.symbols.json" "$own/"
  cp "$graphs/$module"@*.symbols.json "$own/" 2>/dev/null || true
  catalog=()
  [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
  lower="$(echo "$module" | tr '[:upper:]' '[:lower:]')"
  docc_flags=(
    --additional-symbol-graph-dir "$own"
    --output-path "$output/$module"
    --fallback-display-name "$module"
    --fallback-bundle-identifier "org.kinetic.$module"
    --fallback-default-module-kind Framework
    --transform-for-static-hosting
    --hosting-base-path "$module"
  )
  echo "docs: converting $module" >&2
  if ((check)); then
    docc convert "${catalog[@]}" "${docc_flags[@]}" --warnings-as-errors \
      || { echo "docs: docc reported warnings for $module (above)" >&2; status=1; }
  else
    docc convert "${catalog[@]}" "${docc_flags[@]}" >&2
  fi
  links+="<li><a href=\"$module/documentation/$lower/\">$module</a></li>"
done

# The root: a page listing the modules that forwards to the core module's documentation.
cat >"$output/index.html" <<HTML
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Kinetic documentation</title>
<meta http-equiv="refresh" content="0; url=Kinetic/documentation/kinetic/"></head>
<body><h1>Kinetic documentation</h1><ul>$links</ul></body></html>
HTML
((check)) || echo "docs: wrote $output (index.html)" >&2

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
if ((serve && status == 0)); then
  port="${KINETIC_DOCS_PORT:-8000}"
  echo "docs: serving http://127.0.0.1:$port/ (Ctrl-C stops)"
  exec python3 -m http.server "$port" --bind 127.0.0.1 --directory "$output"
fi
exit "$status"
