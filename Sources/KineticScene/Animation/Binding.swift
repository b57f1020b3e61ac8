import Kinetic

/// A way to change one part of a scene's state, carrying the transaction its changes are made
/// in, as SwiftUI's `Binding` with `animation(_:)` and `transaction(_:)`: a control bound with
/// `$isOn.animation(.spring)` animates every change it makes.
///
/// A SwiftUI binding reads and writes a storage location; a scene's state is a value that only
/// the scene changes at a given time, so here the binding names the part (a key path) and the
/// scene makes the change: ``SceneModel/binding(_:)`` makes one, ``SceneModel/set(_:to:at:)``
/// changes the state through it, in the binding's ``transaction`` (Apple, `Binding`: "The root
/// transaction for a state change comes from the binding that changed").
///
/// ```swift
/// let isOn = scene.binding(\.isOn).animation(.spring)
/// scene.set(isOn, to: true, at: 0.5)   // as withAnimation(.spring) { $0.isOn = true }
/// ```
public struct Binding<Root, Value> {
  /// The part of the state.
  public let keyPath: WritableKeyPath<Root, Value>
  /// The transaction of the changes made through the binding (none by default: immediate).
  public var transaction: Transaction

  /// A binding to `keyPath` with `transaction`.
  public init(_ keyPath: WritableKeyPath<Root, Value>, transaction: Transaction = Transaction()) {
    self.keyPath = keyPath
    self.transaction = transaction
  }

  /// The same binding with its changes animated by `animation`, as SwiftUI's
  /// `Binding.animation(_:)` ("Specifies an animation to perform when the binding value
  /// changes"; the default animation is `.default`, as there).
  public func animation(_ animation: Animation? = .default) -> Binding {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }

  /// The same binding with its changes made in `transaction`, as SwiftUI's
  /// `Binding.transaction(_:)`.
  public func transaction(_ transaction: Transaction) -> Binding {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension SceneModel {
  /// A binding to `keyPath` of the state, with no animation (``Binding/animation(_:)`` adds one).
  public func binding<Value>(_ keyPath: WritableKeyPath<State, Value>) -> Binding<State, Value> {
    Binding(keyPath)
  }

  /// Sets the part of the state `binding` names to `value` at `time`, in the binding's
  /// transaction (``withTransaction(_:at:_:)``).
  public mutating func set<Value>(
    _ binding: Binding<State, Value>, to value: Value, at time: Double
  ) {
    withTransaction(binding.transaction, at: time) { $0[keyPath: binding.keyPath] = value }
  }
}
