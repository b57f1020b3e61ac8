import Kinetic

/// The named curves and presets of every ecosystem, as specs the parser reads: the studio
/// page's gallery. Each group is generated from the table the binder looks names up in (the
/// core's named curves, CSS's keywords, the spring presets, easings.net, Compose's and
/// Flutter's easings, Motion's and Core Animation's names, react-spring's configs, GSAP's and
/// Anime.js's eases, Android's interpolators), so the gallery can hold no name the parser does not know.
public enum SpecGallery {
  /// One group of the gallery: the ecosystem and its specs, in the order shown.
  public struct Group: Sendable, Equatable {
    /// The ecosystem, as the page titles it.
    public var name: String
    /// Specs, each a name the parser reads on its own.
    public var specs: [String]
  }

  /// The groups, in the order the page shows them.
  public static let groups: [Group] = [
    Group(name: "SwiftUI curves", specs: UnitCurve.namedCurves.map { $0.key }),
    Group(name: "SwiftUI springs", specs: springPresets),
    Group(name: "CSS", specs: CSSCurveForm.keywords),
    Group(name: "easings.net", specs: UnitCurve.easings.map { $0.key }),
    Group(
      name: "Compose",
      specs: ForeignEasings.compose.keys.filter { !$0.hasPrefix("MotionTokens.") }.sorted()),
    Group(name: "Flutter", specs: ForeignEasings.flutter.keys.sorted().map { "Curves." + $0 }),
    Group(
      name: "Motion",
      specs: ForeignEasings.motion.keys.sorted().map { "{ duration: 1, ease: \"\($0)\" }" }),
    Group(
      name: "Core Animation",
      specs: ForeignEasings.coreAnimation.keys.sorted().map {
        "CAMediaTimingFunction(name: .\($0))"
      }),
    Group(
      name: "react-spring",
      specs: ForeignBinder.reactSpringPresets.keys.sorted().map { "config." + $0 }),
    Group(
      name: "GSAP",
      specs: GSAPEase.named.keys.filter { isLowercase($0) }.sorted().map { "\"\($0)\"" }),
    Group(
      name: "Anime.js",
      specs: AnimeJSEase.names(.v4).filter { !AnimeJSEase.takesParameters($0) }.map {
        "eases." + $0
      }),
    Group(
      name: "Android View",
      specs: ForeignBinder.androidInterpolatorParameters.keys.sorted().filter {
        ForeignBinder.androidInterpolatorParameters[$0]?.isEmpty == true
      }.map { $0 + "()" }),
  ]

  /// SwiftUI's spring names that stand alone (`spring`, `smooth`, `bouncy`, `default`, …), in
  /// the order `kinetic list` prints the spring forms.
  static let springPresets: [String] = {
    var names: [String] = []
    for form in SpecFormTable.springNames {
      let name = String(form.prefix { $0 != "(" })
      if !names.contains(name) { names.append(name) }
    }
    return names
  }()

  /// Whether `name` starts with a lowercase ASCII letter: GSAP's own spelling (`power2.out`),
  /// not the older `Power2.easeOut` it also reads.
  static func isLowercase(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    return first >= "a" && first <= "z"
  }
}
