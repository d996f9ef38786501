#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it when it is missing (never a browser download).
# The path is scripts/chromium.ts's, so CHROMIUM_PATH moves the check along with the tests.
# With it, the fonts a reader of each published language has: a machine without CJK fonts draws
# Japanese in fallback boxes of another width, and a layout test passes there that fails on every
# Japanese reader's phone. Debian's fonts-noto-cjk are the faces Android ships; Firefox and WebKit
# (scripts/e2e-engines.sh) draw with the same system fonts.
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
  $SUDO apt-get install -y -qq -o DPkg::Lock::Timeout=300 chromium >/dev/null
fi
if [ "$(dpkg-query -W -f='${db:Status-Status}' fonts-noto-cjk 2>/dev/null)" != "installed" ]; then
  echo "Installing Debian's fonts-noto-cjk, the Japanese faces readers' phones have…"
  export DEBIAN_FRONTEND=noninteractive
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq -o DPkg::Lock::Timeout=300 fonts-noto-cjk >/dev/null
fi
