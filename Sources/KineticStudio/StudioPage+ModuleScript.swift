extension StudioPage {
  /// The module's C entry points (Sources/KineticWasm) as JavaScript functions: `Kinetic.load()`
  /// instantiates the embedded module; then `parse`, `kind`, `duration`, `sample`,
  /// `exportAll`, `explicit`, `parameters`, `gallery`, `engines` and `targets` each make one call into it. Text crosses as UTF-8
  /// through buffers the module allocates; samples land in one reused buffer of doubles.
  static let moduleScript = """
    const Kinetic = (() => {
      let k = null;
      const encoder = new TextEncoder(), decoder = new TextDecoder();
      let samples = 0, capacity = 0;
      // The four WASI imports of the module: random_get seeds Swift's hashing (zeros keep runs
      // repeatable); fd_write carries a fatal error's message to the console.
      const wasi = {
        random_get: (pointer, length) => { new Uint8Array(k.memory.buffer, pointer, length).fill(0); return 0; },
        fd_write: (fd, iovs, count, written) => {
          const view = new DataView(k.memory.buffer);
          let total = 0, text = "";
          for (let i = 0; i < count; i++) {
            const base = view.getUint32(iovs + 8 * i, true), length = view.getUint32(iovs + 8 * i + 4, true);
            text += decoder.decode(new Uint8Array(k.memory.buffer, base, length));
            total += length;
          }
          console.error(text);
          view.setUint32(written, total, true);
          return 0;
        },
        fd_close: () => 0,
        fd_seek: () => 0,
      };
      function withText(text, body) {
        const bytes = encoder.encode(text);
        const pointer = k.kinetic_alloc(bytes.length);
        new Uint8Array(k.memory.buffer, pointer, bytes.length).set(bytes);
        try { return body(pointer, bytes.length); } finally { k.kinetic_free(pointer); }
      }
      const lastText = () =>
        decoder.decode(new Uint8Array(k.memory.buffer, k.kinetic_text_pointer(), k.kinetic_text_length()));
      const lines = () => lastText().split("\\n").filter((line) => line.length > 0);
      return {
        async load() {
          const embedded = document.getElementById("studio-wasm");
          const binary = atob(embedded.textContent.trim());
          let bytes = new Uint8Array(binary.length);
          for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
          if (embedded.dataset.encoding === "gzip") {
            const inflated = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
            bytes = await new Response(inflated).arrayBuffer();
          }
          const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: wasi });
          k = instance.exports;
        },
        /** Parses `text` into `slot`: null, or the error with its caret diagram. */
        parse(slot, text) {
          return withText(text, (p, n) => k.kinetic_parse(slot, p, n)) === 0 ? null : lastText();
        },
        /** 0 animation, 1 keyframe track, 2 released physics, 3 physics with a target. */
        kind: (slot) => k.kinetic_kind(slot),
        /** Seconds from 0 to 1 (released: from 0 with `velocity`), or -1 when it never ends. */
        duration: (slot, velocity) => k.kinetic_duration(slot, velocity),
        /**
         * `count` samples at start + i·step as one Float64Array of value, velocity pairs (a view
         * of the module's memory, valid until the next call), or a string error. `engine`: an
         * index in `engines()`, 0 the exact one.
         */
        sample(slot, motion, start, step, count, engine = 0) {
          if (count > capacity) {
            if (samples) k.kinetic_free(samples);
            capacity = Math.max(count, 1024);
            samples = k.kinetic_alloc(16 * capacity);
          }
          const status = k.kinetic_sample(slot, motion.from, motion.to, motion.hasTarget ? 1 : 0,
            motion.velocity, engine, start, step, count, samples);
          return status === 0 ? new Float64Array(k.memory.buffer, samples, 2 * count) : lastText();
        },
        /** Every target's code, in `targets()` order, from one export that computes a shared
         *  approximation once: [{ok: true, text}] with the code, or {ok: false, text} with why
         *  there is none. */
        exportAll(slot) {
          if (k.kinetic_export_all(slot, 0.001, 0) !== 0) {
            const text = lastText();
            return k.kinetic_targets() > 0 ? lines().map(() => ({ ok: false, text })) : [];
          }
          return lastText().split("\\0").slice(0, -1).map((entry) => ({ ok: entry[0] === "1", text: entry.slice(1) }));
        },
        /** The spec with its named springs and curves written out (`bouncy` as
         *  `spring(duration: 0.5, bounce: 0.3)`), or null when it names none. */
        explicit(slot) {
          return k.kinetic_explicit(slot) === 1 ? lastText() : null;
        },
        /** The spec's tunable numbers: {name, value, column, length, low, high, step}. */
        parameters(slot) {
          if (k.kinetic_parameters(slot) < 0) return [];
          return lines().map((line) => {
            const [name, value, column, length, low, high, step] = line.split("\\t");
            return { name, value: +value, column: +column, length: +length, low: +low, high: +high, step: +step };
          });
        },
        /** The gallery: [{group, spec}]. */
        gallery() {
          k.kinetic_gallery();
          return lines().map((line) => { const [group, spec] = line.split("\\t"); return { group, spec }; });
        },
        /** The renderers `sample` takes, by index: [{name, evaluator}] (0 is the exact one). */
        engines() {
          k.kinetic_engines();
          return lines().map((line) => { const [name, evaluator] = line.split("\\t"); return { name, evaluator }; });
        },
        /** The export targets: [{name, summary}]. */
        targets() {
          k.kinetic_targets();
          return lines().map((line) => { const [name, summary] = line.split("\\t"); return { name, summary }; });
        },
      };
    })();
    """
}
