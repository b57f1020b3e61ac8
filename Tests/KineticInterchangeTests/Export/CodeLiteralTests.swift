import Foundation
import KineticInterchange
import Testing

/// Exported numbers are literals of the type the target's API takes: in range, or refused with
/// the reason (issue 36 H1, H2, M2; issue 33's `doubleArrayOf(0, …)`).
@Suite("Code literals")
struct CodeLiteralTests {
  @Test func kotlinInt() throws {
    #expect(try CodeLiteral.kotlinInt.text(2_147_483_647, for: "durationMillis") == "2147483647")
    #expect(try CodeLiteral.kotlinInt.text(-0.0, for: "durationMillis") == "0")
    #expect(throws: CodeLiteral.Unrepresentable.self) {
      try CodeLiteral.kotlinInt.text(2_147_483_648, for: "durationMillis")
    }
    #expect(throws: CodeLiteral.Unrepresentable.self) {
      try CodeLiteral.kotlinInt.text(0.5, for: "durationMillis")
    }
  }

  @Test func kotlinFloatAndDouble() throws {
    #expect(try CodeLiteral.kotlinFloat.text(100, for: "stiffness") == "100.0f")
    #expect(try CodeLiteral.kotlinFloat.text(0.010000000000000009, for: "x") == "0.01f")
    #expect(throws: CodeLiteral.Unrepresentable.self) {
      try CodeLiteral.kotlinFloat.text(1e200, for: "y1")
    }
    #expect(try CodeLiteral.kotlinDouble.text(0, for: "u") == "0.0")
    #expect(try CodeLiteral.kotlinDouble.text(1e-20, for: "u") == "1e-20")
    #expect(try CodeLiteral.double.text(170.00000000000003, for: "stiffness") == "170")
  }

  @Test func dartInt() throws {
    #expect(try CodeLiteral.dartInt.text(0x1p53, for: "us") == "9007199254740992")
    #expect(throws: CodeLiteral.Unrepresentable.self) {
      try CodeLiteral.dartInt.text(1e19, for: "us")
    }
  }

  /// Long but accepted motions crashed the Flutter and Compose exporters (H2) or wrote code
  /// past Kotlin's types (M2); each is refused at once, naming the spec, target and number.
  /// (`steps(4).speed(1e-10)` is an approximated one; `bouncy.delay(1e13)`, which was, is now
  /// refused before: its spring rises within 2⁻⁴⁰ of the span, too briefly for stops.)
  @Test(arguments: [
    ("easeInOut(duration: 1e13)", ExportTarget.flutter), ("linear(duration: 1e16)", .compose),
    ("steps(4).speed(1e-10)", .flutter), ("linear.delay(1e300)", .compose),
    ("linear(duration: 2147483.648)", .compose), ("cubic-bezier(0, 1e200, 1, -1e200)", .compose),
  ])
  func refusedWithTheReason(spec: String, target: ExportTarget) throws {
    let motion = try Motion(parsing: spec)
    #expect {
      try motion.exported(to: target)
    } throws: { error in
      "\(error)".contains("'\(spec)'") && "\(error)".contains("is not a")
    }
  }

  @Test func theLongestKotlinIntPlays() throws {
    let code = try Motion(parsing: "linear(duration: 2147483.647)").exported(to: .compose)
    #expect(code.text.contains("durationMillis = 2147483647\n"))
  }

  /// Compose's stops are `Double` literals (`doubleArrayOf(0.0, …, 1.0)`).
  @Test func composeStopsAreDoubles() throws {
    let code = try Motion(parsing: "steps(6, jump-none)").exported(to: .compose).text
    let arrays = code.split(separator: "\n").filter { $0.contains("doubleArrayOf(") }
    #expect(arrays.count == 2)
    for line in arrays {
      let inside = line.split(separator: "(")[1].split(separator: ")")[0]
      for literal in inside.split(separator: ",") {
        let text = literal.trimmingCharacters(in: .whitespaces)
        #expect(text.contains(".") || text.contains("e"), "\(text) in \(line)")
      }
    }
  }

  /// A Compose keyframes duration past Kotlin's Int is a spec error at its column, not a trap
  /// (H1: `Int(1e19)` inside an error message).
  @Test func composeKeyframesDurationIsAnInt() {
    #expect {
      try Motion(parsing: "keyframes { durationMillis = 1e19; 1 at 100 }")
    } throws: { error in
      (error as? SpecError)?.column == 30
    }
  }
}
