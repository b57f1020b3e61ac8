import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// Every export finishes or is refused at once (issue 36 M3, issue 37 "export search
/// bounded"): hostile repetitions, durations and tolerances on every target either give code
/// with at most ``Exporter/maximumStops`` stops or an ``ExportError`` — and the work spent,
/// counted in motion evaluations (not timed), does not grow with the number of passes: a
/// loop is approximated one pass at a time, and a whole-motion approximation that would need
/// too many stops is refused from one pass's estimate before any search over the whole.
@Suite("kinetic export: bounded work")
struct ExportBoundedTests {
  /// The code or the error for `spec` on `target`, and the motion evaluations spent.
  static func export(
    _ spec: String, _ target: ExportTarget, tolerance: Double, duration: Double? = nil
  ) throws -> (result: Result<String, ExportError>, evaluations: Int) {
    let parsed = try AnimationSpec.parse(spec)
    let counter = ExportMotion.EvaluationCounter()
    let result = ExportMotion.$evaluations.withValue(counter) {
      Result { () throws(ExportError) -> String in
        do {
          return try Exporter(spec: parsed, tolerance: tolerance, duration: duration)
            .code(for: target)
        } catch let error as ExportError {
          throw error
        } catch {
          throw ExportError("unexpected \(error)")
        }
      }
    }
    return (result, counter.count)
  }

  /// The stops or keyframes an approximation's first line states (0 for exact code).
  static func statedCount(_ code: String) -> Int {
    guard let range = code.range(of: " of the change with ") else { return 0 }
    return Int(code[range.upperBound...].prefix { $0.isNumber }) ?? -1
  }

  static let bases = ["easeInOut", "bouncy.delay(0.2).speed(3)", "linear(0, 1.5 30%, 1)"]

  @Test(
    "hostile repetitions: code within the stop bound or a refusal, work independent of the count",
    arguments: ExportTarget.allCases, [1e-3, 1e-6])
  func repetitions(_ target: ExportTarget, _ tolerance: Double) throws {
    for base in Self.bases {
      for autoreverses in [true, false] {
        var outcomes: [(String, Result<String, ExportError>, Int)] = []
        for count in [9999, 999_999] {
          let spec = "\(base).repeatCount(\(count), autoreverses: \(autoreverses))"
          let (result, evaluations) = try Self.export(spec, target, tolerance: tolerance)
          if case .success(let code) = result {
            #expect(
              Self.statedCount(code) <= Exporter.maximumStops, "\(spec) → \(target):\n\(code)")
          }
          outcomes.append((spec, result, evaluations))
        }
        // 100 times the passes, the same work: nothing is spent per pass.
        let (small, large) = (outcomes[0], outcomes[1])
        #expect(
          large.2 <= small.2 + 100, "\(large.0) → \(target): \(large.2) evaluations, \(small.2)")
      }
    }
  }

  @Test(
    "loops forever over a hostile --duration: work independent of the duration",
    arguments: ExportTarget.allCases)
  func durations(_ target: ExportTarget) throws {
    for base in Self.bases {
      let spec = "\(base).repeatForever()"
      var evaluations: [Int] = []
      for duration in [1000.0, 1e6] {
        let (result, count) = try Self.export(
          spec, target, tolerance: 1e-3, duration: duration)
        if case .success(let code) = result {
          #expect(
            Self.statedCount(code) <= Exporter.maximumStops, "\(spec) → \(target):\n\(code)")
        }
        evaluations.append(count)
      }
      #expect(evaluations[1] <= evaluations[0] + 100, "\(spec) → \(target): \(evaluations)")
    }
  }

  /// The targets that repeat a pass themselves write every loop of these as a loop, at any
  /// count: exact (a curve and its repeat) or one approximated period repeated.
  @Test(
    "targets with a repeat of their own never refuse a loop",
    arguments: [ExportTarget.css, .waapi, .coreAnimation])
  func loopTargets(_ target: ExportTarget) throws {
    for base in Self.bases {
      for spec in [
        "\(base).repeatForever()", "\(base).repeatCount(999998)",
        "\(base).repeatCount(999999, autoreverses: false)",
      ] {
        let (result, evaluations) = try Self.export(spec, target, tolerance: 1e-3)
        let code = try result.get()
        #expect(Self.statedCount(code) <= 200, "\(spec) → \(target):\n\(code)")
        // One pass, or one forward and return pair, approximated: a few grids' worth.
        #expect(evaluations < 200_000, "\(spec) → \(target): \(evaluations) evaluations")
      }
    }
  }

  /// A whole-motion approximation that cannot fit is refused by its estimate, naming the
  /// passes and the stops of one, before any search over the whole motion.
  @Test func refusalNamesTheEstimate() throws {
    let (result, _) = try Self.export("bouncy.repeatCount(999999)", .flutter, tolerance: 1e-3)
    guard case .failure(let error) = result else {
      Issue.record("exported \(result)")
      return
    }
    #expect(error.message.contains("999999 passes of"), "\(error)")
    #expect(error.message.contains("more than the 20000"), "\(error)")
  }
}
