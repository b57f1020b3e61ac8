import KineticPlot

/// The types of the numbers an exporter writes, each as its language reads it: the range the
/// type holds and the literal form it needs, so that exported code compiles or is refused with
/// the reason — never `durationMillis = 2147483648` for a Kotlin `Int`, `1e+200f` for a
/// `Float`, or `doubleArrayOf(0, 1)` (integer literals where Kotlin wants `Double`s).
///
/// Fractional numbers are written as the value they mean
/// (``KineticPlot/RoundTripFormat/shortestNearby(_:ulps:)``: `170` rather than
/// 170.00000000000003), in the shortest text that reads back as that value.
package enum CodeLiteral: Sendable {
  /// Kotlin's `Int` (Compose milliseconds): a whole number in −2³¹...2³¹ − 1.
  case kotlinInt
  /// Kotlin's `Float` (Compose `AnimationSpec<Float>` parameters): a finite single, `0.5f`.
  case kotlinFloat
  /// Kotlin's `Double` (`doubleArrayOf`): a literal with a decimal point or an exponent.
  case kotlinDouble
  /// Dart's `int` (`Duration(microseconds:)`): a whole number within ±2⁵³, which Dart holds
  /// exactly natively and on the web.
  case dartInt
  /// Swift's `Float` (Core Animation's control points): a finite single, written as the
  /// value meant, without a suffix.
  case float
  /// A JavaScript, Dart `double` or Swift `Double` number: any finite value.
  case double

  /// The type's name in errors.
  package var name: String {
    switch self {
    case .kotlinInt: "a Kotlin Int"
    case .kotlinFloat: "a Kotlin Float"
    case .kotlinDouble: "a Kotlin Double"
    case .float: "a Float"
    case .dartInt: "a Dart int"
    case .double: "a finite number"
    }
  }

  /// `value` as a literal of this type: a whole number for the integer types (the caller
  /// rounds), the value meant for the others.
  ///
  /// - Throws: ``Unrepresentable`` naming `parameter`, the value and the type's range when the
  ///   type cannot hold it.
  package func text(_ value: Double, for parameter: String) throws(ExportError) -> String {
    switch self {
    case .kotlinInt, .dartInt:
      let limit = self == .kotlinInt ? Double(Int32.max) : 0x1p53
      guard value == value.rounded(), abs(value) <= limit else {
        throw ExportError(
          unrepresentable:
            "\(parameter) \(RoundTripFormat.text(value)) is not \(name) (a whole number of at most "
            + "\(RoundTripFormat.text(limit)))")
      }
      return RoundTripFormat.text(value == 0 ? 0 : value)
    case .kotlinFloat, .float:
      let single = Float(RoundTripFormat.shortestNearby(value))
      guard single.isFinite, value.isFinite else {
        throw ExportError(
          unrepresentable:
            "\(parameter) \(RoundTripFormat.text(value)) is not \(name) (finite, at most "
            + "\(Float.greatestFiniteMagnitude) in magnitude)")
      }
      // A `Float`'s own shortest text (`100.0`, `0.5`, `1e-05`), so the literal is the single
      // the code means.
      let text = "\(single == 0 ? 0 : single)"
      guard self == .kotlinFloat else {
        // Swift reads `1` as a `Float` as well as `1.0`; the shorter is what the other
        // targets write.
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
      }
      return text + "f"
    case .kotlinDouble:
      let text = try Self.double.text(value, for: parameter)
      return text.contains(".") || text.contains("e") ? text : text + ".0"
    case .double:
      guard value.isFinite else {
        throw ExportError(
          unrepresentable: "\(parameter) \(RoundTripFormat.text(value)) is not \(name)")
      }
      return RoundTripFormat.text(RoundTripFormat.shortestNearby(value == 0 ? 0 : value))
    }
  }

  /// A number the target's type cannot hold, as one clause: `durationMillis 2147483648 is not
  /// a Kotlin Int (…)`. ``Exporter`` names the spec and the target around it. An
  /// ``ExportError`` (marked as such a clause), so that every exporter throws one typed error,
  /// which Embedded Swift (the WebAssembly build) requires.
  package typealias Unrepresentable = ExportError
}
