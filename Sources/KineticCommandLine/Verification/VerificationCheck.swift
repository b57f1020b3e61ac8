/// One accuracy check of `kinetic verify`: a Kinetic solver against an independent GSL
/// reference on one case, with the largest error seen and the tolerance it must meet.
struct VerificationCheck: Codable, Equatable, Sendable {
  /// The solver checked, e.g. `spring.closedForm` or `bezier.solver`.
  var solver: String
  /// The case, e.g. `dampingRatio=0.3 initialVelocity=3` or `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  var name: String
  /// The reference it was checked against.
  var reference: String
  /// Number of sample points compared.
  var samples: Int
  /// The largest absolute error of the value over the samples.
  var maxValueError: Double
  /// The largest absolute error of the velocity, when the check compares velocities.
  var maxVelocityError: Double?
  /// The bound both errors must stay within.
  var tolerance: Double
  /// For the spring-engine checks: when Kinetic's exact engine removes the animation, s.
  var exactRemovalTime: Double?
  /// For the spring-engine checks: when SwiftUI's (emulated) engine removes it, s.
  var swiftUIRemovalTime: Double?

  /// Whether the errors are within the tolerance.
  var passed: Bool { maxValueError <= tolerance && (maxVelocityError ?? 0) <= tolerance }

  private enum CodingKeys: String, CodingKey {
    case solver, name, reference, samples, maxValueError, maxVelocityError, tolerance, passed
    case exactRemovalTime, swiftUIRemovalTime
  }

  init(
    solver: String, name: String, reference: String, samples: Int, maxValueError: Double,
    maxVelocityError: Double?, tolerance: Double, exactRemovalTime: Double? = nil,
    swiftUIRemovalTime: Double? = nil
  ) {
    self.solver = solver
    self.name = name
    self.reference = reference
    self.samples = samples
    self.maxValueError = maxValueError
    self.maxVelocityError = maxVelocityError
    self.tolerance = tolerance
    self.exactRemovalTime = exactRemovalTime
    self.swiftUIRemovalTime = swiftUIRemovalTime
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    solver = try c.decode(String.self, forKey: .solver)
    name = try c.decode(String.self, forKey: .name)
    reference = try c.decode(String.self, forKey: .reference)
    samples = try c.decode(Int.self, forKey: .samples)
    maxValueError = try c.decode(Double.self, forKey: .maxValueError)
    maxVelocityError = try c.decodeIfPresent(Double.self, forKey: .maxVelocityError)
    tolerance = try c.decode(Double.self, forKey: .tolerance)
    exactRemovalTime = try c.decodeIfPresent(Double.self, forKey: .exactRemovalTime)
    swiftUIRemovalTime = try c.decodeIfPresent(Double.self, forKey: .swiftUIRemovalTime)
  }

  /// Encodes every field plus `passed`, with `null` for an absent velocity error; the removal
  /// times only where the check has them (the spring-engine checks).
  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(solver, forKey: .solver)
    try c.encode(name, forKey: .name)
    try c.encode(reference, forKey: .reference)
    try c.encode(samples, forKey: .samples)
    try c.encode(maxValueError, forKey: .maxValueError)
    try c.encode(maxVelocityError, forKey: .maxVelocityError)
    try c.encode(tolerance, forKey: .tolerance)
    try c.encode(passed, forKey: .passed)
    try c.encodeIfPresent(exactRemovalTime, forKey: .exactRemovalTime)
    try c.encodeIfPresent(swiftUIRemovalTime, forKey: .swiftUIRemovalTime)
  }
}
