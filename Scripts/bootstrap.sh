#!/usr/bin/env bash
# Installs what Kinetic needs on a fresh Debian machine with the Swift toolchain, then builds
# the `kinetic` tool in release mode.
#
#   Scripts/bootstrap.sh
#
# What it installs, each only when missing, so a prepared machine does not touch the network:
#   apt   libgsl-dev, pkg-config   GSL, the independent reference for tests and `kinetic verify`
#         librlottie-dev          rlottie, the real Lottie renderer the Lottie export tests run
#         python3-venv            Debian's venv module, to create the project environment below
#         chromium                headless browser for the HTML-view tests and CSS oracle tests
#         chromium-driver         WebDriver for it: the studio's browser test (Scripts/studio-test.sh)
#         wasi-libc, libclang-rt-16-dev-wasm32
#                                 libc/libm and compiler builtins for the WebAssembly module
#                                 (Scripts/wasm.sh), built here into .build/wasm/kinetic.wasm,
#                                 which `kinetic studio` embeds in its page
#         kotlin, nodejs          kotlinc and node, which compile the Kotlin and JavaScript that
#                                 `kinetic export` writes (ExportCompilesTests); node also runs
#                                 the WebAssembly module in the WebAssembly comparison test
#   .venv the notebooks' and tests' pinned Python packages (notebooks/requirements.txt:
#         selenium, the PyPI lottie package, tree-sitter-dart for the Dart exports), in a project
#         virtual environment: Debian's system Python refuses `pip install` outside one
#         (PEP 668, "externally-managed-environment"). Scripts/notebooks.sh and the browser
#         tests use .venv/bin/python. The environment is made from the first `python3` on PATH
#         (the system one or another, such as pyenv's); set KINETIC_PYTHON to choose.
#
# The `kinetic` build never depends on Python: if the Python step fails, the script still builds
# the tool, then reports the failure and exits 1.
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
apt_updated=0
apt_install() {
  echo "bootstrap: installing $* (apt)" >&2
  if ((!apt_updated)); then
    $SUDO apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$@" \
    >/dev/null
}

python="${KINETIC_PYTHON:-python3}"
need_apt=()
pkg-config --exists gsl 2>/dev/null || need_apt+=(libgsl-dev pkg-config)
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v chromedriver >/dev/null 2>&1 || need_apt+=(chromium-driver)
[ -f /usr/lib/wasm32-wasi/libc.a ] || need_apt+=(wasi-libc)
ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a >/dev/null 2>&1 \
  || need_apt+=(libclang-rt-16-dev-wasm32)
command -v kotlinc >/dev/null 2>&1 || need_apt+=(kotlin)
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)
# rlottie (Samsung's Lottie renderer, C API): the Lottie export tests render every file with it.
pkg-config --exists rlottie 2>/dev/null || need_apt+=(librlottie-dev)
# Debian splits venv's pip bootstrap (ensurepip) into python3-venv; only Debian's own Python
# needs it, and only when the environment does not exist yet.
if [ ! -x .venv/bin/python ] && [ "$(command -v "$python" || true)" = /usr/bin/python3 ] \
  && ! /usr/bin/python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  need_apt+=(python3-venv)
fi
if ((${#need_apt[@]})); then
  apt_install "${need_apt[@]}"
  # Package.swift reads whether GSL's headers are installed, and the package manager caches what
  # the manifest said: a build made here before GSL was installed would go on without it (and
  # `kinetic verify` and the GSL tests with it). Forget that answer.
  case " ${need_apt[*]} " in
    *" libgsl-dev "*) swift package purge-cache ;;
  esac
fi

# The project environment: made once, remade when its interpreter has gone away (a pyenv
# version removed, a Python upgrade), and given the pinned packages when any is missing or at
# another version.
python_status=0
setup_venv() {
  if [ -x .venv/bin/python ] && ! .venv/bin/python -c '' >/dev/null 2>&1; then
    echo "bootstrap: .venv's interpreter is gone; recreating it" >&2
    rm -rf .venv
  fi
  if [ ! -x .venv/bin/python ]; then
    echo "bootstrap: creating .venv with $(command -v "$python")" >&2
    rm -rf .venv
    "$python" -m venv .venv || return 1
  fi
  if ! .venv/bin/python - notebooks/requirements.txt <<'PY' 2>/dev/null; then
import sys
from importlib.metadata import PackageNotFoundError, version

for line in open(sys.argv[1]):
    requirement = line.split("#")[0].strip()
    if requirement:
        name, pinned = requirement.split("==")
        try:
            if version(name) != pinned:
                sys.exit(1)
        except PackageNotFoundError:
            sys.exit(1)
PY
    echo "bootstrap: installing the notebooks' Python packages into .venv" >&2
    .venv/bin/python -m pip install --quiet --disable-pip-version-check \
      -r notebooks/requirements.txt || return 1
  fi
}
if ! setup_venv; then
  python_status=1
fi

# The WebAssembly module builds beside the tool: both are mostly one whole-module compile at a
# time, so on two cores the pair takes little longer than the slower of them. Its messages go
# to a log, shown when it fails, so that the two builds' lines do not interleave.
mkdir -p .build
Scripts/wasm.sh >.build/wasm.log 2>&1 &
wasm_job=$!
trap 'kill "$wasm_job" 2>/dev/null || true' EXIT
swift build -c release --product kinetic
if ! wait "$wasm_job"; then
  cat .build/wasm.log >&2
  echo "bootstrap: the WebAssembly module did not build (above; .build/wasm.log)" >&2
  exit 1
fi
trap - EXIT
cat .build/wasm.log >&2

if ((python_status)); then
  echo "bootstrap: kinetic is built, but the notebooks' Python environment (.venv) could not" \
    "be set up (above)" >&2
  exit 1
fi
