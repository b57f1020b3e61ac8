/// The sample times of a plot, computed on demand rather than stored, so that ten million
/// samples cost no memory: `count` evenly spaced points over a span (endpoints included, the
/// last exactly the span), one point per frame at a frame rate, or an explicit list.
package struct TimeGrid: Sendable, Equatable {
  /// How the times are spaced.
  package enum Spacing: Sendable, Equatable {
    /// t_i = span · i / (count − 1), and exactly `span` for the last point.
    case even(span: Double)
    /// t_i = i / fps, seconds.
    case frameRate(Double)
    /// The given times, in order.
    case explicit([Double])
  }

  /// The spacing rule.
  package let spacing: Spacing
  /// The number of times.
  package let count: Int

  /// `count` (≥ 2) evenly spaced times from 0 to `span` seconds, both included.
  package static func even(count: Int, span: Double) -> TimeGrid {
    TimeGrid(spacing: .even(span: span), count: count)
  }

  /// `count` frames at `fps` frames per second, starting at 0.
  package static func frameRate(_ fps: Double, count: Int) -> TimeGrid {
    TimeGrid(spacing: .frameRate(fps), count: count)
  }

  /// The given times.
  package static func explicit(_ times: [Double]) -> TimeGrid {
    TimeGrid(spacing: .explicit(times), count: times.count)
  }

  /// The time of sample `index`, in `0..<count`.
  @inline(__always)
  package subscript(index: Int) -> Double {
    switch spacing {
    case .even(let span):
      return index == count - 1 ? span : span * Double(index) / Double(count - 1)
    case .frameRate(let fps):
      return Double(index) / fps
    case .explicit(let times):
      return times[index]
    }
  }

  /// All the times, as an array (for the charts, which need them all anyway).
  package var times: [Double] {
    if case .explicit(let times) = spacing { return times }
    return (0..<count).map { self[$0] }
  }
}
