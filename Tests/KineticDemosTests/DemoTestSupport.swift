import Foundation
import Kinetic
import KineticDemos

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses `text` with Foundation's XMLParser; returns the error or nil when it is a
/// well-formed document whose root is `<svg>`.
func demoXMLError(_ text: String) -> String? {
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
  if !parser.parse() { return delegate.error ?? "parse failed at line \(parser.lineNumber)" }
  return delegate.root == "svg" ? nil : "root element is \(delegate.root ?? "none")"
}

/// The column `name` of a demo's CSV row at `time`.
func csvColumn(_ demo: some Demo, _ name: String, at time: Double) -> Double? {
  guard let index = demo.csvHeader.firstIndex(of: name) else { return nil }
  return demo.csvRow(at: time)[index]
}

/// Frame times at 60 fps covering the demo.
func demoFrameTimes(_ demo: some Demo) throws -> [Double] { try demo.frameTimes(fps: 60) }

/// |a − b| ≤ tolerance, false for a missing value.
func isClose(_ a: Double?, _ b: Double, _ tolerance: Double) -> Bool {
  guard let a else { return false }
  return abs(a - b) <= tolerance
}
