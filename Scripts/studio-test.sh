#!/usr/bin/env bash
# Kinetic Studio in a real browser: builds the WebAssembly module (Scripts/wasm.sh) and
# `kinetic`, writes the studio page, and drives it in headless chromium through WebDriver
# (Tests/Studio/studio_browser_test.py: paste, drag, slide, copy, reload). Screenshots of the
# light and dark themes are left in .build/studio-test/. Scripts/test.sh runs it; so does CI.
#
#   Scripts/studio-test.sh [KINETIC]     (default: the debug build, built here)
#
# Needs what Scripts/bootstrap.sh installs: chromium, chromium-driver, and selenium in .venv.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x .venv/bin/python ] && .venv/bin/python -c 'import selenium' 2>/dev/null \
  || missing+=("selenium in .venv")
command -v chromedriver >/dev/null 2>&1 || missing+=("chromedriver (apt-get install chromium-driver)")
command -v chromium >/dev/null 2>&1 || missing+=("chromium (apt-get install chromium)")
if ((${#missing[@]})); then
  printf 'studio-test.sh: missing %s\n' "${missing[@]}" >&2
  echo "studio-test.sh: run Scripts/bootstrap.sh to install them" >&2
  exit 1
fi

Scripts/wasm.sh
kinetic="${1:-}"
if [ -z "$kinetic" ]; then
  swift build --product kinetic >&2
  kinetic="$(swift build --product kinetic --show-bin-path)/kinetic"
fi
out=.build/studio-test
mkdir -p "$out"
KINETIC_WASM="$PWD/.build/wasm/kinetic.wasm" "$kinetic" studio -o "$out/studio.html"
KINETIC_CHROMEDRIVER="$(command -v chromedriver)" KINETIC_CHROMIUM="$(command -v chromium)" \
  .venv/bin/python Tests/Studio/studio_browser_test.py "$out/studio.html" "$out"
