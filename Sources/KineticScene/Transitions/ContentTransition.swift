/// How the content of one view changes in place — a text's string replaced by another —
/// rather than how the view is inserted or removed, as SwiftUI's `ContentTransition` (iOS 16+).
///
/// Apple's documentation defines the cases and what each promises; OpenSwiftUI
/// (`Sources/OpenSwiftUICore/Animation/Transition/ContentTransition.swift`) keeps them as named
/// transitions (`identity`, `opacity`, `numericText` with a direction that is fixed or decided
/// by a value) and leaves the glyph effects' amounts unimplemented, so the geometry below is
/// Kinetic's, stated where it is chosen:
///
/// - ``identity``: the new content appears at once, the change does not animate.
/// - ``opacity``: the old content fades out while the new fades in.
/// - ``interpolate``: equal strings interpolate their properties (the font size through the
///   change's animation, the frame and fill through the scene's modifiers); a change that
///   cannot interpolate uses the opacity transition, as Apple's documentation says.
/// - ``numericText(countsDown:)`` and ``numericText(value:)``: the characters the old and new
///   strings share at their start and end stay; the others leave and enter one line height
///   apart, moving up when counting up and down when counting down, fading as they go.
/// - ``symbolEffect``: the scene has no symbol images, and Apple's documentation says other
///   views are unaffected, so text changes as under ``interpolate``.
///
/// Without a ``Node/contentTransition(_:)`` modifier a text change in an animated transaction
/// crossfades, as under ``opacity``: Apple documents ``identity`` as the way "to selectively
/// disable animations that would otherwise be applied by a `withAnimation(_:_:)` block", so
/// the default animates, and what it draws is not documented (OpenSwiftUI's
/// `NamedTransition.Name.default` is unimplemented); the crossfade is the fallback Apple
/// documents for ``interpolate``.
///
/// Content transitions take effect only in a transaction with an animation; `progress` is that
/// animation's fraction of the change (a spring's may pass 1 and come back). A scene's text
/// node samples it itself (``Node/text(_:size:)``); ``layers(from:to:progress:replacing:)``
/// gives the same layers to a caller with its own progress. Opacities are clamped to [0, 1];
/// offsets follow the progress unclamped.
public struct ContentTransition: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case identity
    case opacity
    case interpolate
    case numericText(countsDown: Bool)
    case numericValue(Double)
    case symbolEffect
    /// No modifier: a crossfade (see the type's documentation).
    case automatic
  }

  let kind: Kind

  /// One string drawn during a change: the part of the content it shows, its opacity and its
  /// vertical offset as a fraction of the line height (positive is down).
  public struct Layer: Hashable, Sendable {
    /// The characters drawn, each at its own index in the string it came from.
    public var string: String
    /// The index, in the string it came from, of the first character drawn.
    public var startIndex: Int
    /// The opacity, in [0, 1].
    public var opacity: Double
    /// The vertical offset, in line heights.
    public var offset: Double

    /// Creates a layer.
    public init(string: String, startIndex: Int, opacity: Double, offset: Double) {
      self.string = string
      self.startIndex = startIndex
      self.opacity = opacity
      self.offset = offset
    }
  }

  /// Content changes do not animate, as SwiftUI's `ContentTransition.identity`.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out and the new fades in, as SwiftUI's `ContentTransition.opacity`.
  public static let opacity = ContentTransition(kind: .opacity)
  /// Equal contents interpolate, others fade, as SwiftUI's `ContentTransition.interpolate`.
  public static let interpolate = ContentTransition(kind: .interpolate)
  /// The default symbol effect: symbol images only; text changes as under ``interpolate``.
  public static var symbolEffect: ContentTransition { ContentTransition(kind: .symbolEffect) }

  /// The transition of text outside every ``Node/contentTransition(_:)`` modifier, as
  /// SwiftUI's environment default (SPI there): a crossfade.
  static let automatic = ContentTransition(kind: .automatic)

  /// Changed digits roll, as SwiftUI's `numericText(countsDown:)`.
  /// - Parameter countsDown: whether the numbers shown count downwards (new digits enter from
  ///   above); counting up, they enter from below.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }

  /// Changed digits roll in the direction the value moved, as SwiftUI's
  /// `numericText(value:)` (iOS 17): down when the new value is less than the value of the
  /// transition it replaces, up otherwise (and when there is no previous value).
  /// - Parameter value: the number the text shows.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericValue(value))
  }

  /// Whether a change to this transition's content counts down: fixed for
  /// ``numericText(countsDown:)``, decided against `previous`'s value for
  /// ``numericText(value:)``, `false` for the others.
  public func countsDown(replacing previous: ContentTransition? = nil) -> Bool {
    switch kind {
    case .numericText(let down): return down
    case .numericValue(let value):
      guard case .numericValue(let old)? = previous?.kind else { return false }
      return value < old
    case .identity, .opacity, .interpolate, .symbolEffect, .automatic: return false
    }
  }

  /// The layers drawn `progress` of the way through a change from `old` to `new`.
  ///
  /// - Parameters:
  ///   - old: the content before the change.
  ///   - new: the content after it.
  ///   - progress: the change's animated fraction; 0 shows `old`, 1 shows `new`.
  ///   - previous: the transition in effect before the change (``numericText(value:)`` reads
  ///     its value to decide the direction).
  /// - Returns: the layers, the ones that stay first; empty strings are left out.
  public func layers(
    from old: String, to new: String, progress: Double, replacing previous: ContentTransition? = nil
  ) -> [Layer] {
    let parts = self.parts(from: old, to: new, progress: progress, replacing: previous)
    return parts.stays + parts.outgoing + parts.incoming
  }

  /// The layers of a change, by what they show: the characters shared by `old` and `new`
  /// (`stays`), the old content leaving (`outgoing`) and the new arriving (`incoming`).
  struct Parts {
    var stays: [Layer]
    var outgoing: [Layer]
    var incoming: [Layer]
  }

  /// The fraction of the new content's opacity at `progress`: clamped to [0, 1], 1 for NaN.
  static func fadeIn(_ progress: Double) -> Double {
    progress.isNaN ? 1 : min(max(progress, 0), 1)
  }

  /// ``layers(from:to:progress:replacing:)`` by part.
  func parts(
    from old: String, to new: String, progress: Double, replacing previous: ContentTransition?
  ) -> Parts {
    let p = progress.isNaN ? 1 : progress
    let fadeIn = Self.fadeIn(progress)
    func nonEmpty(_ layers: [Layer]) -> [Layer] { layers.filter { !$0.string.isEmpty } }
    if old == new || kind == .identity {
      return Parts(
        stays: nonEmpty([Layer(string: new, startIndex: 0, opacity: 1, offset: 0)]), outgoing: [],
        incoming: [])
    }
    switch kind {
    case .identity, .opacity, .interpolate, .symbolEffect, .automatic:
      return Parts(
        stays: [],
        outgoing: nonEmpty([Layer(string: old, startIndex: 0, opacity: 1 - fadeIn, offset: 0)]),
        incoming: nonEmpty([Layer(string: new, startIndex: 0, opacity: fadeIn, offset: 0)]))
    case .numericText, .numericValue:
      let a = Array(old)
      let b = Array(new)
      var prefix = 0
      while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < min(a.count, b.count) - prefix,
        a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
      {
        suffix += 1
      }
      // Counting up, the old digits leave upwards (negative offset) and the new ones come
      // from one line below; counting down, the reverse.
      let sign: Double = countsDown(replacing: previous) ? 1 : -1
      return Parts(
        stays: nonEmpty([
          Layer(string: String(b[..<prefix]), startIndex: 0, opacity: 1, offset: 0),
          Layer(
            string: String(b[(b.count - suffix)...]), startIndex: b.count - suffix, opacity: 1,
            offset: 0),
        ]),
        outgoing: nonEmpty([
          Layer(
            string: String(a[prefix..<(a.count - suffix)]), startIndex: prefix,
            opacity: 1 - fadeIn, offset: sign * p)
        ]),
        incoming: nonEmpty([
          Layer(
            string: String(b[prefix..<(b.count - suffix)]), startIndex: prefix, opacity: fadeIn,
            offset: -sign * (1 - p))
        ]))
    }
  }
}
