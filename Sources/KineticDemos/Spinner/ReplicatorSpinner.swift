import CKineticMath
import Kinetic

/// A `CAReplicatorLayer` activity spinner: one small shape replicated `n` times around a
/// circle, each copy rotated a further `2π / n`, with an opacity animation that each copy runs
/// `instanceDelay` seconds after the previous one, so a bright spot chases around the ring.
///
/// ## Timing, as Core Animation does it
/// The original layer (instance 0) runs a basic opacity animation from ``fromOpacity`` to
/// ``toOpacity`` over ``cycleDuration`` seconds, linearly, repeating forever without
/// autoreversing. The replicator shifts instance `i`'s clock by `i · instanceDelay`, so
///
/// `opacity(i, t) = opacity(0, t − i · instanceDelay)`,
///
/// with `opacity(0, τ) = from + (to − from) · frac(τ / cycleDuration)` for `τ ≥ 0`. Before its
/// delayed start (`τ < 0`) an instance shows its model opacity, ``fromOpacity`` (the article's
/// layers are created dim).
///
/// The default cycle is `n · instanceDelay` (0.8 s for 20 instances 0.04 s apart): the
/// highlight then goes round exactly once per cycle and the ring looks seamless.
public struct ReplicatorSpinner: Hashable, Sendable {
  /// The largest instance count accepted (a replicator of more copies than this is a mistake,
  /// not a spinner).
  public static let maximumInstanceCount = 10_000

  /// The number of instances `n`, `1...maximumInstanceCount` (the article uses 20).
  public let instanceCount: Int
  /// The delay between neighbouring instances' animations, in seconds, `≥ 0`.
  public let instanceDelay: Double
  /// The opacity at the start of each cycle, in `0...1`.
  public let fromOpacity: Double
  /// The opacity approached at the end of each cycle, in `0...1`.
  public let toOpacity: Double
  /// The length of one opacity cycle, in seconds, `> 0`.
  public let cycleDuration: Double
  /// The shape each instance draws.
  public let shape: SpinnerShape
  /// The distance from the spinner's centre to each instance's centre, in points, `≥ 0`.
  public let radius: Double
  /// The size of one instance's shape, in points, `> 0`.
  public let instanceSize: Double

  /// Creates a spinner.
  ///
  /// - Parameters:
  ///   - instanceCount: Replicates `n`, `1...10_000`; 20 by default.
  ///   - instanceDelay: Seconds between neighbours' animations, finite and `≥ 0`; 0.04 by
  ///     default.
  ///   - fromOpacity: Opacity at the start of a cycle, in `0...1`; 0.1 by default.
  ///   - toOpacity: Opacity at the end of a cycle, in `0...1`; 0.8 by default.
  ///   - cycleDuration: Seconds per cycle, finite and `> 0`; `nil` (default) means
  ///     `n · instanceDelay`, or 1 s when that is 0.
  ///   - shape: The instance shape; a circle by default.
  ///   - radius: Ring radius in points, finite and `≥ 0`; 40 by default.
  ///   - instanceSize: Shape size in points, finite and `> 0`; 8 by default.
  /// - Throws: ``ReplicatorSpinnerError`` naming the first invalid value.
  public init(
    instanceCount: Int = 20, instanceDelay: Double = 0.04, fromOpacity: Double = 0.1,
    toOpacity: Double = 0.8, cycleDuration: Double? = nil, shape: SpinnerShape = .circle,
    radius: Double = 40, instanceSize: Double = 8
  ) throws(ReplicatorSpinnerError) {
    guard (1...Self.maximumInstanceCount).contains(instanceCount) else {
      throw .invalidInstanceCount(instanceCount)
    }
    guard instanceDelay.isFinite, instanceDelay >= 0 else {
      throw .invalidParameter(
        name: "instance delay", value: instanceDelay, expected: "a finite number ≥ 0")
    }
    for (name, value) in [("from-opacity", fromOpacity), ("to-opacity", toOpacity)] {
      guard value.isFinite, (0...1).contains(value) else {
        throw .invalidParameter(name: name, value: value, expected: "a number in 0...1")
      }
    }
    let cycle = cycleDuration ?? Self.defaultCycle(count: instanceCount, delay: instanceDelay)
    guard cycle.isFinite, cycle > 0 else {
      throw .invalidParameter(name: "cycle duration", value: cycle, expected: "a finite number > 0")
    }
    guard radius.isFinite, radius >= 0 else {
      throw .invalidParameter(name: "radius", value: radius, expected: "a finite number ≥ 0")
    }
    guard instanceSize.isFinite, instanceSize > 0 else {
      throw .invalidParameter(
        name: "instance size", value: instanceSize, expected: "a finite number > 0")
    }
    self.instanceCount = instanceCount
    self.instanceDelay = instanceDelay
    self.fromOpacity = fromOpacity
    self.toOpacity = toOpacity
    self.cycleDuration = cycle
    self.shape = shape
    self.radius = radius
    self.instanceSize = instanceSize
  }

  private static func defaultCycle(count: Int, delay: Double) -> Double {
    let cycle = Double(count) * delay
    return cycle > 0 ? cycle : 1
  }

  /// The rotation step between neighbouring instances: `2π / n` (the replicator's
  /// `instanceTransform`).
  public var angleStep: Angle { Angle(radians: 2 * Double.pi / Double(instanceCount)) }

  /// Instance `index`'s rotation, `index · 2π / n`.
  public func angle(ofInstance index: Int) -> Angle {
    Angle(radians: 2 * Double.pi * Double(index) / Double(instanceCount))
  }

  /// The opacity of instance 0 at its local time `localTime` seconds: the model opacity
  /// (``fromOpacity``) before 0, then the repeating linear ramp
  /// `from + (to − from) · frac(localTime / cycleDuration)`. NaN gives the model opacity.
  public func baseOpacity(atLocalTime localTime: Double) -> Double {
    guard localTime >= 0 else { return fromOpacity }
    guard localTime.isFinite else { return fromOpacity }
    var phase = fmod(localTime, cycleDuration) / cycleDuration
    // fmod is exact, the division may round up to 1 just below a cycle boundary.
    if phase >= 1 { phase = 0 }
    return fromOpacity + (toOpacity - fromOpacity) * phase
  }

  /// The opacity of instance `index` at `time`: instance 0's opacity at
  /// `time − index · instanceDelay`.
  public func opacity(ofInstance index: Int, at time: Double) -> Double {
    baseOpacity(atLocalTime: time - Double(index) * instanceDelay)
  }

  /// Every instance at `time`: rotation, centre on the ring and opacity.
  ///
  /// - Complexity: O(n).
  public func instances(at time: Double) -> [SpinnerInstance] {
    (0..<instanceCount).map { index in
      let angle = angle(ofInstance: index)
      return SpinnerInstance(
        index: index, angle: angle, x: radius * sin(angle.radians), y: -radius * cos(angle.radians),
        opacity: opacity(ofInstance: index, at: time))
    }
  }
}
