/// Android animation resources in XML, read as the elements they hold: an `<objectAnimator>`
/// (or `<animator>`) with its `android:` attributes, an interpolator resource
/// (`<overshootInterpolator android:tension="3"/>`, `<pathInterpolator
/// android:pathData="M0,0 C0.4,0 0.2,1 1,1"/>`), or a lone attribute
/// `android:interpolator="@android:anim/overshoot_interpolator"`.
///
/// Only start tags and their attributes matter; text, end tags, the `<?xml?>` declaration and
/// comment markers are skipped, so that an interpolator resource quoted in a comment beside
/// the animator (what `kinetic export --to android-xml` writes, since one XML file has one
/// root) is read as the resource `@interpolator/NAME` its comment names.
struct AndroidXML {
  /// One start tag.
  struct Element {
    var name: String
    /// Attribute values by their name without the `android:` prefix, with the column of the
    /// value's first character.
    var attributes: [String: (value: String, column: Int)]
    var column: Int
    /// The resource file the comment before it names (`res/interpolator/kinetic.xml` gives
    /// `kinetic`), if any.
    var resourceName: String?
  }

  var elements: [Element]

  /// The elements that mark Android XML (besides an `<?xml` declaration before them), so that
  /// other markup (a JSX element) is left to its own reader.
  static let rootNames: Set<String> = [
    "objectAnimator", "animator", "set", "accelerateDecelerateInterpolator",
    "accelerateInterpolator", "decelerateInterpolator", "anticipateInterpolator",
    "overshootInterpolator", "anticipateOvershootInterpolator", "bounceInterpolator",
    "cycleInterpolator", "linearInterpolator", "pathInterpolator",
  ]

  /// Whether `source` is Android XML: an `<?xml` declaration, a first element that is one of
  /// ``rootNames``, or a lone `android:` attribute.
  static func recognises(_ source: String) -> Bool {
    // Asked of every spec parsed: all three start with `a` or `<`, which most specs do not.
    let isSpace = { (c: Unicode.Scalar) in c.isSyntaxSpace || c == "\n" || c == "\r" }
    guard let first = source.unicodeScalars.first(where: { !isSpace($0) }),
      first == "a" || first == "<"
    else { return false }
    var text = Array(source.unicodeScalars.drop(while: isSpace))
    func starts(_ prefix: String) -> Bool {
      let p = Array(prefix.unicodeScalars)
      return text.count >= p.count && Array(text[0..<p.count]) == p
    }
    if starts("android:") || starts("<?xml") { return true }
    // Comments before the element.
    while starts("<!--") {
      var i = 4
      while i + 2 < text.count, !(text[i] == "-" && text[i + 1] == "-" && text[i + 2] == ">") {
        i += 1
      }
      text = Array(text[min(i + 3, text.count)...].drop(while: isSpace))
    }
    guard starts("<") else { return false }
    let name = text.dropFirst().prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    return rootNames.contains(String(String.UnicodeScalarView(name)))
  }

  /// Parses `source`.
  ///
  /// - Throws: ``SpecError`` for a tag or attribute that is not well formed.
  init(_ source: String) throws(SpecError) {
    let scalars = Array(source.unicodeScalars)
    func error(_ message: String, _ index: Int) -> SpecError {
      SpecError("in Android XML: \(message)", column: index + 1, source: source)
    }
    func isNamePart(_ c: Unicode.Scalar) -> Bool {
      c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == ":" || c == "-"
        || c == "."
    }
    /// `name="value"` pairs from `i` until `end` (`>` or `/>`), or the end of the text.
    func attributes(from start: Int, until stop: (Int) -> Bool) throws(SpecError) -> (
      [String: (value: String, column: Int)], Int
    ) {
      var i = start
      var found: [String: (value: String, column: Int)] = [:]
      while i < scalars.count, !stop(i) {
        if scalars[i].isSyntaxSpace || scalars[i] == "\n" || scalars[i] == "\r" {
          i += 1
          continue
        }
        let nameStart = i
        while i < scalars.count, isNamePart(scalars[i]) { i += 1 }
        guard i > nameStart else { throw error("unexpected '\(scalars[i])' in a tag", i) }
        let name = String(scalars: scalars[nameStart..<i])
        while i < scalars.count, scalars[i].isSyntaxSpace { i += 1 }
        guard i < scalars.count, scalars[i] == "=" else {
          throw error("expected '=' after '\(name)'", i)
        }
        i += 1
        while i < scalars.count, scalars[i].isSyntaxSpace { i += 1 }
        guard i < scalars.count, scalars[i] == "\"" || scalars[i] == "'" else {
          throw error("expected a quoted value for '\(name)'", i)
        }
        let quote = scalars[i]
        let valueStart = i + 1
        i += 1
        while i < scalars.count, scalars[i] != quote { i += 1 }
        guard i < scalars.count else {
          throw error("the value of '\(name)' is not closed", valueStart - 1)
        }
        let key = name.hasPrefix("android:") ? String(name.dropFirst(8)) : name
        guard found[key] == nil else { throw error("'\(name)' is given twice", nameStart) }
        found[key] = (String(scalars: scalars[valueStart..<i]), valueStart + 1)
        i += 1
      }
      return (found, i)
    }
    var elements: [Element] = []
    var i = 0
    var resourceName: String?
    while i < scalars.count {
      guard scalars[i] == "<" else {
        // A lone attribute, outside any tag.
        if elements.isEmpty, i + 8 <= scalars.count,
          String(scalars: scalars[i..<i + 8]) == "android:"
        {
          let (found, end) = try attributes(from: i) { _ in false }
          elements.append(Element(name: "", attributes: found, column: i + 1))
          i = end
          continue
        }
        i += 1
        continue
      }
      let rest = String(scalars: scalars[i..<min(i + 40, scalars.count)])
      if rest.hasPrefix("<!--") {
        // The resource a comment names, `<!-- res/interpolator/kinetic.xml: <element/> -->`, is
        // read; any other comment is skipped whole.
        let words = rest.dropFirst(4).split(separator: " ")
        if let path = words.first, path.hasPrefix("res/"), path.hasSuffix(".xml:") {
          resourceName = String(path.split(separator: "/").last!.dropLast(5))
          i += 4
          continue
        }
        i += 4
        while i + 2 < scalars.count,
          !(scalars[i] == "-" && scalars[i + 1] == "-" && scalars[i + 2] == ">")
        {
          i += 1
        }
        i += 3
        continue
      }
      if rest.hasPrefix("</") || rest.hasPrefix("<?") {
        while i < scalars.count, scalars[i] != ">" { i += 1 }
        i += 1
        continue
      }
      let nameStart = i + 1
      var j = nameStart
      while j < scalars.count, isNamePart(scalars[j]) { j += 1 }
      guard j > nameStart else { throw error("expected a tag name after '<'", i) }
      let name = String(scalars: scalars[nameStart..<j])
      let (found, end) = try attributes(from: j) { k in
        scalars[k] == ">" || (scalars[k] == "/" && k + 1 < scalars.count && scalars[k + 1] == ">")
      }
      guard end < scalars.count else { throw error("the tag '<\(name)' is not closed", i) }
      elements.append(
        Element(name: name, attributes: found, column: i + 1, resourceName: resourceName))
      resourceName = nil
      i = end + 1
    }
    self.elements = elements
  }
}
