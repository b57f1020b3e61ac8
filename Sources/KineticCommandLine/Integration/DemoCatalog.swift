/// The demos `kinetic demo` runs, with a one-line description each.
///
/// - Note: Integration seam: forwards to KineticDemos once it lands on main. Until then it
///   lists the demos of the design document, and running one reports that it is not available.
enum DemoCatalog {
  static let demos: [(name: String, summary: String)] = [
    ("circle", "a circle whose radius animates 100 → 50 through animatableData"),
    ("border", "a bar moved across a box: offset-driven vs an animatable modifier"),
    ("two-parameter-border", "position and height animated together through AnimatablePair"),
    ("transition", "opacity, scale, move, asymmetric, combined and a custom spin transition"),
    ("horizontal-list", "a virtualised list of 1,000 cards with drag and fling"),
    ("neumorphism", "neumorphic controls with WCAG contrast and hit-target checks"),
    ("spinner", "a replicator spinner with per-instance delays"),
    ("coordinator", "a navigation stack: push, pop, root, end and a modal"),
  ]

  static var names: [String] { demos.map { $0.name.padding(22) + $0.summary } }

  static func run(name: String, arguments: [String], context: CommandContext) throws -> String {
    throw CommandLineError.notAvailable("'kinetic demo \(name)'")
  }
}
