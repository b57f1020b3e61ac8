/// The syntax tree of an animation spec: a base call followed by modifier calls, every node
/// carrying the column it starts at so that the binder can point at mistakes.
///
///     spec     := ('.' | 'Animation' '.')? call time? ('.' call)*
///     time     := number ('ms' | 's')
///     call     := IDENT ('(' (argument (',' argument)*)? ')')?
///     argument := (IDENT ':')? value
///     value    := IDENT | number '%'? (number '%')* | '.'? call
///
/// A value that is a call (`.bouncy`, `Spring(mass: 1, stiffness: 100, damping: 10)`,
/// `.snappy(duration: 0.3)`) is a nested value such as SwiftUI's `.spring(.bouncy)` takes; a
/// bare name without a dot or parentheses stays an identifier (`jump-end`, `true`).
/// A CSS time after the base (`ease 300ms`, `ease-in-out 0.3s`) is the duration of a CSS easing.
struct SpecSyntax: Equatable, Sendable {
  /// The animation or curve the spec names (`spring(...)`, `cubic-bezier(...)`).
  var base: CallSyntax
  /// A CSS `<time>` written after the base (`300ms`, `0.3s`), or `nil`.
  var time: TimeSyntax? = nil
  /// The modifiers applied in order (`.delay(0.2)`, `.speed(2)`).
  var modifiers: [CallSyntax]
}

/// A CSS `<time>`: a number with the unit `ms` or `s`.
struct TimeSyntax: Equatable, Sendable {
  /// The time in seconds.
  var seconds: Double
  /// The literal as written, e.g. `300ms`.
  var text: String
  var column: Int
}

/// A name with an optional parenthesised argument list.
struct CallSyntax: Equatable, Sendable {
  var name: String
  var column: Int
  /// `nil` when the name was written without parentheses (`easeInOut`); `[]` for `spring()`.
  var arguments: [ArgumentSyntax]?
}

/// One argument: an optional label and a value.
struct ArgumentSyntax: Equatable, Sendable {
  var label: String?
  /// Column of the label if present, else of the value.
  var column: Int
  var value: ValueSyntax
  var valueColumn: Int
}

/// An argument value.
indirect enum ValueSyntax: Equatable, Sendable {
  /// A name such as `jump-end` or `true`.
  case identifier(String)
  /// One or more numbers, each possibly a percentage: `0.5`, `75%`, `0.25 75%`, `0.5 25% 75%`.
  case numbers([NumberSyntax])
  /// A nested call: `.bouncy`, `.snappy(duration: 0.3)`, `Spring(duration: 0.5, bounce: 0.2)`
  /// (the leading dot, or a `Spring.` prefix, is not kept).
  case call(CallSyntax)
  /// A call followed by member calls, in grammars that chain them
  /// (`.opacity.combined(with: .scale)` as an argument of `.asymmetric(insertion:removal:)`).
  case chain(SpecSyntax)
}

/// A number literal, possibly followed by `%`.
struct NumberSyntax: Equatable, Sendable {
  var value: Double
  var text: String
  var isPercentage: Bool
  var column: Int
}
