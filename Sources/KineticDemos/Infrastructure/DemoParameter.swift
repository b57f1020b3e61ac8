import KineticPlot

/// A demo option: its name (without dashes), what it does, its default and the values it takes.
public struct DemoParameter: Hashable, Sendable {
  /// The values an option accepts.
  public enum Kind: Hashable, Sendable {
    /// A finite decimal number in the range.
    case number(ClosedRange<Double>)
    /// A whole number in the range.
    case integer(ClosedRange<Int>)
    /// One of the listed words.
    case choice([String])
    /// An expression in a language the demo parses itself (a SwiftUI transition), described
    /// by the text given (`a SwiftUI transition`); absent unless given, so the default value
    /// is only a description of what the demo does without it.
    case expression(String)
  }

  /// The option name, e.g. `duration` (the CLI flag `--duration`).
  public var name: String
  /// One line saying what the option changes, with units.
  public var summary: String
  /// The value used when the option is absent, as it would be typed.
  public var defaultValue: String
  /// The accepted values.
  public var kind: Kind

  /// Creates a parameter description.
  public init(name: String, summary: String, defaultValue: String, kind: Kind) {
    self.name = name
    self.summary = summary
    self.defaultValue = defaultValue
    self.kind = kind
  }

  /// A short description of the accepted values, e.g. `a number in 0.01...60` or
  /// `linear|easeIn|easeOut|easeInOut`.
  public var valueDescription: String {
    switch kind {
    case .number(let range):
      "a number in \(RoundTripFormat.text(range.lowerBound))...\(RoundTripFormat.text(range.upperBound))"
    case .integer(let range): "an integer in \(range.lowerBound)...\(range.upperBound)"
    case .choice(let words): words.joined(separator: "|")
    case .expression(let what): what
    }
  }
}
