import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// `kinetic export --to gsap`: the code reads back as the motion it was written for (1e-12 of
/// the change where GSAP has the ease; within the error the first-line comment states, plus
/// 1e-12, where it is an approximation), and it parses as JavaScript (`node --check`).
@Suite("GSAP export")
struct GSAPExportTests {
  static let exact = [
    "gsap.to(el, { x: 100, duration: 1, ease: \"power2.out\", delay: 0.2, repeat: 1, yoyo: true })",
    "gsap.to(el, { duration: 0.7, ease: \"elastic.inOut\", repeat: 2 })",
    "gsap.to(el, { duration: 0.7, ease: \"back.in\", repeat: -1, yoyo: true })",
    "\"bounce\"", "\"expo.inOut\"", "gsap.to(el, { duration: 2, ease: \"steps(6)\", repeat: 1 })",
    "\"sine.in\"", "\"circ.out\"", "\"none\"",
    "easeInOut(duration: 0.4)", "timingCurve(0.2, 0.8, 0.3, 1, duration: 0.5).delay(0.25)",
    "linear(duration: 2).delay(0.5)", "CustomEase.create(\"id\", \"M0,0 C0.25,0.1 0.25,1 1,1\")",
    "transition: transform 0.3s ease-in 0.1s;",
    "easeIn(duration: 0.4).repeatCount(3, autoreverses: false)",
  ]

  @Test("exact where GSAP has the ease", arguments: exact)
  func exactReadBack(_ spec: String) throws {
    let code = try exportedCode(spec, .gsap)
    #expect(statedError(code) == nil, "\(spec) approximated:\n\(code)")
    let worst = try readBackError(spec, code)
    #expect(worst <= 1e-12, "\(spec): \(worst)\n\(code)")
  }

  static let approximated = [
    multiLineSpring,
    "spring(duration: 0.5, bounce: 0.3)", "bouncy",
    "gsap.to(el, { duration: 1, ease: \"power2.out\", delay: 0.2, repeat: 1, yoyo: true, repeatDelay: 0.1 })",
    "steps(4, jump-end)", "\"elastic.out(0.7, 0.4)\"",
    "gsap.to(el, { duration: 1, ease: \"expo.in\", repeat: 1, yoyo: true, repeatDelay: 0.2 })",
    "CustomEase.create(\"id\", \"M0,0 L0.5,1 L1,0\")",
    // An asymmetric curve's mirrored return: a period of two passes, repeated (issue 33).
    "easeIn(duration: 0.4).repeatCount(4, autoreverses: true)",
  ]

  @Test("approximations read back within the stated error", arguments: approximated)
  func approximatedReadBack(_ spec: String) throws {
    let code = try exportedCode(spec, .gsap)
    let stated = try #require(statedError(code), "\(spec) not approximated:\n\(code)")
    #expect(stated <= 0.001)
    let worst = try readBackError(spec, code)
    #expect(worst <= stated + 1e-12, "\(spec): \(worst) > \(stated)\n\(code)")
  }

  @Test("the exported code parses as JavaScript (node --check)")
  func nodeCheck() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-gsap-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (index, spec) in (Self.exact + Self.approximated).enumerated() {
      let file = directory.appendingPathComponent("export\(index).js")
      try exportedCode(spec, .gsap).write(to: file, atomically: true, encoding: .utf8)
      let (status, message) = try checkedWithNode(file)
      #expect(status == 0, "\(spec): node --check failed: \(message)")
    }
  }
}
