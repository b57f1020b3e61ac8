extension UnitCurve {
  /// Evaluates the curve at many inputs: `output[i] = value(at: inputs[i])`; Bezier curves use
  /// the vector path of ``CubicBezier/values(at:into:)``.
  ///
  /// Processes the first `min(inputs.count, output.count)` elements.
  public func values(
    at inputs: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>
  ) {
    if case .bezier(let curve) = storage { return curve.values(at: inputs, into: output) }
    for i in 0..<min(inputs.count, output.count) { output[i] = value(at: inputs[i]) }
  }

  /// The curve's values at every input.
  public func values(at inputs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { output, initialized in
      inputs.withUnsafeBufferPointer { values(at: $0, into: output) }
      initialized = inputs.count
    }
  }
}
