import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// The real-snippet corpus (`snippets.tsv` beside this file): snippets copied from each
/// ecosystem's documentation, each with the source it was taken from and the animation that
/// ecosystem's source defines for it — control points and duration, a spring's mass, stiffness
/// and damping (or SwiftUI's response and damping fraction, duration and bounce, Compose's
/// damping ratio and stiffness) — from the documented constants, not from Kinetic. The
/// reference values are computed here, independently of Kinetic's solvers: a Bezier curve by
/// bisection on its parameter, a spring by its closed form written out below.
@Suite struct RealSnippetCorpusTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var line: Int
    var ecosystem: String
    var source: String
    var reference: [String]
    var snippet: String
    var testDescription: String { "line \(line) (\(ecosystem)): \(snippet.prefix(60))" }
  }

  static let rows: [Row] = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("snippets.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    var rows: [Row] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty && !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4 else { continue }
      rows.append(
        Row(
          line: index + 1, ecosystem: fields[0], source: fields[1],
          reference: fields[2].split(separator: " ").map(String.init),
          snippet: fields[3].replacingOccurrences(of: "\\n", with: "\n")))
    }
    return rows
  }()

  /// A reference motion from 0 to 1, with the times it is compared at.
  struct Reference {
    var value: (Double) -> Double
    var times: [Double]
  }

  /// Cubic Bezier by bisection on the curve parameter (x is monotonic for x1, x2 in [0, 1]).
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ p: Double)
    -> Double
  {
    func coordinate(_ a: Double, _ b: Double, _ s: Double) -> Double {
      let u = 1 - s
      return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }
    if p <= 0 { return 0 }
    if p >= 1 { return 1 }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if coordinate(x1, x2, mid) < p { low = mid } else { high = mid }
    }
    return coordinate(y1, y2, (low + high) / 2)
  }

  /// A spring from 0 to 1 at rest: 1 − u(t), u the free response with u(0) = 1, u′(0) = 0.
  static func spring(mass m: Double, stiffness k: Double, damping c: Double, _ t: Double)
    -> Double
  {
    let w0 = (k / m).squareRoot()
    let zeta = c / (2 * (m * k).squareRoot())
    let u: Double
    if abs(zeta - 1) < 1e-12 {
      u = exp(-w0 * t) * (1 + w0 * t)
    } else if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      u = exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let (r1, r2) = (-w0 * (zeta - root), -w0 * (zeta + root))
      u = (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }
    return 1 - u
  }

  static func reference(_ fields: [String]) -> Reference? {
    let n = fields.dropFirst().compactMap(Double.init)
    func delayed(_ duration: Double, _ delay: Double, _ f: @escaping (Double) -> Double)
      -> Reference
    {
      Reference(
        value: { t in f(min(max((t - delay) / duration, 0), 1)) },
        times: [0.1, 0.3, 0.5, 0.8].map { delay + $0 * duration })
    }
    func spring(_ m: Double, _ k: Double, _ c: Double, _ delay: Double) -> Reference {
      let period = 2 * Double.pi / (k / m).squareRoot()
      return Reference(
        value: { t in t <= delay ? 0 : Self.spring(mass: m, stiffness: k, damping: c, t - delay) },
        times: [0.05, 0.1, 0.2].map { delay + $0 * period })
    }
    switch fields.first {
    case "bezier" where n.count >= 5:
      return delayed(n[4], n.count > 5 ? n[5] : 0) { bezier(n[0], n[1], n[2], n[3], $0) }
    case "linear" where n.count >= 1:
      return delayed(n[0], n.count > 1 ? n[1] : 0) { $0 }
    case "spring" where n.count >= 3:
      return spring(n[0], n[1], n[2], n.count > 3 ? n[3] : 0)
    case "spring-rz" where n.count >= 2:
      // SwiftUI: ω₀ = 2π/response, k = ω₀², c = 4πζ/response (mass 1).
      return spring(
        1, pow(2 * .pi / n[0], 2), 4 * .pi * n[1] / n[0], n.count > 2 ? n[2] : 0)
    case "spring-db" where n.count >= 2:
      // SwiftUI: response = duration, ζ = 1 − bounce (bounce ≥ 0), 1/(1 + bounce) below.
      let zeta = n[1] >= 0 ? 1 - n[1] : 1 / (1 + n[1])
      return spring(
        1, pow(2 * .pi / n[0], 2), 4 * .pi * zeta / n[0], n.count > 2 ? n[2] : 0)
    case "spring-zk" where n.count >= 2:
      // Compose: c = 2ζ√k (mass 1).
      return spring(1, n[1], 2 * n[0] * n[1].squareRoot(), n.count > 2 ? n[2] : 0)
    case "keyframes" where n.count >= 1:
      return keyframes(duration: n[0], Array(fields.dropFirst(2)))
    default:
      return nil
    }
  }

  /// `keyframes <seconds> <offset>:<value>[:<x1>,<y1>,<x2>,<y2>] …`: values at offsets of the
  /// duration, each interval linear or along the cubic Bezier written at its first keyframe
  /// (Web Animations' per-keyframe `easing`), compared inside every interval.
  static func keyframes(duration: Double, _ frames: [String]) -> Reference? {
    let parsed = frames.map { $0.split(separator: ":").map(String.init) }
    guard parsed.count >= 2, parsed.allSatisfy({ $0.count >= 2 }) else { return nil }
    let times = parsed.map { (Double($0[0]) ?? .nan) * duration }
    let values = parsed.map { Double($0[1]) ?? .nan }
    let curves = parsed.map { frame -> [Double]? in
      frame.count > 2 ? frame[2].split(separator: ",").compactMap { Double($0) } : nil
    }
    return Reference(
      value: { t in
        guard let index = times.indices.dropLast().last(where: { times[$0] <= t }) else {
          return values[0]
        }
        let span = times[index + 1] - times[index]
        var p = span > 0 ? min(max((t - times[index]) / span, 0), 1) : 1
        if let c = curves[index], c.count == 4 { p = bezier(c[0], c[1], c[2], c[3], p) }
        return values[index] + (values[index + 1] - values[index]) * p
      },
      times: zip(times, times.dropFirst()).flatMap { a, b in [0.25, 0.6].map { a + $0 * (b - a) } })
  }

  @Test func corpusHasAtLeast150SnippetsFromEverySource() {
    #expect(Self.rows.count >= 150)
    #expect(Self.rows.allSatisfy { $0.source.hasPrefix("https://") })
    let ecosystems = Set(Self.rows.map(\.ecosystem))
    #expect(
      ecosystems == [
        "SwiftUI", "Compose", "Flutter", "CSS", "Motion", "react-spring", "CoreAnimation",
      ])
  }

  static func parse(_ snippet: String) -> Result<Motion, SpecError> {
    do {
      return .success(try Motion(parsing: snippet))
    } catch {
      return .failure(error)
    }
  }

  /// Each accepted snippet gives its ecosystem's numbers (1e-9 of the change); each refusal
  /// says what to paste; and at least 97 % are accepted.
  @Test func snippetsReadAsTheirEcosystemDefinesThem() throws {
    var accepted = 0
    for row in Self.rows {
      let parsed = Self.parse(row.snippet)
      guard case .success(let motion) = parsed else {
        if case .failure(let error) = parsed {
          #expect(
            error.message.contains("paste"),
            "refusal without a remedy: \(row.testDescription): \(error)")
          #expect(row.reference.first == "refuse", "refused: \(row.testDescription): \(error)")
        }
        continue
      }
      #expect(
        row.reference.first != "refuse", "accepted, expected a refusal: \(row.testDescription)")
      guard let reference = Self.reference(row.reference) else {
        Issue.record("no reference for \(row.testDescription)")
        continue
      }
      accepted += 1
      let sampler = try motion.sampler(from: 0, to: 1)
      for t in reference.times {
        let value = sampler.sample(at: t).value
        let expected = reference.value(t)
        #expect(
          abs(value - expected) <= 1e-9,
          "\(row.testDescription) at t = \(t): \(value), expected \(expected)")
      }
    }
    let rate = Double(accepted) / Double(max(Self.rows.count, 1))
    #expect(rate >= 0.97, "accepted \(accepted) of \(Self.rows.count)")
  }
}
