extension StudioPage {
  /// One row of the page: the spec's text area and its error (the parser's message and caret
  /// diagram), the chart of value and velocity (with draggable Bezier handles when the spec
  /// has control points), the preview box (moving, scaling, fading or turning, as the page's
  /// preview property says), the sliders of the spec's numbers (of its explicit form when it
  /// names a spring or curve without numbers), and the export panel. A slider or a handle rewrites the number in the spec's own text, which is then
  /// parsed again: the text is the only state.
  static let rowScript = """
    const SVG_NS = "http://www.w3.org/2000/svg";
    const CHART = { width: 400, height: 250, left: 38, right: 40, top: 14, bottom: 26 };
    const SAMPLES = 600;
    // The slot an explicit form is parsed in to read its numbers (4095 is the gallery's).
    const EXPLICIT_SLOT = 4094;
    function element(tag, attributes = {}, parent = null, namespace = null) {
      const node = namespace ? document.createElementNS(namespace, tag) : document.createElement(tag);
      for (const [key, value] of Object.entries(attributes)) {
        if (key === "text") node.textContent = value; else node.setAttribute(key, value);
      }
      if (parent) parent.appendChild(node);
      return node;
    }
    const svg = (tag, attributes, parent) => element(tag, attributes, parent, SVG_NS);
    /** A plain div in `parent` to hold one box a slider move rewrites (the spec's text, the
     *  chart, a slider's input or read-out), which the style contains: Chromium lays a flex or
     *  grid item out again with its container, and so the whole page, however contained; a
     *  contained block in a plain block, alone. */
    const holder = (parent) => element("div", {}, parent);
    /** Sets a node's text, or an attribute, only when it differs: a slider move rewrites a
     *  row many times a second, and each write the browser sees is laid out again. */
    function setText(node, text) { if (node.textContent !== text) node.textContent = text; }
    function setAttribute(node, name, value) {
      const text = String(value);
      if (node.getAttribute(name) !== text) node.setAttribute(name, text);
    }
    /**
     * A path's `d` text, written as ASCII bytes into one reused buffer and decoded once: each
     * coordinate to 0.1 of a unit, as `String(Math.round(v * 10) / 10)` writes it, but from
     * the integer number of tenths, digit by digit (a double's shortest text is what cost
     * most in a redraw: 600 points a path, three paths a row).
     */
    const pathText = (() => {
      let bytes = new Uint8Array(16384), length = 0;
      const latin1 = new TextDecoder("latin1");
      const put = (code) => {
        if (length === bytes.length) { const larger = new Uint8Array(2 * length); larger.set(bytes); bytes = larger; }
        bytes[length++] = code;
      };
      // The coordinate `v` to 0.1: its tenths as an integer, then its digits.
      const coordinate = (v) => {
        let tenths = Math.round(v * 10);
        if (!(Math.abs(tenths) < 1e15)) { for (const c of String(tenths / 10)) put(c.charCodeAt(0)); return; }
        if (tenths < 0) { put(45); tenths = -tenths; }
        const whole = Math.floor(tenths / 10), digit = tenths - 10 * whole;
        let divisor = 1;
        while (divisor * 10 <= whole) divisor *= 10;
        for (; divisor >= 1; divisor /= 10) put(48 + Math.floor(whole / divisor) % 10);
        if (digit) { put(46); put(48 + digit); }
      };
      return {
        begin() { length = 0; },
        /** `M` (a new piece) or `L` to (x, y). */
        point(move, x, y) { put(move ? 77 : 76); coordinate(x); put(44); coordinate(y); },
        text() { return latin1.decode(bytes.subarray(0, length)); },
      };
    })();
    /** The smallest of 1, 2, 2.5 or 5 times a power of ten that is at least `x` (> 0): the
     *  chart's scales move in these steps, so its labels stay put through most of a drag. */
    function niceCeiling(x) {
      if (!(x > 0) || !Number.isFinite(x)) return 1;
      const power = 10 ** Math.floor(Math.log10(x));
      for (const m of [1, 2, 2.5, 5]) if (m * power >= x) return Number((m * power).toPrecision(3));
      return Number((10 * power).toPrecision(3));
    }
    /** A slider value as spec text: no more decimals than the step has. */
    function numberText(value, step) {
      const decimals = Math.max(0, Math.min(6, Math.ceil(-Math.log10(step) - 1e-9)));
      const text = String(Number(value.toFixed(decimals)));
      return text === "-0" ? "0" : text;
    }
    /** The comment line of exported code that states its error, or a note that it is exact. */
    function statedError(code) {
      for (const line of code.split("\\n").slice(0, 3)) {
        const trimmed = line.trim();
        if (/^(\\/\\/|\\/\\*|#|<!--)/.test(trimmed) && /error/i.test(trimmed)) {
          return trimmed.replace(/^(\\/\\/+|\\/\\*+|#+|<!--)\\s*/, "").replace(/\\s*(\\*\\/|-->)$/, "");
        }
      }
      return "Exact: no approximation.";
    }

    class Row {
      constructor(page, slot, spec) {
        this.page = page;
        this.slot = slot;
        this.values = new Float64Array(SAMPLES);
        this.velocities = new Float64Array(SAMPLES);
        this.parameters = [];
        // What the sliders and handles rewrite: the spec, or its explicit form when it names
        // a spring or curve without numbers (`bouncy`), which the first move puts in its place.
        this.base = { text: spec, parameters: [], explicit: false };
        this.sliderNames = null;
        this.exportStale = true;
        this.motion = { from: 0, to: 1, hasTarget: true, velocity: 0 };
        this.span = 1;
        this.ends = true;
        this.build();
        this.setSpec(spec);
      }

      build() {
        const root = this.root = element("section", { class: "row" });
        const header = element("header", {}, root);
        this.title = element("h2", {}, header);
        this.kindLabel = element("span", { class: "kind" }, this.title);
        this.remove = element("button", { type: "button", text: "Remove" }, header);
        this.remove.addEventListener("click", () => this.page.removeRow(this));
        // A new value marks the text area itself for layout, so the contained block is a frame
        // around it, as tall as the text area (which the user may resize).
        const frame = element("div", { class: "spec-frame" }, holder(root));
        this.text = element("textarea", { spellcheck: "false", autocomplete: "off", rows: "2" }, frame);
        new ResizeObserver(([entry]) => {
          frame.style.height = `${entry.borderBoxSize[0].blockSize}px`;
        }).observe(this.text);
        this.text.addEventListener("input", () => this.setSpec(this.text.value, { typed: true }));
        this.text.addEventListener("focus", () => { this.page.active = this; });
        this.errorBox = element("pre", { class: "error", "aria-live": "polite" }, root);
        const c = CHART;
        this.chart = svg("svg", { class: "chart", viewBox: `0 0 ${c.width} ${c.height}`, role: "img" }, holder(root));
        // Sized by its aspect ratio, not its content (the style contains it).
        this.chart.style.aspectRatio = `${c.width} / ${c.height}`;
        this.gridLayer = svg("g", {}, this.chart);
        svg("rect", { class: "frame", x: c.left, y: c.top, width: c.width - c.left - c.right,
          height: c.height - c.top - c.bottom }, this.chart);
        this.velocityPath = svg("path", { class: "velocity" }, this.chart);
        this.platformPath = svg("path", { class: "platform" }, this.chart);
        this.valuePath = svg("path", { class: "value" }, this.chart);
        this.cursor = svg("line", { class: "cursor", y1: c.top, y2: c.height - c.bottom }, this.chart);
        this.bezier = svg("g", { class: "bezier" }, this.chart);
        this.arms = [0, 1].map(() => svg("line", { class: "arm" }, this.bezier));
        this.handles = [1, 2].map((n) => {
          const handle = svg("circle", { class: "handle", r: 7, tabindex: "0", role: "slider",
            "data-handle": String(n), "aria-label": `Control point ${n}` }, this.bezier);
          this.dragging(handle, n);
          return handle;
        });
        const legend = element("div", { class: "legend" }, root);
        element("span", { class: "v", text: "— value" }, legend);
        element("span", { class: "dv", text: "- - velocity (right axis)" }, legend);
        // A platform's own rendering beside the exact one (PlatformEngine: its Bezier solver,
        // or SwiftUI's fixed-step spring integrator).
        const compare = element("label", { class: "engine" }, root);
        compare.append("Beside the exact curve ");
        this.engine = element("select", {}, compare);
        this.page.engines.forEach(({ name, evaluator }, index) =>
          element("option", { value: String(index), "data-engine": name, text: index ? evaluator : "nothing" }, this.engine));
        this.engine.addEventListener("change", () => { this.draw(); this.page.saveState(); });
        this.engineNote = element("span", { class: "engine-note", "aria-live": "polite" }, compare);
        const track = this.track = element("div", { class: "track", "aria-hidden": "true" }, root);
        this.box = element("div", { class: "box" }, track);
        this.explicitNote = element("p", { class: "explicit-note", "aria-live": "polite" }, root);
        this.sliders = element("div", { class: "sliders" }, root);
        this.exportPanel = element("details", { class: "export" }, root);
        element("summary", { text: "Export: the code for every target" }, this.exportPanel);
        this.targetList = element("div", { class: "targets" }, this.exportPanel);
        this.exportPanel.addEventListener("toggle", () => this.exportPanel.open && this.refreshExport());
      }

      /** Numbers the row's title and labels after rows are added or removed. */
      number(index) {
        this.index = index;
        this.title.firstChild?.nodeType === 3 ? (this.title.firstChild.textContent = `Motion ${index}`)
          : this.title.insertBefore(document.createTextNode(`Motion ${index}`), this.kindLabel);
        this.text.setAttribute("aria-label", `Spec of motion ${index}`);
        this.chart.setAttribute("aria-label", `Value and velocity of motion ${index}`);
      }

      /**
       * Parses `spec`, re-samples, redraws; `typed` when it came from the text area, `tuned`
       * when a slider or handle wrote it: its numbers were written into a text whose named
       * springs and curves are written out already (its explicit form, or a spec naming
       * none), so it has no explicit form to look up.
       */
      setSpec(spec, { typed = false, tuned = false } = {}) {
        this.spec = spec;
        if (!typed && this.text.value !== spec) this.text.value = spec;
        this.error = Kinetic.parse(this.slot, spec);
        setText(this.errorBox, this.error ?? "");
        setAttribute(this.text, "aria-invalid", this.error ? "true" : "false");
        if (!this.error) {
          const kind = Kinetic.kind(this.slot);
          setText(this.kindLabel, ["animation", "keyframes", "released physics", "physics"][kind] ?? "");
          this.motion = kind === 0 || kind === 3 ? { from: 0, to: 1, hasTarget: true, velocity: 0 }
            : { from: 0, to: 0, hasTarget: false, velocity: 1 };
          const duration = Kinetic.duration(this.slot, this.motion.velocity);
          this.ends = duration > 0;
          this.span = duration > 0 ? duration : 2;
          this.parameters = Kinetic.parameters(this.slot);
          this.base = { text: spec, parameters: this.parameters, explicit: false };
          const explicit = tuned ? null : Kinetic.explicit(this.slot);
          if (explicit !== null && Kinetic.parse(EXPLICIT_SLOT, explicit) === null) {
            this.base = { text: explicit, parameters: Kinetic.parameters(EXPLICIT_SLOT), explicit: true };
          }
          setText(this.explicitNote, this.base.explicit ? `Tuning writes it as ${explicit}` : "");
          this.resample();
        }
        this.draw();
        this.updateSliders();
        // The export panel is filled again once the drag or typing pauses (Page.changed);
        // until then the code it shows is marked out of date.
        if (!this.exportStale) {
          this.exportStale = true;
          this.targetList.classList.add("stale");
          this.targetList.setAttribute("aria-busy", "true");
        }
        this.page.changed(this);
      }

      resample() {
        const pairs = Kinetic.sample(this.slot, this.motion, 0, this.span / (SAMPLES - 1), SAMPLES);
        if (typeof pairs === "string") { this.errorBox.textContent = pairs; return; }
        for (let i = 0; i < SAMPLES; i++) { this.values[i] = pairs[2 * i]; this.velocities[i] = pairs[2 * i + 1]; }
      }

      /** The control points (x1, y1, x2, y2) as parameter indices, when the spec has all four. */
      controlPoints() {
        const found = ["x1", "y1", "x2", "y2"].map((name) => this.base.parameters.findIndex((p) => p.name === name));
        return found.every((i) => i >= 0) ? found : null;
      }

      draw() {
        const c = CHART, width = c.width - c.left - c.right, height = c.height - c.top - c.bottom;
        const points = this.error ? null : this.controlPoints();
        let low = this.motion.hasTarget ? 0 : Infinity, high = this.motion.hasTarget ? 1 : -Infinity;
        let speed = 0;
        for (let i = 0; i < SAMPLES; i++) {
          const v = this.values[i], dv = this.velocities[i];
          if (v < low) low = v; if (v > high) high = v;
          if (Number.isFinite(dv) && Math.abs(dv) > speed) speed = Math.abs(dv);
        }
        if (points) for (const i of [points[1], points[3]]) {
          low = Math.min(low, this.base.parameters[i].value); high = Math.max(high, this.base.parameters[i].value);
        }
        if (!(high > low)) { low -= 0.5; high += 0.5; }
        const margin = (high - low) * 0.06, unit = niceCeiling((high - low) / 20);
        low = Math.floor((low - margin) / unit) * unit; high = Math.ceil((high + margin) / unit) * unit;
        // The velocity axis spans ±scale, a round number at least the fastest velocity.
        const scale = niceCeiling(speed);
        // While a handle is dragged the scale holds still, so the handle stays under the pointer.
        if (this.frozen) [low, high] = this.frozen;
        this.range = [low, high];
        const x = (t) => c.left + (t / this.span) * width;
        const y = (v) => c.top + (high - v) / (high - low) * height;
        const vy = (dv) => c.top + height / 2 - (dv / scale) * (height / 2) * 0.92;
        this.x = x; this.y = y;
        const step = this.span / (SAMPLES - 1);
        let value = "", velocity = "";
        if (!this.error) {
          pathText.begin();
          for (let i = 0; i < SAMPLES; i++) pathText.point(i === 0, x(i * step), y(this.values[i]));
          value = pathText.text();
          pathText.begin();
          let open = false;
          for (let i = 0; i < SAMPLES; i++) {
            const dv = this.velocities[i];
            if (Number.isFinite(dv)) { pathText.point(!open, x(i * step), vy(dv)); open = true; }
            else open = false;
          }
          velocity = pathText.text();
        }
        setAttribute(this.valuePath, "d", value);
        this.drawPlatform(x, y);
        setAttribute(this.velocityPath, "d", velocity);
        this.drawGrid(low, high, scale, x, y);
        const display = points ? "" : "none";
        if (this.bezier.style.display !== display) this.bezier.style.display = display;
        if (points) {
          const [x1, y1, x2, y2] = points.map((i) => this.base.parameters[i].value);
          const ends = [[0, 0, x1, y1], [1, 1, x2, y2]];
          ends.forEach(([ax, ay, bx, by], n) => {
            const line = this.arms[n], handle = this.handles[n];
            line.setAttribute("x1", x(ax * this.span)); line.setAttribute("y1", y(ay));
            line.setAttribute("x2", x(bx * this.span)); line.setAttribute("y2", y(by));
            handle.setAttribute("cx", x(bx * this.span)); handle.setAttribute("cy", y(by));
            handle.setAttribute("aria-valuetext", `x ${bx}, y ${by}`);
          });
        }
      }

      /** The chosen platform's rendering as a dotted path, and its largest difference from
       *  the exact samples. */
      drawPlatform(x, y) {
        const engine = Number(this.engine.value);
        let d = "", note = "";
        if (engine > 0 && !this.error) {
          const pairs = Kinetic.sample(this.slot, this.motion, 0, this.span / (SAMPLES - 1), SAMPLES, engine);
          if (typeof pairs === "string") note = pairs;
          else {
            let largest = 0;
            pathText.begin();
            for (let i = 0; i < SAMPLES; i++) {
              const v = pairs[2 * i];
              largest = Math.max(largest, Math.abs(v - this.values[i]));
              pathText.point(i === 0, x(i * this.span / (SAMPLES - 1)), y(v));
            }
            d = pathText.text();
            note = largest === 0 ? " : the same value at every sample"
              : ` : at most ${largest.toExponential(2)} of the change from the exact value`;
          }
        }
        setAttribute(this.platformPath, "d", d);
        setText(this.engineNote, note);
      }

      /** The rules at 0 and 1 with their labels, the time axis's ends and the velocity scale:
       *  made once, then moved and relabelled in place when the scale changes. */
      drawGrid(low, high, scale, x, y) {
        const c = CHART, layer = this.gridLayer;
        const key = [low, high, scale, this.span].map((v) => v.toPrecision(4)).join();
        if (key === this.gridKey) return;
        this.gridKey = key;
        const right = c.width - c.right, bottom = c.height - c.bottom;
        if (!this.grid) {
          this.grid = {
            rules: [0, 1].map((v) => ({
              line: svg("line", { class: "grid", x1: c.left, x2: right }, layer),
              label: svg("text", { x: c.left - 4, "text-anchor": "end", text: String(v) }, layer),
            })),
            start: svg("text", { x: c.left, y: bottom + 16, text: "0 s" }, layer),
            end: svg("text", { x: right, y: bottom + 16, "text-anchor": "end" }, layer),
            fastest: svg("text", { x: right + 4, y: c.top + 10 }, layer),
            slowest: svg("text", { x: right + 4, y: bottom }, layer),
          };
        }
        [0, 1].forEach((v, i) => {
          const { line, label } = this.grid.rules[i], shown = v >= low && v <= high;
          setAttribute(line, "display", shown ? "inline" : "none");
          setAttribute(label, "display", shown ? "inline" : "none");
          if (shown) {
            setAttribute(line, "y1", y(v)); setAttribute(line, "y2", y(v));
            setAttribute(label, "y", y(v) + 4);
          }
        });
        setText(this.grid.end, `${numberText(this.span, 0.001)} s${this.ends ? "" : " (shown)"}`);
        setText(this.grid.fastest, String(scale));
        setText(this.grid.slowest, String(-scale));
      }

      /** Keeps one slider per tunable number; rebuilt only when the names change, so a
       *  slider being dragged stays the same element. */
      updateSliders() {
        if (this.error) return;
        const parameters = this.base.parameters;
        const names = parameters.map((p) => p.name).join("|");
        if (names !== this.sliderNames) {
          this.sliderNames = names;
          this.sliders.replaceChildren();
          this.inputs = parameters.map((p, index) => {
            const id = `row${this.slot}-p${index}`;
            element("label", { for: id, text: p.name }, this.sliders);
            const input = element("input", { type: "range", id, "data-name": p.name }, holder(this.sliders));
            const output = element("output", { for: id }, holder(this.sliders));
            input.addEventListener("input", () => this.rewrite([[index, Number(input.value)]]));
            return { input, output };
          });
        }
        parameters.forEach((p, index) => {
          const { input, output } = this.inputs[index];
          setAttribute(input, "min", p.low); setAttribute(input, "max", p.high);
          setAttribute(input, "step", p.step);
          if (document.activeElement !== input && Number(input.value) !== p.value) input.value = p.value;
          setText(output, numberText(p.value, p.step));
        });
      }

      /** Writes new values for parameters (by index) into the spec's text (its explicit form's,
       *  which then replaces it) and parses it. */
      rewrite(changes) {
        const scalars = Array.from(this.base.text);
        const edits = changes.map(([index, value]) => [this.base.parameters[index], value])
          .sort((a, b) => b[0].column - a[0].column);
        for (const [p, value] of edits) scalars.splice(p.column - 1, p.length, numberText(value, p.step));
        this.page.active = this;
        this.setSpec(scalars.join(""), { tuned: true });
      }

      /** Pointer and keyboard control of Bezier handle `n` (1 or 2). */
      dragging(handle, n) {
        const move = (x, y) => {
          const points = this.controlPoints();
          if (!points) return;
          const clamp = (v) => Math.min(1, Math.max(0, v));
          this.rewrite([[points[2 * n - 2], clamp(x)], [points[2 * n - 1], y]]);
        };
        handle.addEventListener("pointerdown", (event) => {
          handle.setPointerCapture(event.pointerId);
          this.frozen = this.range;
          event.preventDefault();
        });
        handle.addEventListener("pointermove", (event) => {
          if (!handle.hasPointerCapture(event.pointerId)) return;
          const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(this.chart.getScreenCTM().inverse());
          const c = CHART, width = c.width - c.left - c.right, [low, high] = this.range;
          const height = c.height - c.top - c.bottom;
          move((point.x - c.left) / width, high - (point.y - c.top) / height * (high - low));
        });
        const release = () => { this.frozen = null; this.draw(); this.page.changed(this, true); };
        handle.addEventListener("pointerup", release);
        handle.addEventListener("pointercancel", release);
        handle.addEventListener("keydown", (event) => {
          const points = this.controlPoints();
          const delta = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[event.key];
          if (!points || !delta) return;
          event.preventDefault();
          const step = event.shiftKey ? 0.1 : 0.01;
          const x = this.base.parameters[points[2 * n - 2]].value, y = this.base.parameters[points[2 * n - 1]].value;
          move(x + delta[0] * step, y + delta[1] * step);
        });
      }

      /** Shows the motion at time `t` of the shared clock: the box (on a track `width` pixels
       *  wide) and the chart's cursor. */
      frame(t, width) {
        if (this.error) return;
        const local = this.ends ? Math.min(t, this.span) : t % this.span;
        const pairs = Kinetic.sample(this.slot, this.motion, local, 0, 1);
        if (typeof pairs === "string") return;
        // The track spans the chart's value range (overshoot and margins included).
        const [low, high] = this.range;
        const fraction = (pairs[0] - low) / (high - low);
        // Progress from start to target (the fraction of the range for a released model).
        const m = this.motion, q = m.hasTarget && m.to !== m.from ? (pairs[0] - m.from) / (m.to - m.from) : fraction;
        const property = this.page.preview;
        let transform = "", opacity = "";
        if (property === "scale") transform = `scale(${Math.max(0, 0.25 + 0.75 * q)})`;
        else if (property === "fade") opacity = String(Math.min(1, Math.max(0, q)));
        else if (property === "rotate") transform = `rotate(${q * 180}deg)`;
        else transform = `translateX(${fraction * width}px)`;
        this.box.style.transform = transform;
        this.box.style.opacity = opacity;
        this.box.dataset.progress = q.toFixed(4);
        const px = this.x(local);
        this.cursor.setAttribute("x1", px); this.cursor.setAttribute("x2", px);
      }

      /** Fills the export panel (when open) with every target's code and stated error. */
      refreshExport() {
        if (!this.exportPanel.open || !this.exportStale) return;
        this.exportStale = false;
        this.targetList.classList.remove("stale");
        this.targetList.removeAttribute("aria-busy");
        this.targetList.replaceChildren();
        if (this.error) { element("p", { class: "stated", text: "Fix the spec to export it." }, this.targetList); return; }
        const results = Kinetic.exportAll(this.slot);
        this.page.targets.forEach((target, index) => {
          const result = results[index];
          const box = element("div", { class: "target" + (result.ok ? "" : " failed"), "data-target": target.name }, this.targetList);
          const header = element("header", {}, box);
          element("h3", { text: target.name }, header);
          if (result.ok) {
            const copy = element("button", { type: "button", text: "Copy", "aria-label": `Copy the ${target.name} code` }, header);
            copy.addEventListener("click", () => this.page.copy(result.text, `the ${target.name} code of motion ${this.index}`));
          }
          element("p", { class: "stated", text: result.ok ? statedError(result.text) : target.summary }, box);
          element("pre", {}, box).appendChild(element("code", { text: result.text }));
        });
      }
    }
    """
}
