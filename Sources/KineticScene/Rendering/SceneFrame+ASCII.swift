import Kinetic

extension SceneFrame {
  /// Shading characters from empty to full coverage.
  public static let asciiRamp: [Character] = Array(" .:-=+*#%@")

  /// Rasterises the frame into `height` lines of `width` characters.
  ///
  /// Each character cell is sampled on a 3 × 3 grid; at each sample the items are composited
  /// back to front with their opacity ("over"), and the cell's mean coverage picks a character
  /// of ``asciiRamp``. Strokes are at least half a sample wide, so hairlines stay visible.
  /// Text (at least half opaque) is then written as a horizontal run of characters starting in
  /// the cell under its first character, legible at any scale.
  /// The canvas background is not drawn; with `colour`, each cell gets a 24-bit ANSI foreground
  /// colour (the composited colour over the background) and each line ends with a reset.
  ///
  /// - Parameters:
  ///   - width: Characters per line, `1...10_000`.
  ///   - height: Lines, `1...10_000`.
  ///   - colour: Whether to emit ANSI escape sequences.
  /// - Returns: The lines joined by `\n`, with a final `\n`.
  /// - Throws: ``SceneError/invalidRasterSize(width:height:)``.
  public func ascii(width: Int, height: Int, colour: Bool = false) throws(SceneError) -> String {
    guard (1...10_000).contains(width), (1...10_000).contains(height) else {
      throw .invalidRasterSize(width: width, height: height)
    }
    let samples = 3
    let cellWidth = size.width / Double(width)
    let cellHeight = size.height / Double(height)
    let minimumHalfWidth = 0.5 * max(cellWidth, cellHeight) / Double(samples)
    let baseEncoded = (background ?? .black).clampedEncoded
    // Text is written over the shading as one horizontal run of characters, starting in the
    // cell under the first character's centre, so that it stays legible whatever the scale.
    // Later items overwrite earlier ones; each row's characters are applied as it is written.
    var texts: [Int: [(column: Int, character: Character, paint: SIMD3<Double>?)]] = [:]
    for item in items where item.opacity >= 0.5 {
      guard let text = item.text, !text.string.isEmpty else { continue }
      let p = text.center(ofCharacter: 0).applying(item.transform)
      // Range-checked as doubles first: a degenerate transform may give NaN or huge values.
      let x = (p.x / cellWidth).rounded(.down)
      let y = (p.y / cellHeight).rounded(.down)
      guard x >= 0, x < Double(width), y >= 0, y < Double(height), item.isUnclipped(p) else {
        continue
      }
      let paint = item.fill.map { item.color(of: $0, at: p).clampedEncoded }
      for (offset, ch) in text.string.enumerated() {
        let column = Int(x) + offset
        guard column < width else { break }
        texts[Int(y), default: []].append((column, ch, paint))
      }
    }
    // One character row at a time: its three sample rows are drawn by every item that reaches
    // them, averaged into characters and written out as bytes, so memory is a few rows' worth.
    var raster = CoverageRaster(
      columns: width * samples, rows: height * samples, size: size, bandRows: samples,
      colour: colour)
    var prepared = items.compactMap { raster.prepare($0, minimumHalfWidth: minimumHalfWidth) }
    let ramp = SceneFrame.asciiRampBytes
    let n = Double(samples * samples)
    var shade = [Int](repeating: 0, count: width)
    // Gamma-encoded colours per cell: terminals blend in encoded space, so the shading does too.
    var colours = [SIMD3<Double>](repeating: baseEncoded, count: colour ? width : 0)
    // The index into `rowTexts` of the character written in each cell, or -1.
    var written = [Int](repeating: -1, count: width)
    var out: [UInt8] = []
    out.reserveCapacity(height * (width + 1))
    for row in 0..<height {
      raster.moveBand(to: row * samples)
      for index in prepared.indices { raster.draw(&prepared[index]) }
      // Each cell's mean over its samples, summed row by row as written (the order fixes the
      // rounding, so the characters do not depend on how the loop is arranged).
      // Cells no item reached are clear: no coverage, the canvas colour. Buffers are written
      // through unsafe pointers: in the fuzz build every checked subscript and uniqueness test
      // is instrumented, and these loops run for every cell of every frame.
      let stride = raster.columns
      let touched =
        raster.touchedColumns.map {
          ($0.lowerBound / samples)..<min(($0.upperBound + samples - 1) / samples, width)
        } ?? 0..<0
      shade.withUnsafeMutableBufferPointer { shade in
        UnsafeMutableBufferPointer(rebasing: shade[..<touched.lowerBound]).update(repeating: 0)
        UnsafeMutableBufferPointer(rebasing: shade[touched.upperBound...]).update(repeating: 0)
        raster.alpha.withUnsafeBufferPointer { alpha in
          for column in touched {
            let i = column * samples
            var coverage = 0.0
            for sy in 0..<samples {
              // The three samples across (`samples` is 3), unrolled.
              let r = sy * stride + i
              coverage += alpha[r]
              coverage += alpha[r + 1]
              coverage += alpha[r + 2]
            }
            coverage /= n
            let level = (coverage * Double(ramp.count - 1)).rounded()
            shade[column] = min(max(Int(level), 0), ramp.count - 1)
          }
        }
      }
      if colour {
        for column in 0..<width {
          guard touched.contains(column) else {
            colours[column] = baseEncoded
            continue
          }
          // The same mean coverage as above, and the premultiplied sum over the canvas colour.
          let i = column * samples
          var coverage = 0.0
          var sum = SIMD3<Double>(0, 0, 0)
          for sy in 0..<samples {
            for sx in 0..<samples {
              coverage += raster.alpha[sy * stride + i + sx]
              sum += raster.color[sy * stride + i + sx]
            }
          }
          coverage /= n
          colours[column] = sum / n + baseEncoded * (1 - coverage)
        }
      }
      let rowTexts = texts[row] ?? []
      for (index, text) in rowTexts.enumerated() {
        written[text.column] = index
        if colour, let paint = text.paint { colours[text.column] = paint }
      }
      if !colour && rowTexts.isEmpty {
        // The common row: shading only, copied out in one piece.
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: width))
        out.withUnsafeMutableBufferPointer { out in
          shade.withUnsafeBufferPointer { shade in
            ramp.withUnsafeBufferPointer { ramp in
              for column in 0..<width { out[start + column] = ramp[shade[column]] }
            }
          }
        }
        out.append(UInt8(ascii: "\n"))
        continue
      }
      var lastColour: (Int, Int, Int)? = nil
      for column in 0..<width {
        let text = written[column] >= 0 ? rowTexts[written[column]].character : nil
        if colour && (text.map { $0 != " " } ?? (shade[column] != 0)) {
          let c = colours[column] * 255
          let b = (Int(c.x.rounded()), Int(c.y.rounded()), Int(c.z.rounded()))
          if lastColour == nil || lastColour! != b {
            out.append(contentsOf: "\u{1B}[38;2;\(b.0);\(b.1);\(b.2)m".utf8)
            lastColour = b
          }
        }
        if let text {
          out.append(contentsOf: String(text).utf8)
          written[column] = -1
        } else {
          out.append(ramp[shade[column]])
        }
      }
      if colour && lastColour != nil { out.append(contentsOf: "\u{1B}[0m".utf8) }
      out.append(UInt8(ascii: "\n"))
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// ``asciiRamp`` as bytes (every shading character is ASCII).
  static let asciiRampBytes: [UInt8] = asciiRamp.map { $0.asciiValue! }

  /// Alpha and premultiplied gamma-encoded colour of all items at `p`, composited back to
  /// front, testing every item at the point: the slow reference the raster is checked against.
  func compositeSample(at p: Point, minimumHalfWidth: Double) -> (
    alpha: Double, color: SIMD3<Double>
  ) {
    var alpha = 0.0
    var color = SIMD3<Double>(0, 0, 0)
    func over(_ c: Color, _ a: Double) {
      let a = Color.clampedUnit(a)
      color = c.clampedEncoded * a + color * (1 - a)
      alpha = a + alpha * (1 - a)
    }
    for item in items where item.opacity > 0 && item.text == nil {
      guard item.isUnclipped(p) else { continue }
      for shadow in item.shadows where item.fill != nil {
        let shifted = Point(x: p.x - shadow.x, y: p.y - shadow.y)
        if item.flattened.contains(shifted) {
          over(shadow.color, shadow.color.opacity * item.opacity)
        }
      }
      if let fill = item.fill, item.flattened.contains(p) {
        let c = item.color(of: fill, at: p)
        over(c, c.opacity * item.opacity)
      }
      if let stroke = item.stroke, item.strokeContains(p, minimumHalfWidth: minimumHalfWidth) {
        let c = item.color(of: stroke.paint, at: p)
        over(c, c.opacity * item.opacity)
      }
    }
    return (alpha, color)
  }
}
