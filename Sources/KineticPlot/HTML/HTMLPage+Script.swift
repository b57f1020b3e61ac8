extension HTMLPage {
  /// The page's style sheet: a light theme, and a dark one under `prefers-color-scheme: dark`.
  static let style = """
    body { font-family: sans-serif; margin: 1.5em; color: #111; background: #fff; }
    h1 { font-size: 1.2em; }
    #chart figure { margin: 0 0 0.25em; }
    #chart svg { max-width: 100%; height: auto; display: block; }
    #notes { margin: 0.25em 0 0.75em; padding-left: 1.2em; color: #7a4a00; }
    .spec { margin: 0.5em 0; }
    .spec code { background: #f3f3f3; padding: 0.2em 0.4em; margin-right: 0.5em; }
    .spec pre { background: #f3f3f3; padding: 0.5em 0.7em; margin: 0.3em 0 0; overflow-x: auto; }
    .spec pre.unavailable { color: #7a4a00; }
    #specs label { display: block; margin: 0.75em 0 0.25em; }
    #controls { display: flex; gap: 0.75em; align-items: center; margin: 0.75em 0; }
    #scrub { flex: 1; }
    #time { font-variant-numeric: tabular-nums; min-width: 7em; }
    #readout { border-collapse: collapse; width: 100%; }
    #readout th, #readout td { text-align: left; padding: 0.2em 0.6em; }
    #readout td { font-variant-numeric: tabular-nums; }
    #readout tr.unit th { font-weight: normal; font-style: italic; padding-top: 0.6em; }
    .swatch { display: inline-block; width: 0.8em; height: 0.8em; margin-right: 0.4em; }
    .track { position: relative; height: 20px; background: #eee; min-width: 200px; }
    .box { position: absolute; top: 2px; width: 16px; height: 16px; left: 0; }
    #frames svg { max-width: 100%; height: auto; }
    a { color: #0b5cad; }
    @media (prefers-color-scheme: dark) {
      body { color: #e8e8e8; background: #161616; }
      .spec code, .spec pre { background: #2b2b2b; }
      .spec pre.unavailable, #notes { color: #f0b860; }
      .track { background: #333; }
      a { color: #7ab8ff; }
      /* The chart is drawn for a white page: inverted, with its hues turned back. */
      #chart svg { filter: invert(0.9) hue-rotate(180deg); }
    }

    """

  /// The page's script: reads the embedded samples, interpolates between them, drives the
  /// read-out, cursors, preview boxes, frames, play/pause, the code target menu, copy buttons
  /// and the probe hook.
  static let script = """
    "use strict";
    (function () {
      const data = JSON.parse(document.getElementById("kinetic-data").textContent);
      const units = JSON.parse(document.getElementById("kinetic-units").textContent);
      const frameTimes = JSON.parse(document.getElementById("kinetic-frames").textContent);
      const series = data.series;
      let t0 = Infinity, t1 = -Infinity;
      // The preview boxes span the values of their own unit.
      const spans = {};
      for (const [i, s] of series.entries()) {
        const span = spans[units[i]] || (spans[units[i]] = { lo: Infinity, hi: -Infinity });
        for (const t of s.times) { t0 = Math.min(t0, t); t1 = Math.max(t1, t); }
        for (const v of s.values) { span.lo = Math.min(span.lo, v); span.hi = Math.max(span.hi, v); }
      }
      const unitNames = Object.keys(spans);
      if (unitNames.length === 1) {
        for (const v of data.referenceValues) {
          const span = spans[unitNames[0]];
          span.lo = Math.min(span.lo, v); span.hi = Math.max(span.hi, v);
        }
      }
      for (const u of unitNames) { if (!(spans[u].hi > spans[u].lo)) { spans[u].hi = spans[u].lo + 1; } }
      if (!(t1 > t0)) { t1 = t0 + 1; }

      // The sample at t: exact at a sample time (the last of equal times), else linear
      // between the two samples around t. No animation maths here.
      function sampleAt(s, t) {
        const n = s.times.length;
        if (n === 0) { return null; }
        let lo = 0, hi = n - 1;
        if (t <= s.times[0]) { hi = 0; }
        else if (t >= s.times[n - 1]) { lo = n - 1; }
        else {
          while (hi - lo > 1) {
            const mid = (lo + hi) >> 1;
            if (s.times[mid] <= t) { lo = mid; } else { hi = mid; }
          }
        }
        if (t <= s.times[0]) { lo = 0; while (lo + 1 < n && s.times[lo + 1] === s.times[0]) { lo++; } }
        const vel = s.velocities;
        if (lo === n - 1 || s.times[lo] === t || hi === lo) {
          return { value: s.values[lo], velocity: vel ? vel[lo] : undefined };
        }
        const a = s.times[lo], b = s.times[hi], f = (t - a) / (b - a);
        const value = s.values[lo] + (s.values[hi] - s.values[lo]) * f;
        let velocity;
        if (vel) {
          const p = vel[lo], q = vel[hi];
          velocity = (p === null || q === null) ? (f < 0.5 ? p : q) : p + (q - p) * f;
        }
        return { value: value, velocity: velocity };
      }

      function show(x) {
        if (x === null) { return "\\u221e"; }
        if (x === undefined) { return "\\u2013"; }
        return Number(x.toPrecision(6)).toString();
      }

      const scrub = document.getElementById("scrub");
      const timeOut = document.getElementById("time");
      const rows = [];
      document.querySelectorAll("#readout tr[data-series]").forEach(function (row) {
        rows[Number(row.dataset.series)] = row;
      });
      const frames = Array.from(document.querySelectorAll("#frames .frame"));
      scrub.min = String(t0);
      scrub.max = String(t1);

      // One cursor per panel; the panels share the time axis.
      const panels = [];
      document.querySelectorAll("#chart svg").forEach(function (svg) {
        const area = svg.querySelector("clipPath rect");
        if (!area) { return; }
        const p = {
          svg: svg, x0: Number(area.getAttribute("x")), w: Number(area.getAttribute("width"))
        };
        const y0 = Number(area.getAttribute("y")), h = Number(area.getAttribute("height"));
        p.cursor = document.createElementNS("http://www.w3.org/2000/svg", "line");
        p.cursor.setAttribute("class", "cursor");
        p.cursor.setAttribute("y1", String(y0));
        p.cursor.setAttribute("y2", String(y0 + h));
        p.cursor.setAttribute("stroke", "#555555");
        p.cursor.setAttribute("stroke-dasharray", "3 3");
        svg.appendChild(p.cursor);
        panels.push(p);
      });

      let current = t0;
      function setTime(t) {
        t = Math.min(Math.max(t, t0), t1);
        current = t;
        scrub.value = String(t);
        timeOut.textContent = timeOut.dataset.prefix + show(t) + timeOut.dataset.suffix;
        timeOut.dataset.time = String(t);
        series.forEach(function (s, i) {
          const row = rows[i];
          const sample = sampleAt(s, t);
          if (!row || !sample) { return; }
          const valueCell = row.querySelector(".value");
          const velocityCell = row.querySelector(".velocity");
          valueCell.textContent = show(sample.value);
          valueCell.dataset.value = String(sample.value);
          velocityCell.textContent = show(sample.velocity);
          velocityCell.dataset.value = sample.velocity === null ? "inf" : String(sample.velocity);
          const box = row.querySelector(".box");
          const span = spans[units[i]];
          const p = (sample.value - span.lo) / (span.hi - span.lo);
          box.style.left = "calc(" + (p * 100).toFixed(3) + "% - " + (p * 16).toFixed(3) + "px)";
        });
        for (const p of panels) {
          const x = p.x0 + (t - t0) / (t1 - t0) * p.w;
          p.cursor.setAttribute("x1", String(x));
          p.cursor.setAttribute("x2", String(x));
        }
        if (frames.length > 0) {
          let k = 0;
          while (k + 1 < frameTimes.length && frameTimes[k + 1] <= t) { k++; }
          frames.forEach(function (f, i) { f.hidden = i !== k; });
          document.getElementById("frames").dataset.frame = String(k);
        }
      }

      scrub.addEventListener("input", function () { pause(); setTime(Number(scrub.value)); });
      for (const p of panels) {
        p.svg.addEventListener("mousemove", function (event) {
          const box = p.svg.getBoundingClientRect();
          const scale = box.width > 0 ? p.svg.viewBox.baseVal.width / box.width : 1;
          const x = (event.clientX - box.left) * scale;
          if (x < p.x0 || x > p.x0 + p.w) { return; }
          pause();
          setTime(t0 + (x - p.x0) / p.w * (t1 - t0));
        });
      }

      const play = document.getElementById("play");
      let playing = false, last = 0;
      function frame(now) {
        if (!playing) { return; }
        const dt = (now - last) / 1000;
        last = now;
        setTime(current >= t1 ? t0 : Math.min(t1, current + dt));
        requestAnimationFrame(frame);
      }
      function pause() { playing = false; play.textContent = "Play"; }
      play.addEventListener("click", function () {
        if (playing) { pause(); return; }
        playing = true;
        play.textContent = "Pause";
        if (current >= t1) { setTime(t0); }
        last = performance.now();
        requestAnimationFrame(frame);
      });

      // The code shown for each spec follows the target menu.
      const menu = document.getElementById("target");
      function showTarget(target) {
        document.querySelectorAll(".spec pre.code").forEach(function (pre) {
          pre.hidden = pre.dataset.target !== target;
        });
      }
      if (menu) { menu.addEventListener("change", function () { showTarget(menu.value); }); }

      // What spec i's copy button copies: the code shown for it, or with no code the spec's own
      // text (a command); null when the target cannot express it.
      function copyText(i) {
        const entry = document.querySelector('.spec[data-spec="' + i + '"]');
        if (!entry) { return null; }
        const codes = entry.querySelectorAll("pre.code");
        if (codes.length === 0) { return entry.querySelector("code").textContent; }
        for (const pre of codes) {
          if (!pre.hidden) { return pre.classList.contains("unavailable") ? null : pre.textContent; }
        }
        return null;
      }
      document.querySelectorAll("button.copy").forEach(function (button) {
        button.addEventListener("click", function () {
          const i = Number(button.dataset.spec);
          const text = copyText(i);
          const entry = document.querySelector('.spec[data-spec="' + i + '"]');
          if (text === null) { button.textContent = "No code"; return; }
          button.dataset.copied = text;
          const selectIt = function () {
            const shown = Array.from(entry.querySelectorAll("pre.code")).find(function (p) {
              return !p.hidden;
            }) || entry.querySelector("code");
            const range = document.createRange();
            range.selectNodeContents(shown);
            const selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
            button.textContent = "Selected";
          };
          if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(text)
              .then(function () { button.textContent = "Copied"; }, selectIt);
          } else {
            selectIt();
          }
        });
      });

      setTime(t0);

      // #probe=T1,T2,...[&target=NAME]: scrub to each time and report the read-out, then what
      // each copy button copies for that target.
      const probe = /^#probe=([^&]*)(?:&target=(.*))?$/.exec(location.hash);
      if (probe) {
        const report = [];
        for (const text of decodeURIComponent(probe[1]).split(",")) {
          setTime(Number(text));
          report.push({
            time: timeOut.dataset.time,
            shown: timeOut.textContent,
            frame: frames.length > 0 ? Number(document.getElementById("frames").dataset.frame) : null,
            series: series.map(function (s, i) {
              const row = rows[i];
              const v = row.querySelector(".velocity").dataset.value;
              return {
                label: s.label,
                value: row.querySelector(".value").dataset.value,
                velocity: v === "undefined" ? undefined : v
              };
            })
          });
        }
        if (probe[2] !== undefined && menu) {
          menu.value = decodeURIComponent(probe[2]);
          showTarget(menu.value);
        }
        const copies = [];
        document.querySelectorAll(".spec").forEach(function (entry) {
          copies.push(copyText(Number(entry.dataset.spec)));
        });
        const out = document.getElementById("kinetic-probe");
        out.textContent = JSON.stringify(report);
        out.hidden = false;
        const copied = document.getElementById("kinetic-copy");
        copied.textContent = JSON.stringify(copies);
        copied.hidden = false;
      }
    })();

    """
}
