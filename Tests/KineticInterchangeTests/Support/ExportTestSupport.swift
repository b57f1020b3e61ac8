import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// The progress of `spec` at `time` seconds, sampled from 0 to 1 as `kinetic eval` does.
func specProgress(_ spec: String, at time: Double) throws -> Double {
  SpecSampler(animation: try AnimationSpec.parse(spec).animation, from: 0, to: 1).value(at: time)
}

/// What `kinetic export SPEC --to TARGET` writes, at the tolerance the ecosystem suites use
/// (0.001 of the change).
func exportedCode(_ spec: String, _ target: ExportTarget, duration: Double? = nil) throws
  -> String
{
  try Exporter(spec: try AnimationSpec.parse(spec), tolerance: 0.001, duration: duration)
    .code(for: target)
}

/// The error an export states ("max error X of the change", on an approximation's first line,
/// an Android `SpringAnimation`'s or in a Lottie file's name), or `nil` for exact code.
func statedError(_ code: String) -> Double? {
  guard let range = code.range(of: "max error ") else { return nil }
  return Double(code[range.upperBound...].prefix { !$0.isWhitespace })
}

/// The worst difference between `spec` and what `code` reads back as, in units of the change,
/// sampled from 0 to 1 at 2,001 times over the motion's removal and half a second (3 s for a
/// motion that never ends, where no sample is dropped).
func readBackError(_ spec: String, _ code: String) throws -> Double {
  let animation = try AnimationSpec.parse(spec).animation
  let removal = animation.sampler(change: 1.0).removalTime
  let span = removal.map { $0.isFinite ? $0 + 0.5 : 3 } ?? 2.5
  let original = SpecSampler(animation: animation, from: 0, to: 1)
  let readBack = SpecSampler(animation: try AnimationSpec.parse(code).animation, from: 0, to: 1)
  let differences = (0...2000).map {
    let t = span * Double($0) / 2000
    return abs(original.value(at: t) - readBack.value(at: t))
  }
  guard removal?.isFinite != false else { return differences.max() ?? 0 }
  // A jump lands within an ulp of its time in both; a sample right on it may fall either side.
  return differences.sorted().dropLast(2).last ?? 0
}

/// A spec pasted over several lines, with a comment of its own: every target's header quotes
/// it on one line, so the code around the comment stays intact.
let multiLineSpring = "spring(duration: 0.5,\n  bounce: 0.3) /* pasted\n over three lines */"

/// `node --check FILE`: its exit status and what it printed on standard error.
func checkedWithNode(_ file: URL) throws -> (status: Int32, message: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["node", "--check", file.path]
  let errors = Pipe()
  process.standardError = errors
  try process.run()
  let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, message)
}
