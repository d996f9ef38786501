#!/usr/bin/env bash
# Runs the host-sensitive end-to-end tests (titles tagged @host) against each
# static host's own local runtime serving the built site:
#   cloudflare  wrangler pages dev (workerd + Pages' asset server), port 4180
#   netlify     netlify dev --offline with its simple static server,  port 4181
#   static      http-server, a plain static server with no rules,     port 4182
# The runtimes live in hosts/ (own package.json and lockfile), never in the
# site's dependencies. Usage: scripts/e2e-hosts.sh [cloudflare|netlify|static]…
# What a host sends does not depend on the window's width: the desktop project
# alone runs here (the phone project runs on our server).
# Env: HOSTS_GREP (default @host) is passed to `playwright test --grep`;
# HOSTS_SITE (default dist/client) is the folder to publish.
# A run fails if a runtime reports a line of _headers/_redirects it rejected.
# How each runtime differs from its host in production: DEPLOY.md, "The hosts'
# local runtimes".
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

site="${HOSTS_SITE:-${root}/dist/client}"
grep_pattern="${HOSTS_GREP:-@host}"
hosts_bin="${root}/hosts/node_modules/.bin"
if [ "$#" -gt 0 ]; then targets=("$@"); else targets=(cloudflare netlify static); fi

if [ ! -f "${site}/index.html" ]; then
  echo "e2e-hosts: ${site} has no index.html; run npm run build first" >&2
  exit 1
fi

# Install the runtimes on first use, and again when the lockfile changed.
if [ ! -x "${hosts_bin}/wrangler" ] || [ ! -x "${hosts_bin}/netlify" ] || [ ! -x "${hosts_bin}/http-server" ] ||
  [ hosts/package-lock.json -nt hosts/node_modules/.package-lock.json ]; then
  echo "e2e-hosts: installing the host runtimes into hosts/node_modules…"
  # --no-save: npm reads the committed lockfile and never rewrites it (it would add other platforms' optional
  # packages to it), so the tests leave the working tree as they found it.
  npm install --prefix hosts --no-save --no-audit --no-fund --loglevel=error
fi

# No telemetry, update checks, metrics, prompts or browser windows for the
# runtimes (CI=1 is given to them alone: Playwright reads CI for retries).
runtime_env=(env CI=1 NO_COLOR=1)
export WRANGLER_SEND_METRICS=false WRANGLER_HIDE_BANNER=true CLOUDFLARE_CF_FETCH_ENABLED=false
export NETLIFY_TELEMETRY_DISABLED=1 NO_UPDATE_NOTIFIER=1 BROWSER=none

run_root="$(mktemp -d)"
server_pid=""
stop_server() {
  if [ -n "${server_pid}" ]; then
    # The runtimes spawn children (workerd, the static server): stop the group.
    kill -TERM -- "-${server_pid}" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 -- "-${server_pid}" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL -- "-${server_pid}" 2>/dev/null || true
    wait "${server_pid}" 2>/dev/null || true
    server_pid=""
  fi
}
cleanup() {
  stop_server
  rm -rf "${run_root}"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Makes a Node server that listens without a host listen on 127.0.0.1 only.
cat > "${run_root}/loopback.mjs" <<'EOF'
import net from 'node:net'
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function (...args) {
  const [first] = args
  const isOptions = typeof first === 'object' && first !== null && !Array.isArray(first)
  if (isOptions && first.host === undefined && first.path === undefined && first.handle === undefined && first.fd === undefined && first._handle === undefined) {
    args[0] = { ...first, host: '127.0.0.1' }
  } else if ((typeof first === 'number' || /^\d+$/.test(String(first))) && typeof args[1] !== 'string') {
    args.splice(1, 0, '127.0.0.1')
  }
  return listen.apply(this, args)
}
EOF

# Starts one runtime in its own process group; its output goes to $log.
start_server() {
  local host=$1 dir=$2 work=$3 log=$4 port=$5
  case "${host}" in
    cloudflare)
      (cd "${work}" && exec "${runtime_env[@]}" setsid "${hosts_bin}/wrangler" pages dev "${dir}" --ip 127.0.0.1 --port "${port}" \
        --inspector-port 4185 --compatibility-date 2025-01-01 --persist-to "${work}/state" \
        --show-interactive-dev-session=false --log-level log) >"${log}" 2>&1 &
      ;;
    netlify)
      # netlify.toml in the run folder, not the repo: a static site, no build.
      cat > "${work}/netlify.toml" <<EOF
[build]
  publish = "${dir}"
[dev]
  framework = "#static"
  publish = "${dir}"
  port = ${port}
  staticServerPort = 4184
  functionsPort = 4186
  autoLaunch = false
EOF
      (cd "${work}" && exec "${runtime_env[@]}" NODE_OPTIONS="--import=${run_root}/loopback.mjs" setsid "${hosts_bin}/netlify" dev \
        --offline --dir "${dir}" --port "${port}" --no-open --skip-gitignore --geo mock --country US \
        --internal-disable-edge-functions) >"${log}" 2>&1 &
      ;;
    static)
      (cd "${work}" && exec "${runtime_env[@]}" setsid "${hosts_bin}/http-server" "${dir}" -a 127.0.0.1 -p "${port}" -c-1 --no-dotfiles) \
        >"${log}" 2>&1 &
      ;;
    *)
      echo "e2e-hosts: unknown host ${host} (cloudflare, netlify or static)" >&2
      return 1
      ;;
  esac
  server_pid=$!
}

# Lines where a runtime says it rejected part of _headers or _redirects.
parse_warnings() {
  local host=$1 log=$2
  case "${host}" in
    cloudflare) sed 's/\x1b\[[0-9;]*m//g' "${log}" | awk '
      /Found [0-9]+ invalid (redirect|header) rule/ { on = 1; print; next }
      on && /^[^ \t]/ && !/^[[:space:]]*$/ { on = 0 }
      on && NF { print }' ;;
    netlify) sed 's/\x1b\[[0-9;]*m//g' "${log}" | awk '
      /(Redirects|Headers) syntax errors/ { on = 1; print; next }
      on && /^[^ \t]/ && /^(◈|⬥|\(node)/ { on = 0 }
      on && NF { print }' ;;
    static) ;;
  esac
}

declare -A port_of=([cloudflare]=4180 [netlify]=4181 [static]=4182)
failed=()
summary=()
for host in "${targets[@]}"; do
  port="${port_of[${host}]:-}"
  if [ -z "${port}" ]; then
    echo "e2e-hosts: unknown host ${host} (cloudflare, netlify or static)" >&2
    failed+=("${host}")
    continue
  fi
  started=$(date +%s)
  work="${run_root}/${host}"
  dir="${work}/site"
  log="${work}/runtime.log"
  mkdir -p "${work}"
  # What the host would publish: the build without our precompressed sidecars.
  cp -a "${site}" "${dir}"
  find "${dir}" -type f \( -name '*.br' -o -name '*.gz' \) -delete
  # Netlify's rules, which the build writes into dist/client only when it runs on Netlify.
  if [ "${host}" = netlify ]; then cp "${root}/dist/netlify/_redirects" "${dir}/_redirects"; fi

  echo "e2e-hosts: ${host}: starting on http://127.0.0.1:${port}"
  start_server "${host}" "${dir}" "${work}" "${log}" "${port}"
  up=""
  for _ in $(seq 1 300); do
    if ! kill -0 "${server_pid}" 2>/dev/null; then break; fi
    if curl -s -o /dev/null --max-time 2 "http://127.0.0.1:${port}/"; then
      up=1
      break
    fi
    sleep 0.2
  done
  if [ -z "${up}" ]; then
    echo "e2e-hosts: ${host}: the runtime did not answer / within 60 s; its output:" >&2
    cat "${log}" >&2
    stop_server
    failed+=("${host}")
    continue
  fi
  ready=$(date +%s)
  echo "e2e-hosts: ${host}: ready in $((ready - started)) s"

  warnings="$(parse_warnings "${host}" "${log}")"
  if [ -n "${warnings}" ]; then
    echo "e2e-hosts: ${host}: the runtime rejected lines of _headers/_redirects:" >&2
    echo "${warnings}" >&2
    failed+=("${host} (rules)")
  fi

  status=0
  E2E_BASE_URL="http://127.0.0.1:${port}" E2E_TARGET="${host}" E2E_REPORT="reports/e2e-${host}.json" \
    playwright test --grep "${grep_pattern}" --project=desktop --output="test-results/${host}" || status=$?
  stop_server
  if [ "${status}" -ne 0 ]; then
    echo "e2e-hosts: ${host}: Playwright failed (exit ${status}); the runtime's output:" >&2
    tail -n 40 "${log}" >&2
    failed+=("${host}")
  fi
  summary+=("${host}: $(($(date +%s) - started)) s")
done

echo "e2e-hosts: ${summary[*]:-nothing ran}"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "e2e-hosts: failed: ${failed[*]}" >&2
  exit 1
fi
