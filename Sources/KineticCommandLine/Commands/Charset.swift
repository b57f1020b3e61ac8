/// The character sets of the ASCII chart.
enum Charset: String, ExpressibleByArgument {
  case ascii
  /// Braille patterns: 2×4 dots per character cell.
  case unicode
}
