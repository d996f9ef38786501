#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it when it is missing (never a browser download).
# The path is scripts/chromium.ts's, so CHROMIUM_PATH moves the check along with the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
chromium="$(node scripts/chromium.ts)"
if [ ! -x "${chromium}" ]; then
  if [ "${chromium}" != /usr/bin/chromium ]; then
    echo "ensure-chromium: CHROMIUM_PATH=${chromium} is not an executable" >&2
    exit 1
  fi
  echo "Installing Debian's chromium for the end-to-end tests…"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi
