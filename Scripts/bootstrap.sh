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

swift build -c release --product kinetic
