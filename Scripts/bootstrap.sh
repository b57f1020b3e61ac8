#!/usr/bin/env bash
# Installs what Kinetic needs on a fresh Debian machine with the Swift toolchain, then builds.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
pkg-config --exists gsl 2>/dev/null || need_apt+=(libgsl-dev pkg-config)
if ((${#need_apt[@]})); then
  echo "bootstrap: installing ${need_apt[*]}" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

# The notebooks' Python packages (notebooks/requirements.txt), only when one is missing or
# pinned at another version, so a prepared machine does not touch the network.
if ! python3 - notebooks/requirements.txt <<'PY' 2>/dev/null; then
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
  echo "bootstrap: installing the notebooks' Python packages" >&2
  python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
    -r notebooks/requirements.txt
fi

swift build -c release --product kinetic
