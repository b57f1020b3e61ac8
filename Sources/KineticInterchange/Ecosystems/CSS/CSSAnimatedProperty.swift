/// The property a CSS `@keyframes` rule animates, as its declarations write it: the property's
/// name, the `transform` function when the property is `transform`, and the unit of its values
/// — so that a rule read from `left: 80px` or `transform: translateX(80px)` exports back to CSS
/// as the same property, function and unit (issue 33), where the values alone would be bare
/// numbers.
///
///     left: 80px                    name "left", unit "px"
///     transform: translateX(80px)   name "transform", function "translateX", unit "px"
///     opacity: 0.5                  name "opacity", no unit
package struct CSSAnimatedProperty: Sendable, Equatable {
  /// The property's name (`left`, `opacity`, `transform`).
  package var name: String
  /// The `transform` function of one number (`translateX`, `scale`, `rotate`) when the
  /// property is `transform`.
  package var transformFunction: String?
  /// The unit every non-zero value carries (`px`, `%`, `deg`), empty for plain numbers.
  package var unit: String

  /// A property of plain numbers, or of `unit`.
  package init(name: String, transformFunction: String? = nil, unit: String = "") {
    self.name = name
    self.transformFunction = transformFunction
    self.unit = unit
  }

  /// The property a Web Animations keyframe object's key names: its camel-case name in CSS's
  /// hyphenated form (`marginLeft` is `margin-left`), the inverse of ``scriptName``.
  package init(scriptName: String, transformFunction: String? = nil, unit: String = "") {
    var name = String.UnicodeScalarView()
    for scalar in scriptName.unicodeScalars {
      if scalar.value >= 0x41 && scalar.value <= 0x5A {
        name.append("-")
        name.append(Unicode.Scalar(scalar.value + 0x20)!)
      } else {
        name.append(scalar)
      }
    }
    self.init(name: String(name), transformFunction: transformFunction, unit: unit)
  }

  /// What a track that names no CSS property animates in CSS: `scale`, a plain number.
  package static let scale = CSSAnimatedProperty(name: "scale")

  /// Whether the values are more than plain numbers: they carry a unit or sit in a transform
  /// function.
  package var isDimensioned: Bool { !unit.isEmpty || transformFunction != nil }

  /// The declaration setting the property to `value`, its number written as `number` text
  /// (`left: 80px`, `transform: translateX(80px)`, `opacity: 0.5`).
  package func declaration(_ number: String) -> String {
    let value = number + unit
    return "\(name): " + (transformFunction.map { "\($0)(\(value))" } ?? value)
  }

  /// The property's name as a Web Animations keyframe object's key: CSS's hyphenated name in
  /// camel case (`margin-left` is `marginLeft`), as the Web Animations API spells it.
  package var scriptName: String {
    var result = String.UnicodeScalarView()
    var upper = false
    for scalar in name.unicodeScalars {
      if scalar == "-" {
        upper = !result.isEmpty
        continue
      }
      let isLower = scalar.value >= 0x61 && scalar.value <= 0x7A
      result.append(upper && isLower ? Unicode.Scalar(scalar.value - 0x20)! : scalar)
      upper = false
    }
    return String(result)
  }

  /// The property's value in a Web Animations keyframe object, its number written as `number`
  /// text: the bare number for a plain number (`opacity: 0.5`), otherwise the CSS value as a
  /// string (`transform: "translateX(80px)"`, `left: "80px"`).
  package func scriptValue(_ number: String) -> String {
    guard isDimensioned else { return number }
    let value = number + unit
    return "\"" + (transformFunction.map { "\($0)(\(value))" } ?? value) + "\""
  }
}
