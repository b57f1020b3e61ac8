/// A single line of text as laid out by the scene: a string and a font size with fixed,
/// monospaced metrics (advance 0.6 × size per character, line height 1.2 × size), so that
/// layout and hit testing do not depend on fonts installed on the machine.
public struct TextRun: Hashable, Sendable {
  /// The characters.
  public var string: String
  /// The font size, in points.
  public var fontSize: Double

  /// Creates a text run.
  public init(string: String, fontSize: Double) {
    self.string = string
    self.fontSize = fontSize
  }

  /// The advance of one character, 0.6 × size.
  public var advance: Double { 0.6 * fontSize }

  /// The size of the line: (count × advance, 1.2 × size).
  public var size: Size { Size(width: Double(string.count) * advance, height: 1.2 * fontSize) }

  /// The baseline's distance from the top of the line, 0.95 × size (ascent plus half the
  /// line gap).
  public var baseline: Double { 0.95 * fontSize }

  /// The centre of character `index` in the line's local coordinates.
  func center(ofCharacter index: Int) -> Point {
    Point(x: (Double(index) + 0.5) * advance, y: 0.6 * fontSize)
  }
}
