/// A vector of any number of `Double` components, stored on the heap with value semantics.
///
/// Use it as the ``Animatable/animatableData`` of a type whose number of animated values is only
/// known at run time (the points of a polyline, the bars of a chart), where nesting
/// ``AnimatablePair`` is impractical.
///
/// Storage is a Swift `Array`, so copies are cheap and copy-on-write: mutating one copy never
/// changes another. (A class used as animatable data breaks exactly that, and with it every
/// interpolation; see ``Animatable``.)
///
/// ## Operands of different length
///
/// Every vector is read as if padded with infinitely many trailing zeros:
/// - `a + b` and `a - b` have the length of the longer operand; the shorter one contributes
///   zeros past its end.
/// - ``zero`` is the empty vector. It is the identity of `+` for every length.
/// - `==` ignores trailing zeros: `[1, 2] == [1, 2, 0, 0]` and `[0, 0] == .zero`.
///   Hashing ignores them too, so `Hashable` agrees with `==`.
///
/// With that reading the vector-space laws hold for operands of any lengths; for instance
/// `a - a == .zero` although `a - a` stores `a.count` zeros.
///
/// - Complexity: `+`, `-`, ``scale(by:)`` and ``magnitudeSquared`` are O(n) in the longer length.
public struct AnimatableVector: Sendable {
  /// The stored components. Components past the end are zero.
  public var scalars: [Double]

  /// Creates a vector from its components.
  @inlinable
  public init(_ scalars: [Double]) { self.scalars = scalars }

  /// Creates a vector from a sequence of components.
  @inlinable
  public init<S: Sequence>(_ scalars: S) where S.Element == Double { self.scalars = Array(scalars) }

  /// Creates the empty vector, equal to ``zero``.
  @inlinable
  public init() { self.scalars = [] }

  /// Creates a vector of `count` equal components.
  ///
  /// - Parameters:
  ///   - value: The value of every component.
  ///   - count: The number of stored components; negative counts are treated as 0.
  @inlinable
  public init(repeating value: Double, count: Int) {
    self.scalars = Array(repeating: value, count: Swift.max(0, count))
  }

  /// The number of stored components (trailing zeros included).
  @inlinable
  public var count: Int { scalars.count }

  /// The largest index the subscript can write: a vector of 2⁴⁰ components (8 TiB) is
  /// beyond any machine, and the bound keeps `index + 1` far from overflowing.
  public static let maximumIndex = 1 << 40

  /// The component at `index`; reading past the end (or before the start) gives 0, in line
  /// with the zero-padding rule, and writing past the end grows the vector with zeros.
  ///
  /// - Parameter index: A component index. Any `Int` can be read.
  /// - Precondition: A written index is in `0...maximumIndex` (a negative or larger index stops
  ///   the program with a message naming it, never an arithmetic overflow).
  @inlinable
  public subscript(index: Int) -> Double {
    get { index >= 0 && index < scalars.count ? scalars[index] : 0 }
    set {
      precondition(
        index >= 0 && index <= Self.maximumIndex,
        "AnimatableVector index \(index) is outside 0...\(Self.maximumIndex)")
      if index >= scalars.count {
        scalars.append(contentsOf: repeatElement(0, count: index - scalars.count + 1))
      }
      scalars[index] = newValue
    }
  }

  /// The number of components up to and including the last non-zero one.
  @usableFromInline
  var significantCount: Int {
    var n = scalars.count
    while n > 0 && scalars[n - 1] == 0 { n -= 1 }
    return n
  }
}

extension AnimatableVector: ExpressibleByArrayLiteral {
  /// Creates a vector from an array literal: `let v: AnimatableVector = [1, 2, 3]`.
  @inlinable
  public init(arrayLiteral elements: Double...) { self.scalars = elements }
}

extension AnimatableVector: Hashable {
  /// Equal when equal component by component after zero-padding the shorter vector.
  @inlinable
  public static func == (lhs: AnimatableVector, rhs: AnimatableVector) -> Bool {
    let n = Swift.max(lhs.scalars.count, rhs.scalars.count)
    for i in 0..<n where lhs[i] != rhs[i] { return false }
    return true
  }

  /// Hashes the components up to the last non-zero one, so that vectors equal under the
  /// zero-padding rule hash alike.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    let n = significantCount
    hasher.combine(n)
    for i in 0..<n { hasher.combine(scalars[i]) }
  }
}

extension AnimatableVector: CustomStringConvertible {
  /// The components in brackets, e.g. `[1.0, 2.5]`.
  public var description: String {
    #if hasFeature(Embedded)
      // Embedded Swift has no Array.description; the same text, written out.
      "[" + scalars.map { "\($0)" }.joined(separator: ", ") + "]"
    #else
      scalars.description
    #endif
  }
}
