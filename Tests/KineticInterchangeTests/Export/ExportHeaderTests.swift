import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// A spec pasted over several lines (with comments of its own) is quoted on one line in every
/// target's comment header — an approximation's first line, a platform note, an Android
/// `SpringAnimation`'s line, a Lottie file's name — so that no continuation line of the spec
/// lands in the code as code. ExportCompilesTests, AndroidExportTests, GSAPExportTests and
/// AnimeJSExportTests compile or parse such exports with each language's own tool.
@Suite struct ExportHeaderTests {
  static let specs = [
    multiLineSpring, "steps(4,\n  jump-end) /* over\n lines */",
    "cubic-bezier(0.68, -0.55,\n  0.265, 1.55)",
  ]

  @Test("every target quotes a multi-line spec on one line", arguments: ExportTarget.allCases)
  func oneLine(_ target: ExportTarget) throws {
    var quoted = 0
    for spec in Self.specs {
      let code: String
      do {
        code = try exportedCode(spec, target, duration: 4)
      } catch is ExportError {
        continue
      }
      let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
      // Each spec's continuation lines start with two spaces and a word of the spec.
      for line in lines {
        #expect(
          !line.hasPrefix("  bounce") && !line.hasPrefix("  jump-end")
            && !line.hasPrefix("  0.265") && !line.hasPrefix(" over"),
          "\(target): a line of the spec is a line of the code:\n\(code)")
      }
      for line in lines where line.contains("kinetic export '") || line.contains("kinetic plot '") {
        quoted += 1
        let first = spec.prefix { $0 != "\n" }
        #expect(line.contains(first), "\(target): \(line)")
      }
      // A block comment is closed once, where it ends.
      if target == .css || target == .cssLinear {
        #expect(
          code.components(separatedBy: "/*").count == code.components(separatedBy: "*/").count)
      }
    }
    #expect(quoted > 0, "\(target) quoted none of the specs")
  }

  @Test func commentSourceIsOneLineWithoutABlockCommentEnd() throws {
    let exporter = Exporter(
      spec: AnimationSpec(source: "a */ b\nc\u{2028}d\u{2029}e", animation: .linear),
      tolerance: 0.001, duration: nil)
    #expect(exporter.commentSource == "a * / b c d e")
  }
}
