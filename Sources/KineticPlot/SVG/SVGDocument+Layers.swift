/// The layers of the chart, drawn from the background up.
extension SVGDocument {
  /// The XML declaration, the `svg` element, the title, the white background and the plot
  /// area's clip path.
  mutating func writeDocumentStart(_ layout: Layout) {
    let title = chart.title
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n")
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"")
    number(width)
    out.append("\" height=\"")
    number(height)
    out.append("\" viewBox=\"0 0 ")
    number(width)
    out.append(" ")
    number(height)
    out.append("\" font-family=\"sans-serif\">\n")
    out.append("<title>\(XMLText.escaped(title.isEmpty ? "chart" : title))</title>\n")
    out.append("<rect x=\"0\" y=\"0\" width=\"")
    number(width)
    out.append("\" height=\"")
    number(height)
    out.append("\" fill=\"#ffffff\"/>\n")
    out.append("<defs><clipPath id=\"plot-area\">")
    rect(layout.x0, layout.y0, layout.plotWidth, layout.plotHeight, attributes: "")
    out.append("</clipPath></defs>\n")
  }

  /// Grid lines at the ticks, under everything else.
  mutating func writeGrid(_ layout: Layout) {
    out.append("<g stroke=\"#e6e6e6\" stroke-width=\"1\">\n")
    for tick in layout.xAxis.ticks {
      let x = layout.px(tick.value)
      line(x, layout.y0, x, layout.y1)
    }
    for tick in layout.left.ticks {
      let y = layout.py(tick.value)
      line(layout.x0, y, layout.x1, y)
    }
    out.append("</g>\n")
  }

  /// Rules (a motion's bounds), dashed, under the traces.
  mutating func writeRules(_ layout: Layout) {
    guard !chart.rules.isEmpty else { return }
    out.append("<g stroke=\"#888888\" stroke-width=\"1\" stroke-dasharray=\"6 4\">\n")
    for rule in chart.rules {
      let y = layout.py(rule)
      line(layout.x0, y, layout.x1, y)
    }
    out.append("</g>\n")
  }

  /// The target, dotted and labelled, so it reads apart from the bounds' dashed rules.
  mutating func writeTarget(_ layout: Layout) {
    guard let target = chart.target else { return }
    let y = layout.py(target)
    out.append("<g class=\"target\" stroke=\"#555555\" stroke-width=\"1\"")
    out.append(" stroke-dasharray=\"1 3\">\n")
    line(layout.x0, y, layout.x1, y)
    // Labelled at the left, where motions are still far from their target.
    out.append("</g>\n<text class=\"target\" font-size=\"11\" fill=\"#555555\"")
    out.append(" x=\"")
    number(layout.x0 + 4)
    out.append("\" y=\"")
    number(y - 4)
    out.append("\">target</text>\n")
  }

  /// Marked times (keyframe times): dotted lines under the traces, triangles on the time axis
  /// pointing at it.
  mutating func writeTimeMarks(_ layout: Layout) {
    let marks = chart.timeMarks.filter { $0 >= layout.xLower && $0 <= layout.xUpper }
    guard !marks.isEmpty else { return }
    out.append(
      "<g class=\"time-marks\" stroke=\"#b0b0b0\" stroke-width=\"1\" stroke-dasharray=\"2 3\">\n")
    for mark in marks {
      let x = layout.px(mark)
      line(x, layout.y0, x, layout.y1)
    }
    out.append("</g>\n<g class=\"time-marks\" fill=\"#555555\">\n")
    for mark in marks {
      out.append("<path d=\"M")
      number(layout.px(mark))
      out.append(" ")
      number(layout.y1)
      out.append(" l-4 -7 h8 z\"/>\n")
    }
    out.append("</g>\n")
  }

  /// The plot area's frame and the tick marks on its edges.
  mutating func writeFrameAndTicks(_ layout: Layout) {
    out.append("<g stroke=\"#333333\" stroke-width=\"1\" fill=\"none\">\n")
    rect(layout.x0, layout.y0, layout.plotWidth, layout.plotHeight, attributes: "")
    for tick in layout.xAxis.ticks {
      let x = layout.px(tick.value)
      line(x, layout.y1, x, layout.y1 + 5)
    }
    for tick in layout.left.ticks {
      let y = layout.py(tick.value)
      line(layout.x0 - 5, y, layout.x0, y)
    }
    if layout.hasRightAxis {
      for tick in layout.right.ticks {
        let y = layout.py(tick.value, velocity: true)
        line(layout.x1, y, layout.x1 + 5, y)
      }
    }
    out.append("</g>\n")
  }

  /// The tick labels: under the x axis, left of the value axis, right of the velocity axis.
  mutating func writeTickLabels(_ layout: Layout) {
    out.append("<g font-size=\"\(Int(SVGDocument.tickFont))\" fill=\"#333333\">\n")
    for tick in layout.xAxis.ticks {
      text(
        tick.label, x: layout.px(tick.value), y: layout.y1 + 8 + SVGDocument.tickFont,
        anchor: "middle")
    }
    for tick in layout.left.ticks {
      let y = layout.py(tick.value)
      text(tick.label, x: layout.x0 - 8, y: y + SVGDocument.tickFont * 0.35, anchor: "end")
    }
    if layout.hasRightAxis {
      for tick in layout.right.ticks {
        let y = layout.py(tick.value, velocity: true)
        text(tick.label, x: layout.x1 + 8, y: y + SVGDocument.tickFont * 0.35, anchor: "start")
      }
    }
    out.append("</g>\n")
  }

  /// The title (shrunk, then cut, to fit) and the axis captions.
  mutating func writeTitleAndCaptions(_ layout: Layout) {
    let title = chart.title
    if !title.isEmpty {
      // Bold text runs wider than the estimate; shrink a long title, then cut it, to stay inside.
      let room = width - 24
      let size = max(11, min(SVGDocument.titleFont, room / (Double(title.count) * 0.68)))
      let fitted = SVGDocument.truncated(title, characters: Int((room / (size * 0.68)).rounded()))
      out.append("<text x=\"")
      number(width / 2)
      out.append("\" y=\"28\" font-size=\"")
      number(size)
      out.append("\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#111111\">")
      out.append("\(XMLText.escaped(fitted))</text>\n")
    }
    out.append(
      "<g font-size=\"\(Int(SVGDocument.captionFont))\" fill=\"#111111\" text-anchor=\"middle\">\n")
    if !chart.xLabel.isEmpty {
      text(
        chart.xLabel, x: (layout.x0 + layout.x1) / 2, y: layout.captionBottom - 4, anchor: nil)
    }
    if !chart.yLabel.isEmpty {
      rotatedText(
        chart.yLabel, x: 12 + SVGDocument.captionFont, y: (layout.y0 + layout.y1) / 2, angle: -90)
    }
    if layout.hasRightAxis && !chart.velocityLabel.isEmpty {
      rotatedText(
        chart.velocityLabel, x: width - 12 - 4, y: (layout.y0 + layout.y1) / 2, angle: 90)
    }
    out.append("</g>\n")
  }

  /// The curves, clipped to the plot area, and the markers along them.
  mutating func writeCurves(_ layout: Layout) {
    out.append("<g clip-path=\"url(#plot-area)\" fill=\"none\" stroke-width=\"1.75\"")
    out.append(" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n")
    // Velocities first, so the values they accompany are drawn on top of them.
    for trace in layout.velocityTraces + layout.valueTraces {
      // One polyline per run of finite samples: an infinite velocity breaks the line.
      for run in SVGDocument.finiteRuns(trace.ys) {
        out.append("<polyline stroke=\"\(color(trace))\"")
        strokeStyle(trace)
        out.append(" points=\"")
        polylinePoints(trace, run, layout)
        out.append("\"/>\n")
        if run.count == 1 {
          // A one-point polyline draws nothing; mark the lone sample instead.
          out.append("<circle fill=\"\(color(trace))\" r=\"3\" cx=\"")
          number(layout.px(trace.xs[run.lowerBound]))
          out.append("\" cy=\"")
          number(layout.py(trace.ys[run.lowerBound], velocity: trace.isVelocity))
          out.append("\"/>\n")
        }
      }
    }
    writeMarkers(layout)
    out.append("</g>\n")
  }

  /// Markers along each curve, so series differ in shape as well as colour and dash.
  mutating func writeMarkers(_ layout: Layout) {
    let xAxis = layout.xAxis
    for (order, trace) in traces.enumerated() {
      var marked = Set<Int>()
      for fraction in SeriesStyle.markerFractions(
        seriesIndex: order, count: traces.count,
        perSeries: min(SeriesStyle.maximumMarkers, max(2, Int(layout.plotWidth / 90))))
      {
        let x = xAxis.lower + fraction * (xAxis.upper - xAxis.lower)
        guard let i = Trace.nearestSample(trace.xs, to: x), trace.ys[i].isFinite,
          marked.insert(i).inserted
        else { continue }
        marker(
          trace, x: layout.px(trace.xs[i]), y: layout.py(trace.ys[i], velocity: trace.isVelocity))
      }
    }
  }

  /// Bezier handles: a thin line from each end point to its control point, the control point a
  /// dot (not clipped: a control point may lie outside the data's range but inside the axes).
  mutating func writeHandles(_ layout: Layout) {
    guard !chart.handles.isEmpty else { return }
    out.append("<g class=\"handles\" stroke-width=\"1\">\n")
    for handle in chart.handles {
      let colour = SVGChart.palette[handle.seriesIndex % SVGChart.palette.count]
      let ax = layout.px(handle.anchorX)
      let ay = layout.py(handle.anchorY)
      let cx = layout.px(handle.controlX)
      let cy = layout.py(handle.controlY)
      out.append("<line stroke=\"\(colour)\" x1=\"")
      number(ax)
      out.append("\" y1=\"")
      number(ay)
      out.append("\" x2=\"")
      number(cx)
      out.append("\" y2=\"")
      number(cy)
      out.append(
        "\"/>\n<circle fill=\"#ffffff\" stroke=\"\(colour)\" stroke-width=\"1.5\" r=\"4\" cx=\"")
      number(cx)
      out.append("\" cy=\"")
      number(cy)
      out.append("\"/>\n")
    }
    out.append("</g>\n")
  }

  /// Annotations: a ring at a marked point, a dashed vertical line at a marked time, each with
  /// a number beside it (the full sentence is under the legend), the numbers placed so that
  /// none covers another (``AnnotationLabels``).
  mutating func writeAnnotations(_ annotations: [Chart.Annotation], _ layout: Layout) {
    guard !annotations.isEmpty else { return }
    let tags = AnnotationLabels(
      plotTop: layout.y0, plotBottom: layout.y1, width: width, height: height
    ).place(annotationMarks(annotations, layout))
    out.append("<g class=\"annotations\" font-size=\"11\">\n")
    for (index, (annotation, tag)) in zip(annotations, tags).enumerated() {
      let colour = SVGChart.palette[annotation.seriesIndex % SVGChart.palette.count]
      let x = layout.px(annotation.x)
      if let value = annotation.y {
        out.append("<circle fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.5\" r=\"6\" cx=\"")
        number(x)
        out.append("\" cy=\"")
        number(layout.py(value))
        out.append("\"/>\n")
      } else {
        out.append("<line stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"3 3\" x1=\"")
        number(x)
        out.append("\" y1=\"")
        number(layout.y0)
        out.append("\" x2=\"")
        number(x)
        out.append("\" y2=\"")
        number(layout.y1)
        out.append("\"/>\n")
      }
      out.append("<text fill=\"\(colour)\"\(tag.centred ? " text-anchor=\"middle\"" : "") x=\"")
      number(tag.x)
      out.append("\" y=\"")
      number(tag.y)
      out.append("\">(\(index + 1))</text>\n")
    }
    out.append("</g>\n")
  }

  /// Each annotation's tag and mark in pixels, for ``AnnotationLabels``.
  func annotationMarks(_ annotations: [Chart.Annotation], _ layout: Layout)
    -> [AnnotationLabels.Mark]
  {
    annotations.enumerated().map { index, annotation in
      AnnotationLabels.Mark(
        tag: "(\(index + 1))", x: layout.px(annotation.x), y: annotation.y.map { layout.py($0) })
    }
  }

  /// Legend rows, centred, below the x caption; then the notes: which curves coincide, and the
  /// annotations numbered as on the plot (the last `annotationCount` notes).
  mutating func writeLegend(_ layout: Layout, annotationCount: Int) {
    out.append("<g font-size=\"\(Int(SVGDocument.tickFont))\" fill=\"#111111\">\n")
    var rowY = layout.captionBottom + 20
    let legendCell = traces.map { SVGDocument.legendItemWidth(legendLabel($0)) }.max() ?? 0
    for row in layout.legendRows {
      var x = (width - row.width) / 2
      for item in row.items {
        let trace = traces[item]
        let y = rowY - SVGDocument.tickFont * 0.35
        out.append("<line stroke=\"\(color(trace))\"")
        strokeStyle(trace)
        out.append(" x1=\"")
        number(x)
        out.append("\" y1=\"")
        number(y)
        out.append("\" x2=\"")
        number(x + 24)
        out.append("\" y2=\"")
        number(y)
        out.append("\"/>")
        marker(trace, x: x + 12, y: y)
        text(legendLabel(trace), x: x + 30, y: rowY, anchor: nil)
        x += legendCell
      }
      rowY += 20
    }
    let notes = layout.notes
    for (index, note) in notes.enumerated() {
      let number = index - (notes.count - annotationCount)
      let line = number >= 0 ? "(\(number + 1)) \(note)" : note
      let fitted = SVGDocument.truncated(
        line, characters: Int((width - 40) / (SVGDocument.tickFont * SVGDocument.characterWidth)))
      text(fitted, x: width / 2, y: rowY - 2, anchor: "middle")
      rowY += 18
    }
    out.append("</g>\n")
  }
}
