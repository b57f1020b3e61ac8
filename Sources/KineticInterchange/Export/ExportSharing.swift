import Kinetic

/// Export work shared between specs that read as the same animation: `bouncy` and
/// `spring(duration: 0.5, bounce: 0.3)` are one spring, so their exports to every target
/// resolve its motion, measure the errors of its stops and check the targets' models once.
/// The code each writes is still its own (its comments quote its spec). A page that offers
/// several specs' code (`kinetic plot --format html`) makes one and passes it to
/// `Motion.exported(to:tolerance:duration:sharing:)`.
package final class ExportSharing {
  /// The work so far, by animation, tolerance and duration: a few specs at most, so a list
  /// searched in order.
  private var entries:
    [(animation: Animation, tolerance: Double, duration: Double?, resolved: Exporter.Resolved)] =
      []

  /// No work shared yet.
  package init() {}

  /// The shared work for exports of `animation` within `tolerance` over `duration`.
  func resolved(for animation: Animation, tolerance: Double, duration: Double?)
    -> Exporter.Resolved
  {
    if let entry = entries.first(where: {
      $0.animation == animation && $0.tolerance == tolerance && $0.duration == duration
    }) {
      return entry.resolved
    }
    let resolved = Exporter.Resolved()
    entries.append((animation, tolerance, duration, resolved))
    return resolved
  }
}
