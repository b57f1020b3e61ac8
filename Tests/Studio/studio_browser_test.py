"""Kinetic Studio in a real browser: Debian's chromium driven headless through WebDriver
(chromium-driver, PyPI selenium in the project's .venv).

    .venv/bin/python Tests/Studio/studio_browser_test.py STUDIO.html ARTEFACT_DIR

The page is loaded from disk (file://, no network). Each check drives the page as a user
does (typing, dragging a Bezier handle with the pointer, moving a slider with the keyboard,
clicking Copy, reloading) and reads what the page shows; numbers are checked against closed
forms computed here, independently of the page. Screenshots of the light and dark themes are
written to ARTEFACT_DIR. Exit status 0 when every check passes, 1 otherwise.
"""

import math
import os
import re
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

COMPOSE = "spring(dampingRatio = 0.5f, stiffness = 200f)"


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("KINETIC_CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000",
                     "--proxy-server=127.0.0.1:9", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("KINETIC_CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(options=options, service=service)


def wait_ready(driver):
    WebDriverWait(driver, 20).until(
        lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))


def rows(driver):
    return driver.find_elements(By.CSS_SELECTOR, "#rows > .row")


def spec_texts(driver):
    return [row.find_element(By.TAG_NAME, "textarea").get_attribute("value") for row in rows(driver)]


def value_path(row):
    return row.find_element(By.CSS_SELECTOR, "path.value").get_attribute("d")


def compose_spring(t):
    """x(t) of a unit-mass spring from 0 to 1 at rest: k = 200, zeta = 0.5 (underdamped)."""
    omega = math.sqrt(200.0)
    zeta = 0.5
    decay = zeta * omega
    damped = omega * math.sqrt(1 - zeta * zeta)
    return 1 - math.exp(-decay * t) * (math.cos(damped * t) + decay / damped * math.sin(damped * t))


def bezier_y_at_x(x1, y1, x2, y2, x):
    """The cubic Bezier's y where its x is `x`, by bisection on x(s) (monotone for x1, x2 in [0, 1])."""
    def coordinate(a, b, s):
        return 3 * a * s * (1 - s) ** 2 + 3 * b * s * s * (1 - s) + s ** 3
    low, high = 0.0, 1.0
    for _ in range(200):
        middle = (low + high) / 2
        if coordinate(x1, x2, middle) < x:
            low = middle
        else:
            high = middle
    return coordinate(y1, y2, (low + high) / 2)


def main(page, artefacts):
    os.makedirs(artefacts, exist_ok=True)
    url = "file://" + os.path.abspath(page)
    failures = []

    def check(condition, message):
        print(("ok    " if condition else "FAIL  ") + message)
        if not condition:
            failures.append(message)

    driver = browser()
    try:
        started = time.time()
        driver.get(url)
        wait_ready(driver)
        check(len(rows(driver)) == 3, "the page opens with the command line's three rows")
        check("spec=" in driver.current_url, "the URL fragment holds the rows' specs")

        # Paste a Compose spec into the third row: its chart changes and its numbers are the
        # closed form's.
        third = rows(driver)[2]
        before = value_path(third)
        area = third.find_element(By.TAG_NAME, "textarea")
        driver.execute_script(
            "arguments[0].focus(); arguments[0].select(); document.execCommand('insertText', false, arguments[1]);",
            area, COMPOSE)
        check(area.get_attribute("value") == COMPOSE, "the Compose spec is pasted")
        check(third.find_element(By.CSS_SELECTOR, "pre.error").text == "", "the Compose spec parses")
        after = value_path(third)
        check(after != before and after.count("L") == 599, "its chart path changes (600 samples)")
        names = [s.get_attribute("data-name") for s in third.find_elements(By.CSS_SELECTOR, ".sliders input")]
        check(names == ["dampingRatio", "stiffness"], f"its sliders are dampingRatio and stiffness ({names})")
        worst = driver.execute_script("""
            const row = studio.rows[2], times = [0.05, 0.1, 0.2, 0.4, 0.8];
            return times.map((t) => Kinetic.sample(row.slot, row.motion, t, 0, 1)[0]);""")
        error = max(abs(v - compose_spring(t)) for v, t in zip(worst, [0.05, 0.1, 0.2, 0.4, 0.8]))
        check(error < 1e-9, f"its values equal the damped spring's closed form (max error {error:.1e})")

        # A spec with a mistake shows the parser's message and caret.
        driver.execute_script(
            "arguments[0].focus(); arguments[0].select(); document.execCommand('insertText', false, 'spring(duration: -1)');",
            area)
        message = third.find_element(By.CSS_SELECTOR, "pre.error").text
        check("^" in message and "duration" in message, f"a bad spec shows the error with its caret ({message!r})")
        driver.execute_script(
            "arguments[0].focus(); arguments[0].select(); document.execCommand('insertText', false, arguments[1]);",
            area, COMPOSE)

        # Drag the Bezier handle of the cubic-bezier row; the export panel's CSS follows.
        second = rows(driver)[1]
        second.find_element(By.CSS_SELECTOR, "details.export summary").click()
        handle = second.find_element(By.CSS_SELECTOR, "circle.handle[data-handle='1']")
        ActionChains(driver).click_and_hold(handle).move_by_offset(40, -30).move_by_offset(20, -10).release().perform()
        spec = second.find_element(By.TAG_NAME, "textarea").get_attribute("value")
        numbers = [float(n) for n in re.findall(r"-?\d*\.?\d+", spec)]
        check(len(numbers) == 4 and (numbers[0], numbers[1]) != (0.25, 0.1) and numbers[2:] == [0.25, 1],
              f"dragging handle 1 rewrites x1 and y1 only ({spec})")
        css = second.find_element(By.CSS_SELECTOR, ".target[data-target='css'] pre").text
        check(re.search(r"cubic-bezier\(([^)]*)\)", css) is not None
              and [float(n) for n in re.search(r"cubic-bezier\(([^)]*)\)", css).group(1).split(",")] == numbers,
              f"the export panel's CSS has the new cubic-bezier() ({css.strip().splitlines()[0]})")
        sampled = driver.execute_script(
            "const row = studio.rows[1]; return Kinetic.sample(row.slot, row.motion, 0.5 * row.span, 0, 1)[0];")
        expected = bezier_y_at_x(*numbers, 0.5)
        check(abs(sampled - expected) < 1e-9, f"the dragged curve's value at x = 0.5 is the Bezier's ({abs(sampled - expected):.1e})")

        # Flutter's rendering beside the exact curve: Flutter's Cubic stops bisecting within
        # 0.001 of x, so it differs from the exact curve by a little, never by nothing or more
        # than the curve's steepest slope (here < 3) times 0.001.
        Select(second.find_element(By.CSS_SELECTOR, ".engine select")).select_by_value("2")
        note = second.find_element(By.CSS_SELECTOR, ".engine-note").text
        found = re.search(r"at most ([0-9.e+-]+) of the change", note)
        check(found is not None and 0 < float(found.group(1)) < 3e-3
              and second.find_element(By.CSS_SELECTOR, "path.platform").get_attribute("d").count("L") == 599,
              f"Flutter's rendering is drawn beside the exact curve ({note.strip()})")
        engines = [o.get_attribute("data-engine") for o in second.find_elements(By.CSS_SELECTOR, ".engine option")]
        check(engines == ["exact", "swiftui", "flutter", "motion", "chromium", "webkit", "compose"],
              f"every platform engine of --engine is offered ({engines})")

        # The keyboard moves a Bezier handle: handle 2 of the dragged curve up by 0.01.
        handle = second.find_element(By.CSS_SELECTOR, "circle.handle[data-handle='2']")
        driver.execute_script("arguments[0].focus()", handle)
        handle.send_keys(Keys.ARROW_UP)
        spec = second.find_element(By.TAG_NAME, "textarea").get_attribute("value")
        moved = [float(n) for n in re.findall(r"-?\d*\.?\d+", spec)]
        check(moved[:2] == numbers[:2] and moved[2:] == [0.25, 1.01],
              f"the arrow keys move a focused Bezier handle ({spec})")

        # Move the first row's bounce slider with the keyboard: the spec's text changes.
        first = rows(driver)[0]
        slider = first.find_element(By.CSS_SELECTOR, ".sliders input[data-name='bounce']")
        slider.send_keys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
        text = first.find_element(By.TAG_NAME, "textarea").get_attribute("value")
        check(text == "spring(duration: 0.5, bounce: 0.33)", f"the bounce slider rewrites the spec ({text})")

        # Copy the SwiftUI code of the first row; the page reports exactly what it copied.
        # The export panel follows once editing pauses: wait for the slider's spec in it.
        first.find_element(By.CSS_SELECTOR, "details.export summary").click()
        def swiftui_target(_):
            target = first.find_element(By.CSS_SELECTOR, ".target[data-target='swiftui']")
            code = target.find_element(By.TAG_NAME, "pre").get_attribute("textContent")
            return target if "dampingFraction: 0.67" in code else False
        target = WebDriverWait(driver, 10).until(swiftui_target)
        code = target.find_element(By.TAG_NAME, "pre").get_attribute("textContent")
        target.find_element(By.TAG_NAME, "button").click()
        WebDriverWait(driver, 5).until(
            lambda d: d.find_element(By.ID, "status").get_attribute("data-copied") is not None)
        copied = driver.find_element(By.ID, "status").get_attribute("data-copied")
        # SwiftUI's export names the damping fraction: 1 - bounce = 0.67 (DESIGN.md).
        check(copied == code and "dampingFraction: 0.67" in copied,
              f"Copy copies the code shown ({copied.strip()})")
        check("swiftui" in driver.find_element(By.ID, "status").text,
              "the status line says what was copied")

        # The gallery: its first group lists the core's named curves; choosing one puts it in
        # the row last edited (the first, through its slider).
        tile = driver.find_element(By.CSS_SELECTOR, "#gallery .tile[data-spec='easeInOut']")
        tile.click()
        text = rows(driver)[0].find_element(By.TAG_NAME, "textarea").get_attribute("value")
        tiles = len(driver.find_elements(By.CSS_SELECTOR, "#gallery summary"))
        check(text == "easeInOut" and tiles >= 8, f"a gallery tile fills the row last edited ({text}; {tiles} groups)")

        # A named curve offers its control points as handles: dragging easeInOut's second
        # handle rewrites it as SwiftUI's explicit timingCurve(x1, y1, x2, y2) with
        # easeInOut's first point (0.42, 0) kept (DESIGN.md).
        first = rows(driver)[0]
        WebDriverWait(driver, 5).until(lambda d: first.find_element(
            By.CSS_SELECTOR, "g.bezier").value_of_css_property("display") != "none")
        note = first.find_element(By.CSS_SELECTOR, ".explicit-note").text
        check("timingCurve(0.42, 0, 0.58, 1)" in note, f"easeInOut says what tuning writes ({note})")
        handle = first.find_element(By.CSS_SELECTOR, "circle.handle[data-handle='2']")
        ActionChains(driver).click_and_hold(handle).move_by_offset(-30, 20).release().perform()
        text = first.find_element(By.TAG_NAME, "textarea").get_attribute("value")
        found = re.fullmatch(r"timingCurve\(0\.42, 0, (-?[0-9.]+), (-?[0-9.]+)\)", text)
        check(found is not None and (float(found.group(1)), float(found.group(2))) != (0.58, 1.0),
              f"dragging easeInOut's handle 2 writes it as timingCurve() ({text})")
        if found:
            x2, y2 = float(found.group(1)), float(found.group(2))
            sampled = driver.execute_script(
                "const row = studio.rows[0]; return Kinetic.sample(row.slot, row.motion, 0.5 * row.span, 0, 1)[0];")
            expected = bezier_y_at_x(0.42, 0, x2, y2, 0.5)
            check(abs(sampled - expected) < 1e-9,
                  f"the rewritten curve's value at x = 0.5 is the Bezier's ({abs(sampled - expected):.1e})")

        # A named spring offers its parameters as sliders: bouncy is duration 0.5, bounce 0.3
        # (DESIGN.md), and the first move writes it as spring(duration:bounce:).
        third = rows(driver)[2]
        area = third.find_element(By.TAG_NAME, "textarea")
        driver.execute_script(
            "arguments[0].focus(); arguments[0].select(); document.execCommand('insertText', false, 'bouncy');",
            area)
        inputs = third.find_elements(By.CSS_SELECTOR, ".sliders input")
        values = [(i.get_attribute("data-name"), i.get_attribute("value")) for i in inputs]
        check(values == [("duration", "0.5"), ("bounce", "0.3")], f"bouncy has duration and bounce sliders ({values})")
        third.find_element(By.CSS_SELECTOR, ".sliders input[data-name='bounce']").send_keys(Keys.ARROW_RIGHT)
        text = area.get_attribute("value")
        check(text == "spring(duration: 0.5, bounce: 0.31)", f"moving bouncy's bounce writes it out ({text})")
        # react-spring's wobbly preset: tension 180, friction 12 (react-spring's config.ts).
        driver.execute_script(
            "arguments[0].focus(); arguments[0].select(); document.execCommand('insertText', false, 'config.wobbly');",
            area)
        values = [(i.get_attribute("data-name"), i.get_attribute("value"))
                  for i in third.find_elements(By.CSS_SELECTOR, ".sliders input")]
        check(values == [("tension", "180"), ("friction", "12")], f"config.wobbly has tension and friction sliders ({values})")

        # The GSAP and Anime.js gallery groups; a tile goes to the row last edited (the third).
        summaries = [s.text for s in driver.find_elements(By.CSS_SELECTOR, "#gallery summary")]
        check(any(t.startswith("GSAP (") for t in summaries) and any(t.startswith("Anime.js (") for t in summaries),
              f"the gallery has GSAP and Anime.js groups ({summaries})")
        for group, spec, at, expected in [
                # power2.out = 1 - (1 - x)^3, a bare ease read over 1 s as a CSS keyword is
                # (gsap.to's default 0.5 s is the tween's); Anime.js's inOutQuad = 2x^2 below
                # the middle, over its default 1000 ms.
                ("GSAP", '"power2.out"', 0.25, 1 - 0.75 ** 3),
                ("Anime.js", "eases.inOutQuad", 0.25, 2 * 0.25 ** 2)]:
            summary = next(s for s in driver.find_elements(By.CSS_SELECTOR, "#gallery summary")
                           if s.text.startswith(group + " ("))
            driver.execute_script("arguments[0].scrollIntoView()", summary)
            summary.click()
            selector = f"#gallery .tile[data-spec='{spec}']"
            tile = WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, selector))
            tile.click()
            text = rows(driver)[2].find_element(By.TAG_NAME, "textarea").get_attribute("value")
            value = driver.execute_script(
                f"const row = studio.rows[2]; return Kinetic.sample(row.slot, row.motion, {at}, 0, 1)[0];")
            check(text == spec and abs(value - expected) < 1e-12,
                  f"the {group} tile {spec} fills the row, {value} at {at} s (expected {expected})")

        # The preview property: scaling, fading and turning as well as moving, kept in the URL.
        box = rows(driver)[2].find_element(By.CSS_SELECTOR, ".box")
        for prop, pattern in [("scale", r"scale\([0-9.e-]+\)"), ("fade", None), ("rotate", r"rotate\(-?[0-9.e-]+deg\)")]:
            Select(driver.find_element(By.ID, "preview")).select_by_value(prop)
            def shown(_):
                transform = box.get_attribute("style")
                if pattern is None:
                    return "opacity" in transform and "transform: none" not in transform and "scale(" not in transform
                return re.search(pattern, transform) is not None
            try:
                WebDriverWait(driver, 5).until(shown)
                ok = True
            except Exception:
                ok = False
            check(ok and f"preview={prop}" in driver.current_url,
                  f"the preview {prop}s the box ({box.get_attribute('style')})")
        driver.save_screenshot(os.path.join(artefacts, "studio-rotate.png"))

        # Reload from the URL: the same rows come back.
        state = spec_texts(driver)
        # The URL follows the rows once editing pauses.
        WebDriverWait(driver, 5).until(
            lambda d: d.execute_script("return studio.specsInURL()") == state)
        link = driver.current_url
        driver.get("about:blank")
        driver.get(link)
        wait_ready(driver)
        check(spec_texts(driver) == state, f"reloading the URL restores the rows ({spec_texts(driver)})")
        preview = driver.find_element(By.ID, "preview").get_attribute("value")
        check(preview == "rotate", f"reloading the URL restores the preview property ({preview})")
        engine = rows(driver)[1].find_element(By.CSS_SELECTOR, ".engine select").get_attribute("value")
        check("engine=flutter" in link and engine == "2",
              f"reloading the URL restores the platform shown beside the exact curve ({engine})")

        # Light and dark themes, kept as artefacts.
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        light = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        driver.save_screenshot(os.path.join(artefacts, "studio-light.png"))
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        dark = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        driver.save_screenshot(os.path.join(artefacts, "studio-dark.png"))
        check(light != dark, f"the dark theme changes the page ({light} -> {dark})")

        errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        check(not errors, f"no errors in the console ({errors[:3]})")
        print(f"studio browser test: {time.time() - started:.1f} s")
    finally:
        driver.quit()
    if failures:
        print(f"{len(failures)} check(s) failed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: studio_browser_test.py STUDIO.html ARTEFACT_DIR", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
