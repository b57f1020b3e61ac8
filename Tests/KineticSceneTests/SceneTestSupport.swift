import Foundation
import Kinetic

@testable import KineticScene

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny seeded generator for property tests.
struct SceneSplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}

/// Parses `text` with Foundation's XMLParser; returns the error or nil when well formed.
func sceneXMLError(_ text: String) -> String? {
  final class Delegate: NSObject, XMLParserDelegate {
    var error: String?
    var root: String?
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if root == nil { root = name }
    }
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
      error = "\(parseError)"
    }
  }
  let parser = XMLParser(data: Data(text.utf8))
  let delegate = Delegate()
  parser.delegate = delegate
  let ok = parser.parse()
  if !ok { return delegate.error ?? "parse failed at line \(parser.lineNumber)" }
  if delegate.root != "svg" { return "root element is \(delegate.root ?? "none"), not svg" }
  return nil
}

/// |a − b| ≤ tolerance, for readable expectations.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}

func close(_ p: Point, _ q: Point, _ tolerance: Double = 1e-9) -> Bool {
  abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
}
