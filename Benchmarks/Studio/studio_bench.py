"""Kinetic Studio's page benchmark, measured in headless chromium (WebDriver, PyPI selenium).

    .venv/bin/python Benchmarks/Studio/studio_bench.py STUDIO.html

Prints:
  - the page's size (goal: at most 2 MB);
  - load to first chart: from navigation start to the first rows drawn (the module decoded
    from base64, compiled, instantiated, every row parsed, sampled and drawn), median of runs;
  - one slider move: 4 motions re-parsed from their rewritten text, re-sampled at 600 points
    by the module and redrawn as SVG paths, with the layout forced (goal: under 16.7 ms, one
    60 Hz frame), median over repeated moves;
  - the same for the one row a slider belongs to (what a user's slider move costs);
  - the in-run baseline: a plain JavaScript loop computing the same 4 x 600 points from a
    closed form and setting the same 4 paths, with the layout forced; and the ratio;
  - on Linux, the CPU time the page's renderer thread spent per move (from /proc, so a
    machine shared with other work slows it less than the wall-clock figures), for the moves
    and the baseline, and their ratio.
Scripts/studio-bench.sh writes the page and runs this.
"""

import os
import statistics
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

SPECS = ["spring(duration: 0.5, bounce: 0.3)", "cubic-bezier(0.25, 0.1, 0.25, 1)",
         "spring(dampingRatio = 0.5f, stiffness = 200f)", "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }"]

MOVES = """
const rows = studio.rows.slice(0, arguments[1]), times = [];
for (let i = 0; i < arguments[0]; i++) {
  const begin = performance.now();
  for (const row of rows) {
    const p = row.parameters[0];
    const value = p.low + ((i % 20) + 1) / 22 * (p.high - p.low);
    row.rewrite([[0, value]]);
  }
  document.body.getBoundingClientRect();
  rows[0].root.offsetHeight;
  times.push(performance.now() - begin);
}
return times;
"""

BASELINE = """
const paths = studio.rows.map((row) => row.valuePath), times = [];
for (let i = 0; i < arguments[0]; i++) {
  const begin = performance.now();
  paths.forEach((path, n) => {
    const damping = 4 + n + (i % 20) / 10;
    let d = "";
    for (let j = 0; j < 600; j++) {
      const t = j / 599;
      const v = 1 - Math.exp(-damping * t) * Math.cos(12 * t);
      d += (j ? "L" : "M") + (38 + t * 322).toFixed(1) + "," + (14 + (1.2 - v) * 160).toFixed(1);
    }
    path.setAttribute("d", d);
  });
  document.body.getBoundingClientRect();
  paths[0].parentNode.parentNode.offsetHeight;
  times.push(performance.now() - begin);
}
return times;
"""


def descendants(pid):
    """The processes under `pid` (Linux /proc), `pid` included."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    parents.setdefault(int(stat.read().rsplit(")", 1)[1].split()[1]), []).append(int(entry))
            except OSError:
                pass
    found, queue = [], [pid]
    while queue:
        found.append(queue.pop())
        queue += parents.get(found[-1], [])
    return found


def renderers(driver):
    """The renderer processes of the browser WebDriver started (empty where /proc is absent)."""
    try:
        pids = descendants(driver.service.process.pid)
    except (OSError, AttributeError):
        return []
    found = []
    for pid in pids:
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as line:
                if b"--type=renderer" in line.read():
                    found.append(pid)
        except OSError:
            pass
    return found


def thread_cpu_ms(pid):
    """CPU time (user + system) of process `pid`'s main thread, in milliseconds."""
    try:
        with open(f"/proc/{pid}/task/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
    except OSError:
        return 0.0


def cpu_per_run(driver, pids, script, *arguments):
    """Runs `script` and returns its wall times and the most CPU any renderer's main thread
    spent meanwhile (the page's; other renderers idle), in milliseconds."""
    before = [thread_cpu_ms(pid) for pid in pids]
    times = driver.execute_script(script, *arguments)
    spent = max((thread_cpu_ms(pid) - b for pid, b in zip(pids, before)), default=0.0)
    return times, spent


def main(page):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("KINETIC_CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000",
                     "--proxy-server=127.0.0.1:9"):
        options.add_argument(argument)
    driver = webdriver.Chrome(
        options=options, service=Service(os.environ.get("KINETIC_CHROMEDRIVER", "/usr/bin/chromedriver")))
    url = "file://" + os.path.abspath(page) + "#" + "&".join(
        "spec=" + __import__("urllib.parse").parse.quote(s) for s in SPECS)
    try:
        loads = []
        for _ in range(5):
            driver.get("about:blank")
            driver.get(url)
            WebDriverWait(driver, 30).until(lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
            loads.append(driver.execute_script("return studio.timings.firstChart"))
        rows = driver.execute_script("return studio.rows.length")
        assert rows == 4, f"expected 4 rows, found {rows}"
        driver.execute_script("studio.play(false)")
        driver.execute_script(MOVES, 20, 4)  # warm-up
        driver.execute_script(BASELINE, 20)
        pids = renderers(driver)
        moves, single, baseline = [], [], []
        move_cpu, baseline_cpu = [], []
        for _ in range(5):  # interleaved, so load on the machine hits all alike
            times, spent = cpu_per_run(driver, pids, MOVES, 40, 4)
            moves += times
            move_cpu.append(spent / 40)
            single += driver.execute_script(MOVES, 40, 1)
            times, spent = cpu_per_run(driver, pids, BASELINE, 40)
            baseline += times
            baseline_cpu.append(spent / 40)
    finally:
        driver.quit()
    size = os.path.getsize(page)
    move, base = statistics.median(moves), statistics.median(baseline)
    print(f"studio page size          {size / 1e6:8.3f} MB   (goal <= 2 MB)")
    print(f"load to first chart       {statistics.median(loads):8.1f} ms   (median of {len(loads)})")
    print(f"slider move, 4 x 600      {move:8.2f} ms   (median of {len(moves)}; p90 "
          f"{sorted(moves)[int(0.9 * len(moves))]:.2f} ms; goal < 16.7 ms)")
    print(f"slider move, 1 x 600      {statistics.median(single):8.2f} ms   (the row whose slider moved; p90 "
          f"{sorted(single)[int(0.9 * len(single))]:.2f} ms)")
    print(f"baseline, plain JS loop   {base:8.2f} ms   (same 4 x 600 points and paths)")
    print(f"ratio move / baseline     {move / base:8.2f}   (1 row: {statistics.median(single) / base:.2f})")
    if pids and sum(baseline_cpu) > 0:
        # /proc counts in clock ticks (10 ms), so each figure is over 40 moves.
        cpu, base_cpu = statistics.median(move_cpu), statistics.median(baseline_cpu)
        print(f"renderer CPU per move     {cpu:8.2f} ms   (baseline {base_cpu:.2f} ms; ratio {cpu / base_cpu:.2f}; "
              f"median of {len(move_cpu)} runs of 40)")
    return 0 if size <= 2_000_000 else 1


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: studio_bench.py STUDIO.html", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
