import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// `kinetic export --to gsap`: the code reads back as the motion it was written for (1e-12 of
/// the change where GSAP has the ease; within the error the first-line comment states, plus
/// 1e-12, where it is an approximation), and it parses as JavaScript (`node --check`).
@Suite("GSAP export")
struct GSAPExportTests {
  static func code(_ spec: String) throws -> String {
    try Exporter(spec: try AnimationSpec.parse(spec), tolerance: 0.001, duration: nil)
      .code(for: .gsap)
  }

  /// The error an approximation states, or `nil` for exact code.
  static func statedError(_ code: String) -> Double? {
    guard let range = code.range(of: "approximation: max error ") else { return nil }
    return Double(code[range.upperBound...].prefix { !$0.isWhitespace })
  }

  /// The worst difference between `spec` and what its export reads back as, at 2,001 times.
  static func readBackError(_ spec: String, _ code: String) throws -> Double {
    let animation = try AnimationSpec.parse(spec).animation
    let span = (animation.sampler(change: 1.0).removalTime ?? 2) + 0.5
    let original = SpecSampler(animation: animation, from: 0, to: 1)
    let readBack = SpecSampler(
      animation: try AnimationSpec.parse(code).animation, from: 0, to: 1)
    let differences = (0...2000).map {
      let t = span * Double($0) / 2000
      return abs(original.value(at: t) - readBack.value(at: t))
    }
    // A jump lands within an ulp of its time in both; a sample right on it may fall either side.
    return differences.sorted().dropLast(2).last ?? 0
  }

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
    let code = try Self.code(spec)
    #expect(Self.statedError(code) == nil, "\(spec) approximated:\n\(code)")
    let worst = try Self.readBackError(spec, code)
    #expect(worst <= 1e-12, "\(spec): \(worst)\n\(code)")
  }

  static let approximated = [
    "spring(duration: 0.5, bounce: 0.3)", "bouncy",
    "gsap.to(el, { duration: 1, ease: \"power2.out\", delay: 0.2, repeat: 1, yoyo: true, repeatDelay: 0.1 })",
    "steps(4, jump-end)", "\"elastic.out(0.7, 0.4)\"",
    "gsap.to(el, { duration: 1, ease: \"expo.in\", repeat: 1, yoyo: true, repeatDelay: 0.2 })",
    "CustomEase.create(\"id\", \"M0,0 L0.5,1 L1,0\")",
    "easeInOut(duration: 0.4).repeatCount(3, autoreverses: true)",
  ]

  @Test("approximations read back within the stated error", arguments: approximated)
  func approximatedReadBack(_ spec: String) throws {
    let code = try Self.code(spec)
    let stated = try #require(Self.statedError(code), "\(spec) not approximated:\n\(code)")
    #expect(stated <= 0.001)
    let worst = try Self.readBackError(spec, code)
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
      try Self.code(spec).write(to: file, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["node", "--check", file.path]
      let errors = Pipe()
      process.standardError = errors
      try process.run()
      let message = String(
        decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(spec): node --check failed: \(message)")
    }
  }
}
