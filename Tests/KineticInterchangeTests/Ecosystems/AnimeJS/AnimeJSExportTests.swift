import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// `kinetic export --to anime`: the version 4 tween, and the version 3 one on its comment line,
/// read back as the motion they were written for (1e-12 of the change where Anime.js has the
/// ease; within the error the first-line comment states, plus 1e-12, where it is an
/// approximation), and both parse as JavaScript (`node --check`).
@Suite("Anime.js export")
struct AnimeJSExportTests {
  /// The version 3 tween of `code`, uncommented, or `nil` when none is written.
  static func version3(_ code: String) -> String? {
    code.split(separator: "\n").first { $0.hasPrefix("// Anime.js 3: ") }
      .map { String($0.dropFirst("// Anime.js 3: ".count)) }
  }

  static let exact = [
    "animate(o, { x: 100, duration: 800, delay: 200, loop: 1, alternate: true, ease: 'inOutQuad' })",
    "anime({ targets: o, x: 1, duration: 700, loop: 3, easing: 'easeOutBack' })",
    "anime({ targets: o, x: 1, duration: 700, loop: 2, direction: 'alternate', easing: 'easeInOutElastic(1, .45)' })",
    "easeInOut(duration: 0.4)", "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)",
    "linear(duration: 2).delay(0.5)", "\"back.out\"", "\"bounce.inOut\"", "\"sine.in\"",
    "steps(4, jump-end)", "steps(5, jump-start)", "anime.easing('steps(6)')",
    "transition: transform 0.3s ease-in 0.1s;",
    "easeIn(duration: 0.4).repeatCount(3, autoreverses: false)",
    "easeOut(duration: 0.3).repeatForever(autoreverses: false)",
    // SwiftUI's mirrored return of a point-symmetric curve is `alternate` (issue 33).
    "easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)",
  ]

  /// Specs whose version 3 line is written (the others have no version 3 spelling).
  static let exactInVersion3 = [
    "anime({ targets: o, x: 1, duration: 700, loop: 3, easing: 'easeOutBack' })",
    "anime({ targets: o, x: 1, duration: 700, loop: 2, direction: 'alternate', easing: 'easeInOutElastic(1, .45)' })",
    "easeInOut(duration: 0.4)", "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)",
    "linear(duration: 2).delay(0.5)", "\"bounce.inOut\"", "\"sine.in\"", "steps(5, jump-start)",
    "anime.easing('steps(6)')", "transition: transform 0.3s ease-in 0.1s;",
    "easeIn(duration: 0.4).repeatCount(3, autoreverses: false)",
    "easeOut(duration: 0.3).repeatForever(autoreverses: false)",
    // SwiftUI's mirrored return of a point-symmetric curve is `alternate` (issue 33).
    "easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)",
  ]

  @Test("exact where Anime.js has the ease", arguments: exact)
  func exactReadBack(_ spec: String) throws {
    let code = try exportedCode(spec, .anime)
    #expect(statedError(code) == nil, "\(spec) approximated:\n\(code)")
    let worst = try readBackError(spec, code)
    #expect(worst <= 1e-12, "\(spec): \(worst)\n\(code)")
    let v3 = Self.version3(code)
    #expect((v3 != nil) == Self.exactInVersion3.contains(spec), "\(spec):\n\(code)")
    if let v3 {
      let worst3 = try readBackError(spec, v3)
      #expect(worst3 <= 1e-12, "\(spec) version 3: \(worst3)\n\(v3)")
    }
  }

  static let approximated = [
    multiLineSpring,
    "spring(duration: 0.5, bounce: 0.3)", "bouncy", "\"elastic.out(0.7, 0.4)\"",
    "animate(o, { x: 1, ease: createSpring({ stiffness: 80, damping: 10 }) })",
    "anime({ targets: o, x: 1, easing: 'spring(1, 80, 10, 0)' })",
    "anime({ targets: o, x: 1, duration: 500, delay: 200, endDelay: 100, loop: 2, easing: 'easeInQuad' })",
    "easeIn(duration: 0.4).repeatCount(4, autoreverses: true)", "\"expo.inOut\"",
  ]

  @Test("approximations read back within the stated error", arguments: approximated)
  func approximatedReadBack(_ spec: String) throws {
    let code = try exportedCode(spec, .anime)
    let stated = try #require(
      statedError(code), "\(spec) not approximated:\n\(code)")
    #expect(stated <= 0.001)
    #expect(Self.version3(code) == nil)
    let worst = try readBackError(spec, code)
    #expect(worst <= stated + 1e-12, "\(spec): \(worst) > \(stated)\n\(code)")
  }

  @Test("both versions' code parses as JavaScript (node --check)")
  func nodeCheck() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-anime-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files = 0
    for (index, spec) in (Self.exact + Self.approximated).enumerated() {
      let code = try exportedCode(spec, .anime)
      for (version, text) in [("4", code), ("3", Self.version3(code))] {
        guard let text else { continue }
        let file = directory.appendingPathComponent("export\(index)-v\(version).js")
        try text.write(to: file, atomically: true, encoding: .utf8)
        files += 1
        let (status, message) = try checkedWithNode(file)
        #expect(status == 0, "\(spec) v\(version): node --check failed: \(message)")
      }
    }
    #expect(files == Self.exact.count + Self.approximated.count + Self.exactInVersion3.count)
  }
}
