extension Chart.Annotation {
  /// The note marking how far `series`, a motion from `start` to `target`, overshoots: at its
  /// sample farthest past the target in the direction of travel, the distance beyond the
  /// target in % of the distance from start to target (`"overshoot 4.6 % at 0.35 s"`, or on a
  /// progress axis `"overshoot 4.6 % at progress 0.7"`); `nil` when no sample passes the
  /// target or the motion travels no distance.
  ///
  /// The overshoot is that of the samples, so it is exact only where a sample falls on the
  /// peak; a chart samples densely enough for the note's one decimal.
  ///
  /// - Parameters:
  ///   - series: The sampled motion.
  ///   - seriesIndex: Its index in ``Chart/series``.
  ///   - start: The value the motion starts at.
  ///   - target: The value it comes to rest at.
  ///   - progressAxis: Whether x is progress (0...1 over the motion) rather than seconds.
  public static func overshoot(
    of series: Series, seriesIndex: Int, from start: Double, to target: Double,
    progressAxis: Bool = false
  ) -> Chart.Annotation? {
    let distance = target - start
    guard distance != 0, series.count > 0 else { return nil }
    let values = series.values
    var peak = 0
    for i in values.indices where (values[i] - values[peak]) * distance > 0 { peak = i }
    let overshoot = (values[peak] - target) / distance * 100
    guard overshoot > 0 else { return nil }
    let at =
      progressAxis
      ? "progress \(RoundTripFormat.string(for: series.times[peak], decimals: 3))"
      : "\(RoundTripFormat.string(for: series.times[peak], decimals: 3)) s"
    return Chart.Annotation(
      seriesIndex: seriesIndex, x: series.times[peak], y: values[peak],
      text: "overshoot \(RoundTripFormat.string(for: overshoot, decimals: 1)) % at \(at)")
  }

  /// The note marking the moment series `seriesIndex` settles, `time` seconds after its start
  /// (`"settles at 0.412 s"`): a vertical line across the plot.
  public static func settling(seriesIndex: Int, at time: Double) -> Chart.Annotation {
    Chart.Annotation(
      seriesIndex: seriesIndex, x: time,
      text: "settles at \(RoundTripFormat.string(for: time, decimals: 3)) s")
  }
}
