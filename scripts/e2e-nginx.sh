#!/usr/bin/env bash
# Runs the end-to-end tests that depend on the server against nginx (Debian's
# package) serving the static build with deploy/nginx.conf on a loopback port:
# those tagged @host (what every host must do: status, headers, 404s, redirects,
# partner views, feeds) and @server (HTTP-level answers: security.spec.ts). The
# rest read the same files whichever server sends them and run on our server;
# what a server sends does not depend on the window's width, so only the desktop
# project runs here.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/debian-packages.sh nginx-light libnginx-mod-http-brotli-static

port="${NGINX_PORT:-4174}"
run_dir="$(mktemp -d)"
config="$(node scripts/nginx-config.ts "${port}" "${run_dir}")"
/usr/sbin/nginx -t -q -c "${config}" -e "${run_dir}/error.log"
/usr/sbin/nginx -c "${config}" -e "${run_dir}/error.log"
stop() {
  /usr/sbin/nginx -c "${config}" -e "${run_dir}/error.log" -s stop 2>/dev/null || true
  rm -rf "${run_dir}"
}
trap stop EXIT

E2E_BASE_URL="http://127.0.0.1:${port}" E2E_TARGET=nginx E2E_REPORT=reports/e2e-nginx.json \
  playwright test --output=test-results/nginx --grep "${NGINX_GREP:-@host|@server}" --project=desktop "$@"
