import Synchronization

/// A bounded, thread-safe cache of recently built ``CubicBezierSolver``s, keyed by the bit
/// patterns of their control points, so that building a curve an app has built before costs a
/// look-up instead of a table (issue 16).
///
/// Apps build the same few curves over and over: `withAnimation(.timingCurve(0.2, 0.8, 0.2, 1))`
/// on every tap, a CSS string parsed per element, an `Animator` retargeted with a freshly made
/// animation. Each build is a 4.5 KB table (about 0.6 µs); with this cache only the first build
/// of each control-point set pays for it, and every curve built from the same bits shares one
/// solver — as the named curves always have (``CubicBezierSolver/named(x1:y1:x2:y2:)``, which
/// are never cached here).
///
/// - Keys are bit patterns, so −0 and +0 are different keys (a curve's description shows the
///   sign) and a NaN never reaches the cache (the public initialiser rejects it).
/// - At most ``capacity`` solvers are kept; a miss when full evicts the least recently used, so
///   the memory held is bounded (about 4.5 KB a solver) and a stream of distinct curves
///   costs one look-up and one insertion each on top of its table.
/// - The table is built outside the lock. Two threads that miss on the same key at once both
///   build; the second to finish finds the first one's solver and returns that one, so callers
///   still end up sharing.
/// - Results never depend on the cache: a solver is a pure function of its control points, so
///   a cached and a freshly built one answer bit for bit alike.
///
/// `Mutex` comes with the Swift 6 toolchain (the Synchronization module); on Apple platforms it
/// needs the 2024 releases, and earlier ones build every curve afresh.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
final class CubicBezierSolverCache: Sendable {
  /// The control points' bit patterns.
  struct Key: Equatable {
    var x1: UInt64
    var y1: UInt64
    var x2: UInt64
    var y2: UInt64
  }

  /// One cached solver: its key, the solver and the stamp of its last use.
  struct Entry {
    var key: Key
    var solver: CubicBezierSolver
    var stamp: UInt64
  }

  /// The cache's contents: one array of entries scanned linearly (a handful of entries, so a
  /// scan beats hashing), with a use stamp per entry for least-recently-used eviction. One
  /// array rather than three parallel ones, so that an eviction writes one element (one
  /// uniqueness check instead of three: a stream of distinct curves pays an insertion each).
  struct Entries {
    var entries: [Entry] = []
    var clock: UInt64 = 0

    /// The position of `key`, or nil.
    func index(of key: Key) -> Int? {
      entries.withUnsafeBufferPointer { buffer in
        for i in buffer.indices where buffer[i].key == key { return i }
        return nil
      }
    }

    /// The solver for `key`, marked as just used, or nil.
    mutating func lookUp(_ key: Key) -> CubicBezierSolver? {
      guard let index = index(of: key) else { return nil }
      clock &+= 1
      entries[index].stamp = clock
      return entries[index].solver
    }

    /// Stores `solver` under `key` unless the key is already there (then the stored solver is
    /// returned and `solver` dropped), evicting the least recently used entry when full.
    ///
    /// One pass over the entries finds both the key and the oldest stamp (stamps are
    /// distinct: the clock ticks on every use), the latter without a data-dependent branch.
    /// After a look-up of `key` that missed when the clock read `clockAtMiss`, if nothing has
    /// been used or stored since (the clock ticks on both), the key is still absent and the
    /// pass compares no keys: a stream of distinct curves compares each key once, in the
    /// look-up.
    mutating func insert(
      _ solver: CubicBezierSolver, for key: Key, capacity: Int, clockAtMiss: UInt64? = nil
    ) -> CubicBezierSolver {
      let searches = clock != clockAtMiss
      let (existing, oldest) = entries.withUnsafeBufferPointer { buffer -> (Int?, Int) in
        var oldest = 0
        for i in buffer.indices {
          if searches && buffer[i].key == key { return (i, oldest) }
          oldest = buffer[i].stamp < buffer[oldest].stamp ? i : oldest
        }
        return (nil, oldest)
      }
      clock &+= 1
      if let existing {
        entries[existing].stamp = clock
        return entries[existing].solver
      }
      let entry = Entry(key: key, solver: solver, stamp: clock)
      if entries.count < capacity {
        entries.append(entry)
      } else if capacity > 0 {
        entries[oldest] = entry
      }
      return solver
    }

    /// How many solvers are held.
    var count: Int { entries.count }
  }

  /// The process-wide cache behind ``CubicBezier``'s initialisers.
  static let shared = CubicBezierSolverCache(capacity: 16)

  /// The largest number of solvers kept.
  let capacity: Int
  private let entries = Mutex(Entries())

  /// An empty cache keeping at most `capacity` solvers (0 keeps none).
  init(capacity: Int) {
    self.capacity = max(capacity, 0)
  }

  /// The solver for these control points: the cached one if there is one, else a new one,
  /// which is cached.
  func solver(x1: Double, y1: Double, x2: Double, y2: Double) -> CubicBezierSolver {
    let key = Key(
      x1: x1.bitPattern, y1: y1.bitPattern, x2: x2.bitPattern, y2: y2.bitPattern)
    let (cached, clock) = entries.withLock { ($0.lookUp(key), $0.clock) }
    if let cached { return cached }
    let built = CubicBezierSolver(x1: x1, y1: y1, x2: x2, y2: y2)
    return entries.withLock {
      $0.insert(built, for: key, capacity: capacity, clockAtMiss: clock)
    }
  }

  /// How many solvers the cache holds.
  var count: Int { entries.withLock { $0.count } }
}

#if hasFeature(Embedded)
  /// The WebAssembly build's stand-in for Synchronization's `Mutex`, which Embedded Swift on
  /// `wasm32-unknown-none` does not provide: that module runs on one thread (no shared
  /// memory, no threads), so the body runs without a lock.
  final class Mutex<Value>: @unchecked Sendable {
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result { body(&value) }
  }
#endif
