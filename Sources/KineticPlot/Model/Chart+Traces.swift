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
    if let target, !target.isFinite { throw .nonFinite(series: "", column: "target", index: 0) }
    for (index, h) in handles.enumerated()
    where ![h.anchorX, h.anchorY, h.controlX, h.controlY].allSatisfy(\.isFinite) {
      throw .nonFinite(series: "", column: "handle", index: index)
    }
    for (index, a) in annotations.enumerated() where !a.x.isFinite || !(a.y ?? 0).isFinite {
      throw .nonFinite(series: "", column: "annotation", index: index)
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

extension Chart {
  /// The values the value axis must include besides the data: the reference values, the
  /// rules, the target and the handles' ends.
  var valueAxisExtras: [Double] {
    referenceValues + rules + (target.map { [$0] } ?? [])
      + handles.flatMap { [$0.anchorY, $0.controlY] }
  }

  /// The x positions the x axis must include besides the data: the handles' ends.
  var xAxisExtras: [Double] {
    handles.flatMap { [$0.anchorX, $0.controlX] }
  }

  /// Lines printed under the legend: a note for each pair of series whose curves coincide (so
  /// a reader who sees one line knows the other is under it), then each annotation with its
  /// series' label.
  func legendNotes(_ traces: [Trace]) -> [String] {
    let groups = coincidentGroups(traces)
    return groups.filter { $0.count > 1 }.map {
      $0.map { series[$0].label }.joined(separator: " = ") + " (the curves coincide)"
    }
      + visibleAnnotations(traces).map { "\(series[$0.seriesIndex].label): \($0.text)" }
  }

  /// The series indices of the value traces grouped by the curve they draw, in order; a group
  /// of more than one holds series that coincide.
  func coincidentGroups(_ traces: [Trace]) -> [[Int]] {
    let values = traces.filter { !$0.isVelocity }
    var covered = Set<Int>()
    var groups: [[Int]] = []
    for (i, a) in values.enumerated() where !covered.contains(i) {
      var group = [a.seriesIndex]
      for (j, b) in values.enumerated() where j > i && !covered.contains(j) {
        if Self.coincide(a, b) {
          group.append(b.seriesIndex)
          covered.insert(j)
        }
      }
      groups.append(group)
    }
    return groups
  }

  /// The annotations to draw and list: those of existing series, without those of a series
  /// that coincides with an earlier one (its marks would fall on the same places).
  func visibleAnnotations(_ traces: [Trace]) -> [Annotation] {
    let hidden = Set(coincidentGroups(traces).flatMap { $0.dropFirst() })
    return annotations.filter {
      series.indices.contains($0.seriesIndex) && !hidden.contains($0.seriesIndex)
    }
  }

  /// Whether two traces draw the same curve: the same x positions and values equal to within
  /// 1e-9 of the larger value range (rounding in two routes to the same motion, never a visible
  /// difference).
  static func coincide(_ a: Trace, _ b: Trace) -> Bool {
    guard a.xs.count == b.xs.count, a.xs == b.xs, !a.xs.isEmpty else { return false }
    let range = max(
      [a].extent(\.ys).map { $0.1 - $0.0 } ?? 0, [b].extent(\.ys).map { $0.1 - $0.0 } ?? 0)
    let tolerance = 1e-9 * max(range, 1e-300)
    for (x, y) in zip(a.ys, b.ys) where !(abs(x - y) <= tolerance) && x != y { return false }
    return true
  }
}
