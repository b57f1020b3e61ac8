extension DemoRegistry {
  /// The animation the demo called `name` runs with `options`, as specs the studio can open:
  /// its `curve` option as written when it is a spec (`spring(duration: 0.4)`), a named curve
  /// over the demo's `duration` (`easeInOut(duration: 1)`), the defaults where an option is not
  /// given; none for a demo without a `curve` parameter (or an unknown name).
  ///
  /// - Parameters:
  ///   - name: The demo's ``Demo/name``.
  ///   - options: The demo's options by name, without the `--`, as ``make(_:options:curve:)``
  ///     takes them.
  public static func studioSpecs(of name: String, options: [String: String] = [:]) -> [String] {
    let parameters = type(named: name)?.parameters ?? []
    guard
      let curve = options["curve"] ?? parameters.first(where: { $0.name == "curve" })?.defaultValue
    else { return [] }
    guard DemoCurve(named: curve) != nil,
      let duration = options["duration"]
        ?? parameters.first(where: { $0.name == "duration" })?.defaultValue
    else { return [curve] }
    return ["\(curve)(duration: \(duration))"]
  }
}
