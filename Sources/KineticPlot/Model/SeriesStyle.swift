/// How each series is told apart without colour: a dash pattern and a marker shape in SVG, a
/// marker character on braille charts (ASCII charts give each series its own glyph, see
/// ``ASCIIChart``). Series `i` takes entry `i` modulo the count of each list, as it takes its
/// colour; a velocity keeps its series' dash pattern and marker, drawn thinner and hollow.
enum SeriesStyle {
  /// SVG `stroke-dasharray` values; empty is a solid line.
  static let dashPatterns = ["", "10 4", "2 3", "12 4 2 4", "6 3", "1 4", "14 3 3 3 3 3", "4 6"]

  /// Marker shapes drawn along the SVG curves and in the legend.
  enum Marker: CaseIterable {
    case circle, square, triangle, diamond, cross, plus, triangleDown, star
  }

  /// Markers drawn on braille curves (filled) and on their velocities (hollow).
  static let brailleMarkers: [Character] = ["●", "■", "▲", "◆", "✖", "✚", "▼", "★"]
  static let hollowBrailleMarkers: [Character] = ["○", "□", "△", "◇", "✕", "┼", "▽", "☆"]

  /// The most markers one series gets along its curve: enough to follow it, few enough not to
  /// clutter a wide chart.
  static let maximumMarkers = 12

  static func dashPattern(_ seriesIndex: Int) -> String {
    dashPatterns[seriesIndex % dashPatterns.count]
  }

  static func marker(_ seriesIndex: Int) -> Marker {
    Marker.allCases[seriesIndex % Marker.allCases.count]
  }

  static func brailleMarker(_ seriesIndex: Int, hollow: Bool) -> Character {
    let set = hollow ? hollowBrailleMarkers : brailleMarkers
    return set[seriesIndex % set.count]
  }

  /// The x positions (as fractions of the plot width) where series `seriesIndex` of `count`
  /// puts its markers: about `perSeries` of them, staggered so that markers of curves that run
  /// together do not cover each other.
  static func markerFractions(seriesIndex: Int, count: Int, perSeries: Int) -> [Double] {
    let n = max(1, perSeries)
    let step = 1.0 / Double(n)
    let offset = step * (Double(seriesIndex % max(1, count)) + 0.5) / Double(max(1, count))
    return (0..<n).map { offset + Double($0) * step }.filter { $0 < 1 }
  }
}
