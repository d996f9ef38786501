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
if [ ! -x "${chromium}" ] && [ "${chromium}" != /usr/bin/chromium ]; then
  echo "ensure-chromium: CHROMIUM_PATH=${chromium} is not an executable" >&2
  exit 1
fi
bash scripts/debian-packages.sh chromium fonts-noto-cjk
