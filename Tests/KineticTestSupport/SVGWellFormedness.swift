import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses `text` with Foundation's `XMLParser` and returns why it is not a well-formed SVG
/// document — the parser's error, or the name of a root element other than `<svg>` — or nil
/// when it is one.
public func svgWellFormednessError(_ text: String) -> String? {
  final class RootRecorder: NSObject, XMLParserDelegate {
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
  let recorder = RootRecorder()
  parser.delegate = recorder
  if !parser.parse() { return recorder.error ?? "parse failed at line \(parser.lineNumber)" }
  return recorder.root == "svg" ? nil : "root element is \(recorder.root ?? "none"), not svg"
}
