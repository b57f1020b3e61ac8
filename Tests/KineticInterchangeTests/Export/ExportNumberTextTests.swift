import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// Every number an export writes is the shortest text of the value it means (issue 33): no
/// rounding noise in its last digits (`170.00000000000003`, a loop's stop at
/// `30.000000000000004%`, a mirrored pass's `0.21614999999999995`). A number is noise when a
/// text at least three digits shorter lies within 8 ulps of it — the rule the exporters write
/// by (`Exporter.number`) — checked here on every decimal literal of every target's export of
/// the compiled grid, loops of every kind and CSS keyframes with units.
@Suite struct ExportNumberTextTests {
  static let motions =
    ExportCompilesTests.grid + [
      "easeIn(duration: 0.4).repeatCount(3)", "easeOut.repeatCount(3, autoreverses: true)",
      "bouncy.repeatForever()", "bouncy.repeatCount(6)",
      "spring(duration: 0.4, bounce: 0.5).delay(0.1).repeatCount(2)",
      "easeInOut(duration: 0.35).repeatForever()", "snappy.delay(0.3).speed(1.7)",
      "linear(duration: 0.1).delay(0.2).repeatCount(3, autoreverses: false)",
      "@keyframes a { from { left: 10px } 30% { left: 80.3px } to { left: 30px } }",
    ]

  /// The decimal literals of `code` (digits with a point or an exponent, not part of a name).
  static func literals(_ code: String) -> [String] {
    var found: [String] = []
    let scalars = Array(code.unicodeScalars)
    var i = 0
    func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
    while i < scalars.count {
      let previous = i > 0 ? scalars[i - 1] : " "
      guard isDigit(scalars[i]),
        !(previous.properties.isAlphabetic || previous == "_" || previous == "."
          || isDigit(previous))
      else {
        i += 1
        continue
      }
      var j = i
      while j < scalars.count, isDigit(scalars[j]) || scalars[j] == "." { j += 1 }
      if j < scalars.count, scalars[j] == "e" || scalars[j] == "E" {
        var k = j + 1
        if k < scalars.count, scalars[k] == "-" || scalars[k] == "+" { k += 1 }
        if k < scalars.count, isDigit(scalars[k]) {
          j = k
          while j < scalars.count, isDigit(scalars[j]) { j += 1 }
        }
      }
      let text = String(String.UnicodeScalarView(scalars[i..<j]))
      if text.contains(".") || text.contains("e") || text.contains("E") { found.append(text) }
      i = j
    }
    return found
  }

  @Test func theScannerFindsNoiseAndOnlyNumbers() {
    #expect(
      Self.literals("stiffness: 170.00000000000003, translateX(100px) 30.000000000000004% v2 1e-7")
        == ["170.00000000000003", "30.000000000000004", "1e-7"])
    #expect(Self.isNoise("170.00000000000003") && Self.isNoise("0.21614999999999995"))
    #expect(!Self.isNoise("0.5208333333333333") && !Self.isNoise("1.5271565835302976"))
  }

  /// Whether `text` is a number with rounding noise: the exporters' shortest text of it differs.
  static func isNoise(_ text: String) -> Bool {
    guard let x = Double(text), x.isFinite else { return false }
    return Double(Exporter.number(x)) != x
  }

  @Test(arguments: ExportTarget.allCases)
  func everyNumberIsTheShortestTextOfItsValue(_ target: ExportTarget) throws {
    var checked = 0
    for spec in Self.motions {
      let code: String
      do {
        code = try Motion(parsing: spec).exported(to: target, duration: 4).text
      } catch {
        continue
      }
      for literal in Self.literals(code) {
        checked += 1
        #expect(!Self.isNoise(literal), "\(target.rawValue) ← \(spec): \(literal)")
      }
    }
    #expect(checked > 0)
  }
}
