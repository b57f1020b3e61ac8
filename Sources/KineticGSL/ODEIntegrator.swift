@preconcurrency import CGSL

/// One sampled state of a mechanical system: time, positions and velocities.
public struct ODEState: Hashable, Sendable {
  /// Seconds.
  public var time: Double
  /// Positions, one per coordinate.
  public var position: [Double]
  /// Velocities, one per coordinate, units/s.
  public var velocity: [Double]

  /// Creates a state.
  public init(time: Double, position: [Double], velocity: [Double]) {
    self.time = time
    self.position = position
    self.velocity = velocity
  }
}

/// Adaptive integration of x″ = a(t, x, x′) on any number of coordinates, by GSL's
/// `gsl_odeiv2_driver` with the embedded Runge–Kutta Prince–Dormand (8, 9) stepper
/// `gsl_odeiv2_step_rk8pd`.
///
/// It is Kinetic's independent oracle for the closed-form springs and a simulator for forces
/// with no closed form (``QuadraticDragSpring``). The state vector is y = (x₀…xₙ₋₁, v₀…vₙ₋₁);
/// GSL's standard control keeps the local error of each component below
/// `absoluteTolerance + relativeTolerance·|yᵢ|`. The global error over a few seconds of a
/// well-conditioned spring is then a small multiple of the tolerances.
public struct ODEIntegrator: Hashable, Sendable {
  /// Absolute local error tolerance, > 0.
  public var absoluteTolerance: Double
  /// Relative local error tolerance, ≥ 0.
  public var relativeTolerance: Double
  /// The first trial step, seconds (the driver adapts it).
  public var initialStep: Double
  /// Maximum steps between two consecutive sample times before failing with `GSL_EMAXITER`.
  public var maximumSteps: Int

  /// Creates an integrator; the defaults (1e-12 abs and rel) are oracle quality.
  public init(
    absoluteTolerance: Double = 1e-12, relativeTolerance: Double = 1e-12,
    initialStep: Double = 1e-6, maximumSteps: Int = 10_000_000
  ) {
    self.absoluteTolerance = absoluteTolerance
    self.relativeTolerance = relativeTolerance
    self.initialStep = initialStep
    self.maximumSteps = maximumSteps
  }

  /// Integrates from `times[0]` with the given initial state and samples the state at every
  /// entry of `times` (ascending), calling `acceleration(t, x, v)` for the force law.
  ///
  /// - Parameters:
  ///   - position: Initial positions x(times[0]); sets the number of coordinates (≥ 1).
  ///   - velocity: Initial velocities, as many as positions.
  ///   - times: Non-decreasing sample times; the first is the initial time.
  ///   - acceleration: The force law per unit mass, returning as many values as positions.
  /// - Returns: One state per sample time.
  /// - Throws: ``GSLError`` from the GSL driver (`GSL_EMAXITER`, step-size failures), or with
  ///   `GSL_EINVAL` for bad arguments and `GSL_EBADFUNC` if the force law returns a non-finite
  ///   value or the wrong count.
  public func integrate(
    position: [Double], velocity: [Double], times: [Double],
    acceleration: (Double, [Double], [Double]) -> [Double]
  ) throws(GSLError) -> [ODEState] {
    try integrate(position: position, velocity: velocity, times: times) { t, x, v, a in
      let result = acceleration(t, Array(x), Array(v))
      guard result.count == a.count else { return false }
      for i in 0..<a.count { a[i] = result[i] }
      return true
    }
  }

  /// The allocation-free form of ``integrate(position:velocity:times:acceleration:)``: the force
  /// law writes the accelerations into its last argument and returns false to abort
  /// (reported as `GSL_EBADFUNC`).
  public func integrate(
    position: [Double], velocity: [Double], times: [Double],
    acceleration: (
      Double, UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>,
      UnsafeMutableBufferPointer<Double>
    ) -> Bool
  ) throws(GSLError) -> [ODEState] {
    let n = position.count
    let name = "ODEIntegrator.integrate"
    func invalid() -> GSLError { GSLError(status: Int32(GSL_EINVAL), function: name) }
    guard n >= 1, velocity.count == n, let start = times.first else { throw invalid() }
    guard absoluteTolerance > 0, relativeTolerance >= 0, initialStep > 0, maximumSteps > 0,
      absoluteTolerance.isFinite, relativeTolerance.isFinite, initialStep.isFinite
    else { throw invalid() }
    for i in times.indices {
      guard times[i].isFinite, i == 0 || times[i] >= times[i - 1] else { throw invalid() }
    }
    guard (position + velocity).allSatisfy(\.isFinite) else { throw invalid() }

    GSL.prepare()
    var y = position + velocity
    var samples: [ODEState] = []
    samples.reserveCapacity(times.count)
    var failure: GSLError? = nil
    withoutActuallyEscaping(acceleration) { law in
      let context = ODEContext(coordinates: n, law: law)
      let system = UnsafeMutablePointer<gsl_odeiv2_system>.allocate(capacity: 1)
      defer { system.deallocate() }
      system.initialize(
        to: gsl_odeiv2_system(
          function: odeFunction, jacobian: nil, dimension: 2 * n,
          params: Unmanaged.passUnretained(context).toOpaque()))
      // `gsl_odeiv2_step_rk8pd` is a global C variable (a pointer to GSL's constant step type);
      // it is only read.
      guard
        let driver = gsl_odeiv2_driver_alloc_y_new(
          system, gsl_odeiv2_step_rk8pd, initialStep, absoluteTolerance, relativeTolerance)
      else {
        failure = GSLError(status: Int32(GSL_ENOMEM), function: "gsl_odeiv2_driver_alloc_y_new")
        return
      }
      defer { gsl_odeiv2_driver_free(driver) }
      gsl_odeiv2_driver_set_nmax(driver, UInt(maximumSteps))
      var t = start
      withExtendedLifetime(context) {
        for target in times {
          if target > t {
            do throws(GSLError) {
              try GSL.check("gsl_odeiv2_driver_apply") {
                gsl_odeiv2_driver_apply(driver, &t, target, &y)
              }
            } catch {
              failure =
                context.lawFailed ? GSLError(status: Int32(GSL_EBADFUNC), function: name) : error
              return
            }
          }
          samples.append(
            ODEState(time: target, position: Array(y[0..<n]), velocity: Array(y[n..<(2 * n)])))
        }
      }
    }
    if let failure { throw failure }
    return samples
  }
}

/// The force law and its size, reached from GSL's C callback through the `params` pointer.
private final class ODEContext {
  let coordinates: Int
  let law:
    (
      Double, UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>,
      UnsafeMutableBufferPointer<Double>
    ) -> Bool
  var lawFailed = false

  init(
    coordinates: Int,
    law:
      @escaping (
        Double, UnsafeBufferPointer<Double>, UnsafeBufferPointer<Double>,
        UnsafeMutableBufferPointer<Double>
      ) -> Bool
  ) {
    self.coordinates = coordinates
    self.law = law
  }
}

/// dy/dt for y = (x, v): (v, a(t, x, v)). A C function pointer, so it captures nothing and
/// finds the Swift closure through `params`.
private func odeFunction(
  _ t: Double, _ y: UnsafePointer<Double>?, _ dydt: UnsafeMutablePointer<Double>?,
  _ params: UnsafeMutableRawPointer?
) -> Int32 {
  guard let y, let dydt, let params else { return Int32(GSL_EBADFUNC) }
  let context = Unmanaged<ODEContext>.fromOpaque(params).takeUnretainedValue()
  let n = context.coordinates
  dydt.update(from: y + n, count: n)
  let accelerations = UnsafeMutableBufferPointer(start: dydt + n, count: n)
  let ok = context.law(
    t, UnsafeBufferPointer(start: y, count: n), UnsafeBufferPointer(start: y + n, count: n),
    accelerations)
  guard ok, accelerations.allSatisfy(\.isFinite) else {
    context.lawFailed = true
    return Int32(GSL_EBADFUNC)
  }
  return Int32(GSL_SUCCESS)
}
