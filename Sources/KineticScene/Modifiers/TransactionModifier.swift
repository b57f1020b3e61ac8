import Kinetic

/// Changes the transaction of a change for the modifiers and views inside it, as SwiftUI's
/// `_TransactionModifier` and `_ValueTransactionModifier` (OpenSwiftUI
/// `TransactionModifier.swift`): built by ``Node/transaction(_:)``,
/// ``Node/transaction(value:_:)``, ``Node/animation(_:value:)``, ``Node/animation(_:body:)``
/// and ``Node/transaction(_:body:)``.
///
/// With a watched value, the closure runs only in a change that changed the value (compared
/// with `==` against the same modifier in the tree before the change); a view that has just
/// appeared has no earlier value, so it does not run then (OpenSwiftUI
/// `AnimationModifier.swift`, `ValueTransactionSeed`: the first value seen never matches the
/// transaction). A scoped modifier (the `body:` forms) changes the transaction only down to the
/// content the body was given; the content itself sees the transaction from outside
/// (OpenSwiftUI `_PushPopTransactionModifier`; Apple, `transaction(_:body:)`: "the changes to
/// the transaction performed in the `transform` will only affect the modifiers defined in the
/// `body`").
///
/// It has no effect on layout or painting.
public struct TransactionModifier: SceneModifier {
  /// Changes the transaction.
  public let transform: @Sendable (inout Transaction) -> Void
  /// The watched value, or `nil` to run the closure in every change.
  let watched: WatchedValue?
  /// Whether the change ends at the content of a `body:` form (at its ``TransactionScopeEnd``).
  let isScoped: Bool

  /// A modifier that runs `transform` in every change, as SwiftUI's `transaction(_:)`.
  public init(_ transform: @escaping @Sendable (inout Transaction) -> Void) {
    self.init(transform: transform, watched: nil, isScoped: false)
  }

  /// A modifier that runs `transform` only in changes that change `value`, as SwiftUI's
  /// `transaction(value:_:)`.
  public init<V: Equatable & Sendable>(
    value: V, _ transform: @escaping @Sendable (inout Transaction) -> Void
  ) {
    self.init(transform: transform, watched: WatchedValue(value), isScoped: false)
  }

  init(
    transform: @escaping @Sendable (inout Transaction) -> Void, watched: WatchedValue?,
    isScoped: Bool
  ) {
    self.transform = transform
    self.watched = watched
    self.isScoped = isScoped
  }
}

/// Where a scoped ``TransactionModifier`` stops: the content given to the body of
/// ``Node/transaction(_:body:)`` or ``Node/animation(_:body:)`` sees the transaction from outside
/// the scope again.
struct TransactionScopeEnd: SceneModifier {}

/// An `Equatable` value of any type, compared with the value of the same modifier in another
/// tree.
struct WatchedValue: Sendable {
  let value: any Equatable & Sendable

  init(_ value: some Equatable & Sendable) { self.value = value }

  /// Whether `other` holds an equal value of the same type.
  func isEqual(to other: WatchedValue) -> Bool {
    func open<V: Equatable & Sendable>(_ value: V) -> Bool {
      (other.value as? V).map { $0 == value } ?? false
    }
    return open(value)
  }
}

extension Node {
  /// Changes the transaction of every change for this node and everything inside it, as
  /// SwiftUI's `transaction(_:)`: e.g. `{ $0.animation = $0.animation?.delay(2).speed(2) }`
  /// delays and speeds up whatever animation the change has, `{ $0.animation = nil }` makes
  /// changes inside immediate. The closure runs whatever ``Transaction/disablesAnimations``
  /// says.
  public func transaction(_ transform: @escaping @Sendable (inout Transaction) -> Void) -> Node {
    modifier(TransactionModifier(transform))
  }

  /// Changes the transaction of the changes that change `value`, as SwiftUI's
  /// `transaction(value:_:)` (iOS 17): other changes pass through untouched.
  public func transaction<V: Equatable & Sendable>(
    value: V, _ transform: @escaping @Sendable (inout Transaction) -> Void
  ) -> Node {
    modifier(TransactionModifier(value: value, transform))
  }

  /// Animates the changes that change `value` with `animation` (`nil`: at once), as SwiftUI's
  /// `animation(_:value:)`: "Applies the given animation to this view when the specified value
  /// changes" (Apple). Other changes keep their own animation; under
  /// ``Transaction/disablesAnimations`` it leaves the transaction alone (OpenSwiftUI
  /// `AnimationModifier.swift`, `ChildTransaction`).
  public func animation<V: Equatable & Sendable>(_ animation: Animation?, value: V) -> Node {
    modifier(
      TransactionModifier(
        transform: { if !$0.disablesAnimations { $0.animation = animation } },
        watched: WatchedValue(value), isScoped: false))
  }

  /// Builds modifiers around this node in `body` and changes the transaction only for them, as
  /// SwiftUI's `transaction(_:body:)` (iOS 17): this node's own modifiers and content keep the
  /// transaction from outside.
  ///
  /// ```swift
  /// card.transaction { $0.animation = $0.animation?.speed(2) } body: { content in
  ///   content.opacity(isActive ? 1 : 0)
  /// }
  /// ```
  public func transaction(
    _ transform: @escaping @Sendable (inout Transaction) -> Void, body: (Node) -> Node
  ) -> Node {
    body(modifier(TransactionScopeEnd())).modifier(
      TransactionModifier(transform: transform, watched: nil, isScoped: true))
  }

  /// Animates the modifiers built in `body` with `animation`, as SwiftUI's
  /// `animation(_:body:)` (iOS 17): "the `animation` will only be used on the modifiers defined
  /// in the `body`" (Apple); this node keeps the change's own animation. Under
  /// ``Transaction/disablesAnimations`` it leaves the transaction alone (OpenSwiftUI
  /// `TransactionModifier.swift`: `animation(_:body:)` is `transaction(_:body:)` setting the
  /// animation unless animations are disabled).
  public func animation(_ animation: Animation?, body: (Node) -> Node) -> Node {
    transaction({ if !$0.disablesAnimations { $0.animation = animation } }, body: body)
  }
}
