extension CubicBezier {
  /// Evaluates the curve at many inputs: `output[i] = value(at: inputs[i])`, vectorised with
  /// SIMD, bit-for-bit equal to ``value(at:)``.
  ///
  /// Processes the first `min(inputs.count, output.count)` elements (the rest of `output` is
  /// left untouched).
  /// - Complexity: O(n); a few nanoseconds per element.
  public func values(
    at inputs: UnsafeBufferPointer<Double>, into output: UnsafeMutableBufferPointer<Double>
  ) {
    let count = min(inputs.count, output.count)
    guard count > 0, let x = inputs.baseAddress, let y = output.baseAddress else { return }
    solver.values(x, y, count: count)
  }

  /// The curve's values at every input, as ``values(at:into:)`` computes them.
  public func values(at inputs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: inputs.count) { output, initialized in
      inputs.withUnsafeBufferPointer { values(at: $0, into: output) }
      initialized = inputs.count
    }
  }
}
