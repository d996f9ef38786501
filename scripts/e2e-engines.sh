#!/usr/bin/env bash
# Smoke suite in Firefox ESR and WebKitGTK (Debian's builds, which Playwright cannot drive) against the
# production Node server: e2e/engines/firefox.ts (puppeteer-core over WebDriver BiDi) and e2e/engines/webkit.py
# (a GTK window of our own under Xvfb); each also lays out every page of every language 320 px wide.
# Needs a build (`npm run build`); writes reports/engine-*.json.
# ENGINES=firefox or ENGINES=webkit runs one engine; ENGINE_GREP runs only the checks whose name it matches.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node 24 runs the TypeScript suite directly; npm puts it first on PATH, this covers a direct `bash` call.
export PATH="$PWD/node_modules/.bin:$PATH"

# Debian packages; each is checked on its own so a partly provisioned machine gets only what it lacks.
# xauth is only a recommendation of xvfb, but xvfb-run cannot start without it. fonts-noto-cjk are the
# Japanese faces readers' phones have (scripts/ensure-chromium.sh says why): the reflow checks lay out
# every Japanese page with them.
bash scripts/debian-packages.sh firefox-esr webkit2gtk-driver xvfb xauth gir1.2-webkit2-4.1 python3-gi fonts-noto-cjk

if [ ! -f dist/serve.mjs ]; then
  echo "dist/serve.mjs is missing: run npm run build first" >&2
  exit 1
fi

# The first free port of 4175–4179 (other suites use the ports below), unless ENGINE_PORT names one.
port="${ENGINE_PORT:-}"
if [ -z "$port" ]; then
  for candidate in 4175 4176 4177 4178 4179; do
    if ! (: </dev/tcp/127.0.0.1/"$candidate") 2>/dev/null; then
      port="$candidate"
      break
    fi
  done
fi
if [ -z "$port" ]; then
  echo "no free port in 4175–4179" >&2
  exit 1
fi

server_pid=""
suite_pid=""
stop() {
  # Each suite runs in a session of its own, so its browser and Xvfb go with it even if it hangs.
  [ -n "$suite_pid" ] && kill -- -"$suite_pid" 2>/dev/null || true
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  [ -n "$server_pid" ] && wait "$server_pid" 2>/dev/null || true
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

PORT="$port" HOST=127.0.0.1 node dist/serve.mjs >/dev/null &
server_pid=$!
base_url="http://127.0.0.1:${port}"
up=0
for _ in $(seq 1 100); do
  if node -e "fetch('${base_url}/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
    up=1
    break
  fi
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.2
done
if [ "$up" -ne 1 ]; then
  echo "the server on port ${port} did not answer /healthz" >&2
  exit 1
fi

# Runs one suite in its own session with a time limit; a failure is remembered, not fatal, so both engines run.
# The limit is 8 minutes: with the reflow walk, Firefox's suite took 292 s on a machine busy with other suites.
failed=0
run_suite() {
  setsid timeout --kill-after=10 480 "$@" &
  suite_pid=$!
  wait "$suite_pid" || failed=1
  suite_pid=""
}
export ENGINE_BASE_URL="$base_url"
# The pages to load and each language's for the reflow walk, from the content (engineCases in
# e2e/site-pages.ts), for the WebKit suite (Python); the Firefox suite imports them.
mkdir -p reports
node e2e/site-pages.ts reports/engine-routes.json
export ENGINE_ROUTES="$PWD/reports/engine-routes.json"
started=$SECONDS
engines="${ENGINES:-firefox webkit}"
if [[ " $engines " == *" firefox "* ]]; then
  ENGINE_REPORT=reports/engine-firefox.json run_suite node e2e/engines/firefox.ts
fi
if [[ " $engines " == *" webkit "* ]]; then
  ENGINE_REPORT=reports/engine-webkit.json run_suite xvfb-run -a -s "-screen 0 1400x1000x24 -nolisten tcp" \
    /usr/bin/python3 e2e/engines/webkit.py
fi
echo "Firefox and WebKit suites took $((SECONDS - started)) s"
exit "$failed"
