extension Chart {
  /// The traces in legend order, values first then velocities, after checking there is
  /// something to draw and the reference values are finite. Renderers draw velocities first so
  /// that the values stay on top where the two overlap.
  func traces() throws(PlotError) -> [Trace] {
    for (index, r) in referenceValues.enumerated() where !r.isFinite {
      throw .nonFinite(series: "", column: "reference", index: index)
    }
    for (index, r) in rules.enumerated() where !r.isFinite {
      throw .nonFinite(series: "", column: "rule", index: index)
    }
    for (index, t) in timeMarks.enumerated() where !t.isFinite {
      throw .nonFinite(series: "", column: "time mark", index: index)
    }
    guard series.contains(where: { $0.count > 0 }) else { throw .noData }
    var result: [Trace] = []
    for (i, s) in series.enumerated() where s.count > 0 {
      result.append(
        Trace(label: s.label, xs: s.times, ys: s.values, seriesIndex: i, isVelocity: false))
    }
    if showsVelocity {
      for (i, s) in series.enumerated() where s.count > 0 {
        guard let v = s.velocities else { continue }
        result.append(
          Trace(label: s.label + " velocity", xs: s.times, ys: v, seriesIndex: i, isVelocity: true))
      }
    }
    return result
  }
}
