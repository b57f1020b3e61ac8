/// A key for a custom value carried by a ``Transaction``, as SwiftUI's `TransactionKey`
/// (iOS 17): declare a key with a default, then a computed property on `Transaction` that reads
/// and writes `self[Key.self]`.
///
/// ```swift
/// private struct IsUndoKey: TransactionKey {
///   static let defaultValue = false
/// }
/// extension Transaction {
///   var isUndo: Bool {
///     get { self[IsUndoKey.self] }
///     set { self[IsUndoKey.self] = newValue }
///   }
/// }
/// ```
///
/// A transaction modifier (``Node/transaction(_:)``) reads the value to choose an animation for
/// its subtree. Values must be `Sendable` because the scene keeps every change's transaction.
public protocol TransactionKey {
  /// The type of the value.
  associatedtype Value: Sendable

  /// The value a transaction holds for this key until one is set.
  static var defaultValue: Value { get }
}
