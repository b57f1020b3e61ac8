extension StudioPage {
  /// The page: its rows, the shared clock that plays every preview at the display's frame
  /// rate (one time for all rows), the URL fragment (`#spec=…&spec=…&preview=…`, and
  /// `engine=…` per row when a row shows a platform's rendering; URLSearchParams; other keys
  /// are kept), the preview property, the gallery, and the copy report. `window.studio` exposes the rows and the
  /// load timings to the browser tests and the page benchmark.
  static let pageScript = """
    const page = {
      rows: [],
      nextSlot: 0,
      active: null,
      targets: [],
      // The renderers a row may show beside the exact curve (Kinetic.engines()).
      engines: [],
      // What the preview box animates: move, scale, fade or rotate (`preview=` in the URL).
      preview: "move",
      playing: !matchMedia("(prefers-reduced-motion: reduce)").matches,
      start: performance.now(),
      exportTimer: 0,
      changedAt: 0,
      timings: {},

      addRow(spec) {
        const row = new Row(this, this.nextSlot++, spec);
        this.rows.push(row);
        document.getElementById("rows").appendChild(row.root);
        this.renumber();
        return row;
      },
      removeRow(row) {
        this.rows = this.rows.filter((r) => r !== row);
        row.root.remove();
        if (this.active === row) this.active = this.rows[this.rows.length - 1] ?? null;
        this.renumber();
        this.saveState();
      },
      renumber() {
        this.rows.forEach((row, i) => { row.number(i + 1); row.remove.disabled = this.rows.length === 1; });
      },
      /** After a row's spec changed: the URL, then the export panels once typing or a drag
       *  pauses for 150 ms. One timer waits for the pause (re-armed for what remains of it
       *  when it fires early), not one timer set and cleared per slider move. */
      changed(row, now = false) {
        if (this.loading) return;
        // Browsers throttle history.replaceState, so the URL follows once a drag or typing
        // pauses, with the export panels.
        const refresh = () => {
          this.exportTimer = 0;
          this.saveState();
          this.rows.forEach((r) => r.refreshExport());
        };
        if (now) { clearTimeout(this.exportTimer); refresh(); return; }
        this.changedAt = performance.now();
        const wait = () => {
          const left = this.changedAt + 150 - performance.now();
          if (left > 0) this.exportTimer = setTimeout(wait, left); else refresh();
        };
        if (!this.exportTimer) this.exportTimer = setTimeout(wait, 150);
      },
      specsInURL() {
        return new URLSearchParams(location.hash.slice(1)).getAll("spec");
      },
      enginesInURL() {
        return new URLSearchParams(location.hash.slice(1)).getAll("engine");
      },
      saveState() {
        const params = new URLSearchParams(location.hash.slice(1));
        params.delete("spec");
        for (const row of this.rows) params.append("spec", row.spec);
        params.delete("engine");
        if (this.rows.some((row) => row.engine.value !== "0")) {
          for (const row of this.rows) params.append("engine", this.engines[Number(row.engine.value)].name);
        }
        if (this.preview === "move") params.delete("preview"); else params.set("preview", this.preview);
        const hash = "#" + params.toString();
        if (hash !== location.hash) history.replaceState(null, "", hash);
      },
      /** Rows for `specs`, replacing the current ones, each showing beside its exact curve
       *  the renderer named at its index in `engines` (none when absent or unknown). */
      open(specs, engines = []) {
        this.loading = true;
        for (const row of this.rows) row.root.remove();
        this.rows = [];
        specs.forEach((spec, i) => {
          const row = this.addRow(spec);
          const engine = this.engines.findIndex((e) => e.name === engines[i]);
          if (engine > 0) { row.engine.value = String(engine); row.draw(); }
        });
        this.active = this.rows[0] ?? null;
        this.loading = false;
        this.saveState();
        this.rows.forEach((row) => row.refreshExport());
      },
      copy(text, what) {
        const status = document.getElementById("status");
        const report = (how) => {
          status.textContent = `Copied ${what} (${text.length} characters)${how}.`;
          status.dataset.copied = text;
        };
        const fallback = () => {
          const area = element("textarea", {}, document.body);
          area.value = text;
          area.select();
          const ok = document.execCommand("copy");
          area.remove();
          report(ok ? "" : "; the browser refused the clipboard, select the code instead");
        };
        if (navigator.clipboard?.writeText) navigator.clipboard.writeText(text).then(() => report(""), fallback);
        else fallback();
      },
      tick(now) {
        const longest = Math.max(0.5, ...this.rows.filter((r) => !r.error).map((r) => r.span));
        const t = Math.max(0, ((now - this.start) / 1000) % (longest + 0.6));
        // The tracks' widths are read before anything is written, so reading them does not
        // make the browser lay the page out again in the middle of the frame.
        const widths = this.rows.map((row) => row.track.clientWidth);
        document.getElementById("clock").textContent = `t = ${t.toFixed(2)} s`;
        this.rows.forEach((row, i) => row.frame(t, widths[i]));
        if (this.playing) requestAnimationFrame((n) => this.tick(n));
      },
      /** Sets what the previews animate; `save` writes it to the URL. */
      setPreview(property, save = true) {
        this.preview = ["move", "scale", "fade", "rotate"].includes(property) ? property : "move";
        const select = document.getElementById("preview");
        select.value = this.preview;
        for (const row of this.rows) row.track.dataset.preview = this.preview;
        document.getElementById("rows").dataset.preview = this.preview;
        if (!this.playing) this.tick(performance.now());
        if (save) this.saveState();
      },
      play(on) {
        this.playing = on;
        const button = document.getElementById("play");
        button.textContent = on ? "Pause" : "Play";
        button.setAttribute("aria-pressed", String(on));
        if (on) { this.start = performance.now(); requestAnimationFrame((n) => this.tick(n)); }
      },
      gallery() {
        const groups = new Map();
        for (const { group, spec } of Kinetic.gallery()) {
          if (!groups.has(group)) groups.set(group, []);
          groups.get(group).push(spec);
        }
        const host = document.getElementById("gallery");
        let first = true;
        for (const [name, specs] of groups) {
          const details = element("details", {}, host);
          element("summary", { text: `${name} (${specs.length})` }, details);
          const tiles = element("div", { class: "tiles" }, details);
          const fill = () => { if (!tiles.childElementCount) specs.forEach((spec) => this.tile(spec, tiles)); };
          details.addEventListener("toggle", () => details.open && fill());
          if (first) { details.open = true; first = false; }
        }
      },
      /** A gallery tile: the curve's thumbnail (sampled by the module), a dot that plays it on
       *  hover or focus, and a click that puts the spec in the active row. */
      tile(spec, parent) {
        const button = element("button", { type: "button", class: "tile", title: spec, "data-spec": spec }, parent);
        const picture = svg("svg", { viewBox: "0 0 100 60", "aria-hidden": "true" }, button);
        element("span", { text: spec }, button);
        const scratch = 4095;
        if (Kinetic.parse(scratch, spec)) return;
        const motion = { from: 0, to: 1, hasTarget: true, velocity: 0 };
        const duration = Kinetic.duration(scratch, 0), span = duration > 0 ? duration : 2;
        const pairs = Kinetic.sample(scratch, motion, 0, span / 47, 48);
        if (typeof pairs === "string") return;
        const values = Array.from({ length: 48 }, (_, i) => pairs[2 * i]);
        const low = Math.min(0, ...values), high = Math.max(1, ...values);
        const y = (v) => 54 - ((v - low) / (high - low)) * 48;
        svg("path", { d: values.map((v, i) => `${i ? "L" : "M"}${(4 + i * 92 / 47).toFixed(1)},${y(v).toFixed(1)}`).join("") }, picture);
        const dot = svg("circle", { r: 4, cx: 4, cy: y(values[0]) }, picture);
        let frame = 0;
        const play = () => {
          const begin = performance.now();
          const step = (now) => {
            // A frame's timestamp is when the frame began, which may be before begin.
            const i = Math.max(0, Math.min(47, Math.floor(((now - begin) / 1000 / span) * 47)));
            dot.setAttribute("cx", 4 + i * 92 / 47); dot.setAttribute("cy", y(values[i]));
            frame = i < 47 ? requestAnimationFrame(step) : 0;
          };
          cancelAnimationFrame(frame);
          frame = requestAnimationFrame(step);
        };
        button.addEventListener("pointerenter", play);
        button.addEventListener("focus", play);
        button.addEventListener("click", () => {
          const row = this.active ?? this.rows[0] ?? this.addRow(spec);
          row.setSpec(spec);
          document.getElementById("status").textContent = `Motion ${row.index} is now ${spec}.`;
        });
      },
    };

    (async () => {
      try {
        page.timings.script = performance.now();
        await Kinetic.load();
        page.timings.module = performance.now();
        page.targets = Kinetic.targets();
        page.engines = Kinetic.engines();
        const fromURL = page.specsInURL();
        page.setPreview(new URLSearchParams(location.hash.slice(1)).get("preview") ?? "move", false);
        document.getElementById("preview").addEventListener("change", (event) => page.setPreview(event.target.value));
        page.open(fromURL.length ? fromURL : JSON.parse(document.getElementById("studio-specs").textContent),
          page.enginesInURL());
        page.timings.firstChart = performance.now();
        document.getElementById("loading").remove();
        document.getElementById("add-row").addEventListener("click", () => {
          page.active = page.addRow("easeInOut");
          page.active.text.focus();
          page.saveState();
        });
        document.getElementById("play").addEventListener("click", () => page.play(!page.playing));
        addEventListener("hashchange", () => {
          const specs = page.specsInURL(), engines = page.enginesInURL();
          const shown = page.rows.map((r) => page.engines[Number(r.engine.value)].name);
          if (specs.join("\\n") !== page.rows.map((r) => r.spec).join("\\n")
            || specs.map((_, i) => engines[i] ?? "exact").join("\\n") !== shown.join("\\n")) {
            page.open(specs, engines);
          }
          page.setPreview(new URLSearchParams(location.hash.slice(1)).get("preview") ?? "move", false);
        });
        page.play(page.playing);
        if (!page.playing) page.tick(performance.now());
        page.gallery();
        page.timings.gallery = performance.now();
        document.body.dataset.ready = "true";
      } catch (error) {
        document.getElementById("loading").textContent = `The WebAssembly module failed to load: ${error}`;
        throw error;
      }
    })();
    window.studio = page;
    """
}
