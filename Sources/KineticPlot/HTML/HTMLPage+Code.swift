extension HTMLPage {
  /// The specs, each with its code in every target (the chosen one shown, the others hidden)
  /// and a copy button that copies the code shown — or, for a spec without code, the spec's own
  /// text — then the link to the studio.
  func codeSection() -> String {
    guard !specs.isEmpty else { return studioLink() }
    let targets = code.first { !$0.isEmpty }?.map(\.target) ?? []
    var text = "<section id=\"specs\" aria-label=\"specs and code\">\n"
    if !targets.isEmpty {
      text += "<label>Code for <select id=\"target\">"
      for target in targets {
        text += "<option value=\"\(XMLText.escaped(target))\">\(XMLText.escaped(target))</option>"
      }
      text += "</select></label>\n"
    }
    for (index, spec) in specs.enumerated() {
      let entries = index < code.count ? code[index] : []
      text += "<div class=\"spec\" data-spec=\"\(index)\">"
      text += "<code id=\"spec-\(index)\">\(XMLText.escaped(spec))</code>"
      text += "<button type=\"button\" class=\"copy\" data-spec=\"\(index)\">"
      text += entries.isEmpty ? "Copy" : "Copy code"
      text += "</button>"
      for entry in entries {
        let shown = entry.target == targets.first
        text += "<pre class=\"code\(entry.isAvailable ? "" : " unavailable")\""
        text += " data-target=\"\(XMLText.escaped(entry.target))\"\(shown ? "" : " hidden")>"
        text += XMLText.escaped(entry.text)
        text += "</pre>"
      }
      text += "</div>\n"
    }
    return text + "</section>\n" + studioLink()
  }

  /// A relative link to `studio.html` with ``studioSpecs`` in its fragment, and how to write
  /// that page; empty without specs.
  func studioLink() -> String {
    guard !studioSpecs.isEmpty else { return "" }
    let fragment = studioSpecs.map { "spec=" + Self.uriComponent($0) }.joined(separator: "&")
    var text = "<p id=\"studio\"><a href=\"\(XMLText.escaped("studio.html#" + fragment))\">"
    text += "Open in Kinetic Studio</a> to tune, compare and export "
    text += studioSpecs.count == 1 ? "this motion" : "these motions"
    text +=
      " (<code>kinetic studio -o studio.html</code> writes studio.html beside this page).</p>\n"
    return text
  }

  /// `text` as JavaScript's `encodeURIComponent` writes it: UTF-8, every byte but the letters,
  /// digits and `-_.!~*'()` written `%XX`.
  static func uriComponent(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF")
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
        UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "~"), UInt8(ascii: "*"),
        UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        out.append("%")
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 15)])
      }
    }
    return out
  }
}
