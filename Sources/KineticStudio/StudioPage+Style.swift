extension StudioPage {
  /// The page's CSS: colours as custom properties, swapped for a dark palette under
  /// `prefers-color-scheme: dark`; rows side by side in a grid that wraps; visible focus rings
  /// for keyboard use; the preview's motion stopped under `prefers-reduced-motion`. What a slider
  /// move rewrites (the chart, the spec's text, the slider's input and read-out) is sized
  /// without its content (the chart by the aspect ratio the row script gives it), contained
  /// (`contain: strict`, or `size layout` where a focus ring or thumb must not be clipped) and
  /// a block in a plain block (the row script's holders), so the browser lays out only it
  /// again, not the row and the rows beside it.
  static let style = """
    :root {
      --bg: #fbfbfd; --panel: #ffffff; --ink: #1d1d22; --muted: #5c5f6a; --line: #d9dbe3;
      --grid: #eceef3; --accent: #2457d6; --velocity: #c2410c; --error: #b42318;
      --handle: #7c3aed; --code: #f3f4f8; --focus: #f59e0b;
      color-scheme: light;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #111318; --panel: #1a1d24; --ink: #e8e9ee; --muted: #a2a6b4; --line: #343844;
        --grid: #252932; --accent: #7aa2ff; --velocity: #fb923c; --error: #ff8a80;
        --handle: #c4a5ff; --code: #22262f; --focus: #fbbf24;
        color-scheme: dark;
      }
    }
    * { box-sizing: border-box; }
    body {
      margin: 0; padding: 0 1.25rem 2rem; background: var(--bg); color: var(--ink);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
    }
    h1 { font-size: 1.5rem; margin: 1rem 0 0.25rem; }
    h2 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; }
    .lede, .hint { color: var(--muted); margin: 0 0 0.75rem; max-width: 60rem; }
    .bar { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
    #status { margin: 0; color: var(--muted); min-height: 1.45em; }
    /* Rewritten every frame while the previews play: a contained block in a span of its own
       (as the rows' slider read-outs), so it is laid out alone. */
    #clock {
      display: block; width: 6rem; height: 1.45em; contain: strict; white-space: nowrap;
      font-variant-numeric: tabular-nums; color: var(--muted);
    }
    button {
      font: inherit; color: var(--ink); background: var(--panel); border: 1px solid var(--line);
      border-radius: 6px; padding: 0.3rem 0.7rem; cursor: pointer;
    }
    button:hover { border-color: var(--accent); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
    #rows {
      display: grid; gap: 1rem; margin-top: 1rem;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
    }
    .row {
      background: var(--panel); border: 1px solid var(--line); border-radius: 10px;
      padding: 0.75rem; display: flex; flex-direction: column; gap: 0.5rem; min-width: 0;
    }
    .row > header { display: flex; justify-content: space-between; align-items: center; }
    .row h2 { margin: 0; font-size: 1rem; }
    .row .kind { color: var(--muted); font-size: 0.85rem; margin-left: 0.5rem; font-weight: normal; }
    .spec-frame { height: 3.2rem; contain: size layout style; }
    textarea {
      display: block; width: 100%; height: 3.2rem; min-height: 3.2rem; resize: vertical; contain: strict;
      font: 13px/1.4 ui-monospace, Menlo, monospace;
      color: var(--ink); background: var(--code); border: 1px solid var(--line); border-radius: 6px;
      padding: 0.4rem;
    }
    .error {
      margin: 0; color: var(--error); font: 12px/1.35 ui-monospace, Menlo, monospace;
      white-space: pre-wrap; overflow-x: auto;
    }
    .error:empty { display: none; }
    svg.chart { width: 100%; height: auto; contain: strict; display: block; touch-action: none; }
    .chart .frame { fill: none; stroke: var(--line); }
    .chart .grid { stroke: var(--grid); }
    .chart .value { fill: none; stroke: var(--accent); stroke-width: 2.2; }
    .chart .velocity { fill: none; stroke: var(--velocity); stroke-width: 1.4; stroke-dasharray: 5 3; }
    .chart .cursor { stroke: var(--muted); stroke-width: 1; }
    .chart .platform { fill: none; stroke: var(--handle); stroke-width: 2; stroke-dasharray: 1.5 2.5; }
    .engine { font-size: 0.85rem; color: var(--muted); }
    .engine select { max-width: 100%; font: inherit; color: var(--ink); background: var(--panel); border: 1px solid var(--line); border-radius: 4px; }
    .chart .arm { stroke: var(--handle); stroke-width: 1.2; }
    .chart .handle { fill: var(--handle); stroke: var(--panel); stroke-width: 2; cursor: grab; }
    .chart .handle:focus-visible { outline: none; stroke: var(--focus); stroke-width: 4; }
    .chart text { fill: var(--muted); font: 11px system-ui, sans-serif; }
    .legend { display: flex; gap: 1rem; font-size: 0.8rem; color: var(--muted); }
    .legend .v { color: var(--accent); } .legend .dv { color: var(--velocity); }
    .track {
      position: relative; height: 34px; border-radius: 6px; background: var(--code);
      border: 1px solid var(--line); overflow: clip; margin: 0 13px; overflow-clip-margin: 14px;
    }
    .box {
      position: absolute; top: 3px; left: -13px; width: 26px; height: 26px; border-radius: 6px;
      background: var(--accent); will-change: transform;
    }
    #rows[data-preview="scale"] .box, #rows[data-preview="fade"] .box, #rows[data-preview="rotate"] .box {
      left: calc(50% - 13px);
    }
    .explicit-note { margin: 0.25rem 0 0; font-size: 0.8rem; color: var(--muted); }
    .explicit-note:empty { display: none; }
    .sliders { display: grid; grid-template-columns: auto 1fr 4.5rem; gap: 0.2rem 0.5rem; align-items: center; }
    .sliders label { font-size: 0.85rem; color: var(--muted); white-space: nowrap; }
    .sliders input { display: block; width: 100%; height: 16px; contain: size layout style; accent-color: var(--accent); }
    .sliders output { display: block; font: 12px ui-monospace, Menlo, monospace; text-align: right; height: 1.35em; contain: strict; }
    details.export summary { cursor: pointer; color: var(--muted); }
    .targets.stale { opacity: 0.55; }
    .target { border-top: 1px solid var(--line); padding: 0.4rem 0; }
    .target header { display: flex; justify-content: space-between; align-items: baseline; gap: 0.5rem; }
    .target h3 { font-size: 0.9rem; margin: 0; }
    .target .stated { font-size: 0.8rem; color: var(--muted); margin: 0.15rem 0; }
    .target pre {
      margin: 0.2rem 0 0; max-height: 12rem; overflow: auto; background: var(--code);
      border-radius: 6px; padding: 0.4rem; font: 12px/1.35 ui-monospace, Menlo, monospace;
      white-space: pre-wrap; overflow-wrap: anywhere;
    }
    .target.failed pre { color: var(--error); }
    .gallery details { margin: 0.25rem 0; }
    .gallery summary { cursor: pointer; font-weight: 600; }
    .tiles { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.4rem 0; }
    .tile {
      display: flex; flex-direction: column; align-items: center; width: 7.5rem; padding: 0.3rem;
      font-size: 0.72rem; overflow-wrap: anywhere; text-align: center;
    }
    .tile svg { width: 100%; height: 3.2rem; }
    .tile path { fill: none; stroke: var(--accent); stroke-width: 2; }
    .tile circle { fill: var(--velocity); opacity: 0; }
    .tile:hover circle, .tile:focus-visible circle { opacity: 1; }
    #loading { color: var(--muted); }
    @media (prefers-reduced-motion: reduce) { .box { transition: none; } }
    """
}
