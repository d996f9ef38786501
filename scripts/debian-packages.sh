#!/usr/bin/env bash
# Installs the Debian packages named on the command line that are not installed yet, and nothing
# else. The test suites run side by side (scripts/test.ts): on a new machine two of them may each
# find a package missing at once, and apt-get update or install then fails on the other's lock
# (exit 100). Every caller goes through this script, which holds one lock of its own around the
# whole update-and-install, so the second waits for the first and then finds what it needs.
set -euo pipefail
missing=()
for package in "$@"; do
  if [ "$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null)" != "installed" ]; then
    missing+=("$package")
  fi
done
[ "${#missing[@]}" -eq 0 ] && exit 0

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
lock="${TMPDIR:-/tmp}/debian-packages.lock"
exec 9>>"$lock"
flock 9
# Another caller may have installed them while this one waited.
still=()
for package in "${missing[@]}"; do
  if [ "$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null)" != "installed" ]; then
    still+=("$package")
  fi
done
[ "${#still[@]}" -eq 0 ] && exit 0
echo "Installing Debian's ${still[*]}…"
export DEBIAN_FRONTEND=noninteractive
# apt's own locks too may be held by something outside the suites (an unattended upgrade): wait for them.
$SUDO apt-get update -qq -o DPkg::Lock::Timeout=300
$SUDO apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${still[@]}" >/dev/null
