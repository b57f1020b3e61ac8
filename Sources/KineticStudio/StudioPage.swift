import Foundation
import KineticPlot

/// Kinetic Studio: one self-contained HTML page (no network; it opens from disk) that runs the
/// WebAssembly build of Kinetic (`Scripts/wasm.sh`) embedded in it as base64. Every number on
/// the page (parsing, samples, durations, exported code, the sliders' parameters, the gallery)
/// comes from that module, so the page says what `kinetic eval` and `kinetic export` say.
///
/// The page is assembled from its parts: ``style`` (light and dark themes), ``body`` (the
/// skeleton), and the script in three parts: ``moduleScript`` (the module's C entry points
/// wrapped as JavaScript functions), ``rowScript`` (a row: spec, chart, sliders, preview,
/// export) and ``pageScript`` (rows, gallery, the shared clock, the URL fragment).
public struct StudioPage {
  /// The WebAssembly module as embedded: its bytes, or their gzip compression.
  public struct Module {
    /// The bytes embedded (base64).
    public var bytes: [UInt8]
    /// Whether ``bytes`` are gzip-compressed (the page inflates them with DecompressionStream).
    public var isCompressed: Bool

    /// A module of `bytes`, gzip-compressed when `isCompressed`.
    public init(bytes: [UInt8], isCompressed: Bool) {
      self.bytes = bytes
      self.isCompressed = isCompressed
    }
  }

  /// The WebAssembly module.
  public var module: Module
  /// The specs the page opens with when its URL has none, one row each.
  public var specs: [String]

  /// A page embedding `module` that opens with one row per spec of `specs`.
  public init(module: Module, specs: [String]) {
    self.module = module
    self.specs = specs
  }

  /// The whole page.
  public var html: String {
    let initial = "[" + specs.map(JSONText.string).joined(separator: ",") + "]"
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>Kinetic Studio</title>
      <style>
      \(Self.style)
      </style>
      </head>
      <body>
      \(Self.body)
      <script type="application/json" id="studio-specs">\(initial)</script>
      <script type="application/wasm;base64" id="studio-wasm" data-encoding="\(module.isCompressed ? "gzip" : "identity")">\(Data(module.bytes).base64EncodedString())</script>
      <script>
      "use strict";
      \(Self.moduleScript)
      \(Self.rowScript)
      \(Self.pageScript)
      </script>
      </body>
      </html>

      """
  }

  /// The page's skeleton; the rows, sliders, exports and gallery are built by the script.
  static let body = """
    <header class="top">
      <h1>Kinetic Studio</h1>
      <p class="lede">Paste an animation from SwiftUI, CSS, Compose, Flutter, Motion, react-spring,
      Core Animation, GSAP, Anime.js or Android; see it, tune it, export it. Computed by Kinetic's
      own code, compiled to WebAssembly.</p>
      <div class="bar">
        <button type="button" id="add-row">Add a motion</button>
        <button type="button" id="play" aria-pressed="true">Pause</button>
        <label>Preview <select id="preview">
          <option value="move">moving</option><option value="scale">scaling</option>
          <option value="fade">fading</option><option value="rotate">turning</option>
        </select></label>
        <span><span id="clock" aria-live="off">t = 0.00 s</span></span>
        <p id="status" role="status" aria-live="polite"></p>
      </div>
    </header>
    <main id="rows" aria-label="Motions"></main>
    <section class="gallery" aria-labelledby="gallery-title">
      <h2 id="gallery-title">Gallery</h2>
      <p class="hint">Every named curve and preset Kinetic reads. Choose one to put it in the
      motion you last edited.</p>
      <div id="gallery"></div>
    </section>
    <p id="loading">Loading the WebAssembly module…</p>
    """
}
