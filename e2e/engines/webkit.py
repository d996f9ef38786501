"""Smoke suite in Debian's WebKitGTK: a bare GTK 3 window of our own holding a WebKitWebView.

Playwright cannot drive Debian's WebKit, and MiniBrowser cannot be made narrower than about 450 px, so the
window here is sized exactly (phone 390x844, desktop 1280x800, and 320x800 for the reflow walk, which lays
out every page of every language with e2e/engines/reflow.js; Xvfb has no window manager to interfere).
The checks mirror e2e/engines/firefox.ts; both read e2e/engines/cases.json and the pages of e2e/site-pages.ts
(ENGINE_ROUTES, written by scripts/e2e-engines.sh), and inject e2e/engines/probe.js
before the page's own scripts. Run under `xvfb-run -a /usr/bin/python3` (the system Python has PyGObject).

Interactions are synthetic: element.click() and a KeyboardEvent dispatched from JavaScript. WebKitGTK has
no input-automation API outside WebDriver, so this checks the page's handlers, not real pointer/key input.
"""

import json
import os
import re
import statistics
import sys
import time
from pathlib import Path

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

HERE = Path(__file__).resolve().parent
CASES = json.loads((HERE / "cases.json").read_text())
# From the content, written by scripts/e2e-engines.sh from e2e/site-pages.ts (engineCases): every page of
# the content table with its heading, and each language's pages for the reflow walk.
FROM_CONTENT = json.loads(Path(os.environ["ENGINE_ROUTES"]).read_text())
ROUTES = FROM_CONTENT["pages"]
REFLOW = FROM_CONTENT["reflow"]
PROBE = (HERE / "probe.js").read_text()
REFLOW_SOURCE = (HERE / "reflow.js").read_text()
# ENGINE_GREP runs only the checks whose name it matches (a regular expression), as firefox.ts does.
CHOSEN = re.compile(os.environ.get("ENGINE_GREP", ""))
BASE_URL = os.environ.get("ENGINE_BASE_URL", "http://127.0.0.1:4175")
REPORT = Path(os.environ.get("ENGINE_REPORT", "reports/engine-webkit.json"))
HYDRATION_TIMEOUT = CASES["hydrationTimeoutMs"] / 1000


class CheckFailed(Exception):
    pass


def url_for(path):
    return BASE_URL.rstrip("/") + path


def pathname_of(path):
    return path.partition("?")[0]


def spin(seconds):
    """Runs the GTK main loop for a while; the page and our callbacks only make progress inside it."""
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        context.iteration(True)


def spin_until(done, timeout):
    end = time.monotonic() + timeout
    context = GLib.MainContext.default()
    while not done():
        if time.monotonic() > end:
            return False
        context.iteration(True)
    return True


# A steady tick so that context.iteration(True) never blocks for long with nothing else pending.
GLib.timeout_add(20, lambda: True)


class Tab:
    """A window of an exact size holding one web view."""

    def __init__(self, context, content, size):
        self.view = WebKit2.WebView(web_context=context, user_content_manager=content)
        self.window = Gtk.Window()
        self.window.set_default_size(size["width"], size["height"])
        self.window.set_resizable(False)
        self.window.add(self.view)
        self.window.show_all()
        self.status = None
        self.finished = False
        self.failure = None
        self.view.connect("load-changed", self._on_load_changed)
        self.view.connect("load-failed", self._on_load_failed)

    def _on_load_changed(self, view, event):
        if event == WebKit2.LoadEvent.COMMITTED:
            response = view.get_main_resource().get_response()
            self.status = response.get_status_code() if response else None
        elif event == WebKit2.LoadEvent.FINISHED:
            self.finished = True

    def _on_load_failed(self, _view, _event, uri, error):
        self.failure = f"{uri}: {error.message}"
        return False

    def goto(self, path):
        self.status, self.finished, self.failure = None, False, None
        self.view.load_uri(url_for(path))
        if not spin_until(lambda: self.finished, 15):
            raise CheckFailed(f"{path} did not finish loading in 15 s")
        if self.failure:
            raise CheckFailed(f"load failed: {self.failure}")
        return self.status

    def js(self, body):
        """Evaluates a function body in the page's main world and returns its JSON-decoded result."""
        outcome = {}

        def done(view, result):
            try:
                value = view.evaluate_javascript_finish(result)
                outcome["value"] = value.to_string()
            except GLib.Error as error:
                outcome["error"] = error.message

        script = f"JSON.stringify((() => {{ {body} }})() ?? null)"
        self.view.evaluate_javascript(script, -1, None, None, None, done)
        if not spin_until(lambda: outcome, 10):
            raise CheckFailed("the page did not answer a script in 10 s")
        if "error" in outcome:
            raise CheckFailed(f"script failed: {outcome['error']}")
        return json.loads(outcome["value"])

    def wait_for(self, what, body, timeout=5.0):
        end = time.monotonic() + timeout
        while not self.js(body):
            if time.monotonic() > end:
                raise CheckFailed(f"timed out after {timeout:g} s waiting for {what}")
            spin(0.05)

    def close(self):
        self.window.destroy()
        spin(0.1)


def text_is(selector, text):
    return f"return document.querySelector({json.dumps(selector)})?.textContent?.trim() === {json.dumps(text)}"


HYDRATED = "return document.documentElement.hasAttribute('data-hydrated')"
MENU_SHOWN = """
  const menu = document.querySelector('#main-menu')
  if (!menu) return false
  const box = menu.getBoundingClientRect()
  return box.width > 0 && box.height > 0 && getComputedStyle(menu).visibility !== 'hidden' && menu.checkVisibility()
"""
MENU_HIDDEN = """
  const menu = document.querySelector('#main-menu')
  if (!menu) return true
  return !menu.checkVisibility() || getComputedStyle(menu).visibility === 'hidden' || menu.getBoundingClientRect().height === 0
"""
TOGGLE = "document.querySelector('button[aria-controls=\"main-menu\"]')"


def expanded(value):
    return f"return {TOGGLE}?.getAttribute('aria-expanded') === '{value}'"


def at_path(path):
    return f"return location.pathname === {json.dumps(pathname_of(path))}"


def click_link(tab, container, text):
    """Synthetic click on the visible link with this exact text (the header also holds the closed phone menu)."""
    clicked = tab.js(
        f"""
        const link = [...document.querySelectorAll({json.dumps(container + " a")})]
          .find((node) => node.textContent?.trim() === {json.dumps(text)} && node.checkVisibility())
        if (!link) return false
        link.click()
        return true
        """
    )
    if not clicked:
        raise CheckFailed(f'no visible link "{text}" in {container}')


def expect_no_problems(tab):
    probe = tab.js("const p = window.__engineProbe; return p ? { problems: p.problems, hydratedAt: p.hydratedAt } : null")
    if probe is None:
        raise CheckFailed("the probe script did not run in the page")
    if probe["problems"]:
        raise CheckFailed(f"console/page/CSP problems: {json.dumps(probe['problems'])}")
    return probe


class Suite:
    def __init__(self):
        # Ephemeral: no disk cache or cookies carried between runs or checks.
        self.context = WebKit2.WebContext.new_ephemeral()
        self.content = WebKit2.UserContentManager()
        self.content.add_script(
            WebKit2.UserScript.new(
                PROBE,
                WebKit2.UserContentInjectedFrames.TOP_FRAME,
                WebKit2.UserScriptInjectionTime.START,
                None,
                None,
            )
        )
        self.hydration = {}
        self.tabs = {}

    def tab(self, width):
        """One window per width, reused: a fresh web process per check costs seconds on a 2-core machine."""
        if width not in self.tabs:
            tab = Tab(self.context, self.content, CASES["widths"][width])
            # Warm-up navigation (same origin, so later loads stay in this web process); not measured.
            tab.view.load_uri(BASE_URL.rstrip("/") + "/healthz")
            spin_until(lambda: tab.finished, 15)
            self.tabs[width] = tab
        return self.tabs[width]

    def clear_cache(self):
        """Every check starts cold, like a new Firefox context, so the hydration times compare."""
        done = []
        manager = self.context.get_website_data_manager()
        kinds = WebKit2.WebsiteDataTypes.MEMORY_CACHE | WebKit2.WebsiteDataTypes.DISK_CACHE
        manager.clear(kinds, 0, None, lambda source, result: done.append(source.clear_finish(result)))
        spin_until(lambda: done, 5)

    def open(self, width, path, status=200):
        size = CASES["widths"][width]
        tab = self.tab(width)
        self.clear_cache()
        got = tab.goto(path)
        if got != status:
            raise CheckFailed(f"{path} answered {got}, expected {status}")
        # A redirect would hide behind the final 200; the address must be the one asked for.
        landed = tab.js("return location.pathname + location.search")
        if landed != (path):
            raise CheckFailed(f"{path} ended up at {landed}")
        inner = tab.js("return [innerWidth, innerHeight]")
        if inner != [size["width"], size["height"]]:
            raise CheckFailed(f"viewport is {inner[0]}x{inner[1]}, expected {size['width']}x{size['height']}")
        return tab

    def close(self):
        for tab in self.tabs.values():
            tab.close()

    def checks(self):
        checks = []
        for width in ("phone", "desktop"):
            for route in ROUTES:
                checks.append(
                    (
                        f"{width} {route['path']} loads with 200, shows its heading, hydrates, "
                        "no console/CSP problems",
                        lambda width=width, route=route: self.route(width, route),
                    )
                )
            partner = CASES["partner"]
            checks.append(
                (
                    f"{width} partner view {partner['path']} shows {partner['nameStartsWith']}",
                    lambda width=width: self.partner(width),
                )
            )
            not_found = CASES["notFound"]
            checks.append(
                (
                    f"{width} {not_found['path']} answers {not_found['status']} with the 404 page",
                    lambda width=width: self.not_found(width),
                )
            )
        width = CASES["widths"]["reflow"]["width"]
        for language in REFLOW:
            checks.append(
                (
                    f"{width} px wide, no page of {language['language']} scrolls sideways "
                    f"({len(language['pages'])} pages)",
                    lambda language=language: self.reflow(language["pages"]),
                )
            )
        checks.append(
            (
                "phone menu opens, closes on Escape with focus back on its button, and an item navigates",
                self.menu,
            )
        )
        link = CASES["headerLink"]["link"]
        checks.append((f'desktop header link "{link}" navigates without a page load', self.header_link))
        return [(name, run) for name, run in checks if CHOSEN.search(name)]

    def route(self, width, route):
        tab = self.open(width, route["path"])
        tab.wait_for(f"<h1> \"{route['heading']}\"", text_is("h1", route["heading"]))
        tab.wait_for("<html data-hydrated>", HYDRATED, HYDRATION_TIMEOUT)
        probe = expect_no_problems(tab)
        if width == "desktop" and probe["hydratedAt"] is not None:
            self.hydration[route["path"]] = probe["hydratedAt"]

    def reflow(self, pages):
        """Every page in the one reflow window, one after another with the cache warm; names each that overflows."""
        failures = []
        for page in pages:
            try:
                failure = self.overflow_of(page["path"], page["status"])
            except CheckFailed as caught:
                failure = str(caught)
            if failure is not None:
                failures.append(f"{page['path']} {failure}")
        if failures:
            raise CheckFailed("\n        ".join(failures))

    def overflow_of(self, path, status):
        """How the page overflows, at load and once hydrated (the closed phone menu keeps its layout); None if it
        fits."""
        tab = self.tab("reflow")
        got = tab.goto(path)
        if got != status:
            return f"answered {got}, expected {status}"
        landed, width = tab.js("return [location.pathname + location.search, innerWidth]")
        if landed != path:
            return f"ended up at {landed}"
        if width != CASES["widths"]["reflow"]["width"]:
            return f"the window is {width} px wide"
        # Laid out with its own fonts: reading the layout starts their loads, then they are waited for.
        tab.wait_for(
            "its fonts", "return document.documentElement.scrollWidth > 0 && document.fonts.status === 'loaded'"
        )
        measure = f"{REFLOW_SOURCE}\nreturn reflow()"
        at_load = tab.js(measure)
        tab.wait_for("<html data-hydrated>", HYDRATED, HYDRATION_TIMEOUT)
        hydrated = tab.js(measure)
        found, when = (at_load, "at load") if at_load["overflow"] >= hydrated["overflow"] else (hydrated, "hydrated")
        if found["overflow"] <= 0:
            return None
        culprits = "; ".join(found["culprits"]) or "nothing found past the edge"
        return f"{found['overflow']} px too wide ({when}): {culprits}"

    def partner(self, width):
        partner = CASES["partner"]
        tab = self.open(width, partner["path"])
        tab.wait_for(
            f"a partner <h2> starting with \"{partner['nameStartsWith']}\"",
            "return !!document.querySelector('article[aria-labelledby=\"partner-name\"] h2')"
            f"?.textContent?.trim().startsWith({json.dumps(partner['nameStartsWith'])})",
        )
        tab.wait_for("<html data-hydrated>", HYDRATED, HYDRATION_TIMEOUT)
        expect_no_problems(tab)

    def not_found(self, width):
        not_found = CASES["notFound"]
        tab = self.open(width, not_found["path"], not_found["status"])
        tab.wait_for(f"<h1> \"{not_found['heading']}\"", text_is("h1", not_found["heading"]))
        expect_no_problems(tab)

    def menu(self):
        menu = CASES["menu"]
        tab = self.open("phone", menu["path"])
        tab.wait_for("<html data-hydrated>", HYDRATED, HYDRATION_TIMEOUT)
        if not tab.js(f"return !!{TOGGLE}"):
            raise CheckFailed("no menu button after hydration")
        tab.wait_for('aria-expanded="false" at first', expanded("false"), 1)
        tab.wait_for("#main-menu hidden at first", MENU_HIDDEN, 1)
        # Synthetic click: fires the click handler only (no pointer events, no focus change).
        tab.js(f"{TOGGLE}.click()")
        tab.wait_for('aria-expanded="true" after a click', expanded("true"))
        tab.wait_for("#main-menu visible after a click", MENU_SHOWN)
        # Focus inside the menu first, so the check sees focus come back to the button; then a synthetic
        # Escape keydown from the focused element, bubbling to the document as a real key press would.
        tab.js("document.querySelector('#main-menu a')?.focus()")
        tab.wait_for("focus on the first menu link", "return document.activeElement?.closest('#main-menu') !== null")
        tab.js(
            """
            document.activeElement.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }),
            )
            """
        )
        tab.wait_for('aria-expanded="false" after Escape', expanded("false"))
        tab.wait_for("#main-menu hidden after Escape", MENU_HIDDEN)
        tab.wait_for("focus back on the menu button after Escape", f"return document.activeElement === {TOGGLE}")
        tab.js(f"{TOGGLE}.click()")
        tab.wait_for("#main-menu visible when opened again", MENU_SHOWN)
        click_link(tab, "#main-menu", menu["link"])
        tab.wait_for(f"the URL path {pathname_of(menu['target'])}", at_path(menu["target"]))
        tab.wait_for(f"<h1> \"{menu['heading']}\"", text_is("h1", menu["heading"]))
        tab.wait_for("#main-menu hidden after choosing an item", MENU_HIDDEN)
        tab.wait_for('aria-expanded="false" after choosing an item', expanded("false"))
        expect_no_problems(tab)

    def header_link(self):
        header = CASES["headerLink"]
        tab = self.open("desktop", header["path"])
        tab.wait_for("<html data-hydrated>", HYDRATED, HYDRATION_TIMEOUT)
        tab.js("window.__noReload = 1")
        click_link(tab, "header nav", header["link"])
        tab.wait_for(f"the URL path {pathname_of(header['target'])}", at_path(header["target"]))
        tab.wait_for(f"<h1> \"{header['heading']}\"", text_is("h1", header["heading"]))
        if tab.js("return window.__noReload") != 1:
            raise CheckFailed("the page reloaded: window.__noReload is gone")
        expect_no_problems(tab)


def main():
    started = time.monotonic()
    version = f"WebKitGTK {WebKit2.get_major_version()}.{WebKit2.get_minor_version()}.{WebKit2.get_micro_version()}"
    print(f"WebKit suite: {version} against {BASE_URL}", flush=True)
    suite = Suite()
    tests = []
    for name, run in suite.checks():
        start = time.monotonic()
        error = None
        try:
            run()
        except CheckFailed as failure:
            error = str(failure)
        except Exception as failure:  # a harness fault still counts against this check, and the run goes on
            error = f"{type(failure).__name__}: {failure}"
        ms = round((time.monotonic() - start) * 1000)
        tests.append({"name": name, "ok": error is None, "error": error, "ms": ms})
        print(f"{'  ok  ' if error is None else '  FAIL'} {name} ({ms} ms)", flush=True)
        if error is not None:
            print(f"        {error}", flush=True)

    suite.close()
    times = list(suite.hydration.values())
    failed = sum(1 for test in tests if not test["ok"])
    report = {
        "engine": "webkit",
        "browser": version,
        "baseUrl": BASE_URL,
        "stats": {"expected": len(tests) - failed, "unexpected": failed, "flaky": 0, "skipped": 0},
        "tests": tests,
        "hydrationMs": {
            "median": round(statistics.median(times)) if times else None,
            "min": round(min(times)) if times else None,
            "max": round(max(times)) if times else None,
            "routes": {path: round(ms) for path, ms in suite.hydration.items()},
        },
        "durationMs": round((time.monotonic() - started) * 1000),
    }
    REPORT.parent.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(json.dumps(report, indent=2) + "\n")
    print(
        f"WebKit: {len(tests) - failed} passed, {failed} failed in {report['durationMs'] / 1000:.1f} s; "
        f"hydration median {report['hydrationMs']['median'] or '–'} ms over {len(times)} routes",
        flush=True,
    )
    return 1 if failed or not tests else 0


if __name__ == "__main__":
    sys.exit(main())
