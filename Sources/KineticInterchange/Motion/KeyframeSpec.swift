import Kinetic

/// A keyframe spec, parsed: one track of keyframes written in SwiftUI, Compose, Motion
/// (framer-motion), CSS or Core Animation syntax, turned into a ``KeyframeTimeline`` once the initial value
/// (`--from`) is known.
///
/// Unlike an animation spec, a keyframe spec defines its own path: keyframe values are absolute,
/// so there is no target (`--to`) — except a Compose `keyframes { … }` with no keyframe at
/// `durationMillis`, which ends at the animation's target as Compose's does (``endsAtTarget``).
/// The forms (see ``KeyframeSpecForms/help``):
///
///     KeyframeTrack(\.scale) { LinearKeyframe(1.2, duration: 0.2); SpringKeyframe(1, spring: .bouncy) }
///     keyframes { durationMillis = 500; 1.2 at 100 using EaseIn; 1 at 500 }
///     animate([0, 1.2, 1], { duration: 0.5, times: [0, 0.2, 1], ease: ["easeIn", "linear"] })
///     @keyframes { 20% { scale: 1.2; animation-timing-function: ease-in } 100% { scale: 1 } }
///     CAKeyframeAnimation(values: [0, 1.2, 1], keyTimes: [0, 0.2, 1], calculationMode: .cubic)
package struct KeyframeSpec: @unchecked Sendable {
  /// The spec as given.
  package let source: String
  /// The series name: the key path (`scale`) or CSS property when one is written, else the
  /// spec itself.
  package let label: String
  /// The keyframes for an initial value (the forms that end at or return to the underlying
  /// value need it) and a target (read only when ``endsAtTarget``), each with the column it was
  /// written at.
  package let keyframes:
    (_ initialValue: Double, _ target: Double) -> [(
      keyframe: Keyframe<Double>, column: Int
    )]
  /// The column of the form's head (`KeyframeTrack`, `keyframes`, …), for whole-track errors.
  package let column: Int
  /// Whether the track ends at the animation's target (Compose's `keyframes` without a
  /// keyframe at `durationMillis`), so that a target (`--to`, 1 when not given) applies.
  package var endsAtTarget = false
  /// The CSS property the track animates, with its transform function and unit, when a CSS
  /// `@keyframes` rule names one: what a CSS export writes back.
  package var property: CSSAnimatedProperty?

  /// Whether `source` is written in one of the keyframe forms (decided by its first word).
  package static func recognises(_ source: String) -> Bool {
    recognises(irreducible: SpecSnippet.reduced(source)?.spec ?? source)
  }

  /// ``recognises(_:)`` of a spec that ``SpecSnippet`` leaves as it is.
  static func recognises(irreducible source: String) -> Bool {
    let head = source.blankingComments(.leadingLines).unicodeScalars.drop {
      $0.isSyntaxSpace
    }
    let word = head.prefix { $0 == "@" || $0.isWordPart }
    if String(String.UnicodeScalarView(word)) == "animate" {
      // Motion's animate(keyframes, options) starts with an array, its
      // animate(value, keyframes, options) with a name and then an array; Anime.js 4's
      // animate(targets, parameters) with a target and then an object, and is a foreign spec.
      let rest = head.dropFirst(word.count).drop { $0.isSyntaxSpace }
      guard rest.first == "(" else { return false }
      let inside = rest.dropFirst().drop { $0.isSyntaxSpace }
      if inside.first == "[" { return true }
      let target: Substring.UnicodeScalarView.SubSequence
      if let quote = inside.first, quote == "\"" || quote == "'" {
        guard let close = inside.dropFirst().firstIndex(of: quote) else { return false }
        target = inside[inside.index(after: close)...]
      } else {
        target = inside.drop { $0.isWordPart }
        guard target.startIndex != inside.startIndex else { return false }
      }
      let comma = target.drop { $0.isSyntaxSpace }
      return comma.first == ","
        && comma.dropFirst().drop { $0.isSyntaxSpace }.first == "["
    }
    return [
      "KeyframeTrack", "keyframes", "keyframesWithSpline", "animate", "@keyframes",
      "CAKeyframeAnimation",
    ]
    .contains(String(String.UnicodeScalarView(word)))
  }

  /// Parses `source` in whichever keyframe form it is written.
  ///
  /// - Throws: ``SpecError`` naming the offending token and its column.
  package static func parse(_ source: String) throws(SpecError) -> KeyframeSpec {
    let snippet = try SpecSnippet(source)
    if snippet.isReduced {
      return try snippet.reading { (spec) throws(SpecError) in try parse(spec) }
    }
    return try parse(irreducible: source)
  }

  /// ``parse(_:)`` of a spec that ``SpecSnippet`` leaves as it is.
  static func parse(irreducible source: String) throws(SpecError) -> KeyframeSpec {
    let source = source.blankingComments(.leadingLines)
    let scanner = try TokenCursor(source, dialect: .code)
    let head = scanner.current.text
    // Another ecosystem's form is named in its errors, as the other foreign forms are.
    func naming(_ form: String, _ parse: () throws(SpecError) -> KeyframeSpec)
      throws(SpecError) -> KeyframeSpec
    {
      do {
        return try parse()
      } catch {
        guard !error.message.hasPrefix("in ") else { throw error }
        throw SpecError("in \(form): \(error.message)", column: error.column, source: error.source)
      }
    }
    switch head {
    case "KeyframeTrack": return try SwiftUIKeyframesForm.parse(scanner)
    case "keyframes", "keyframesWithSpline":
      return try naming("Compose \(head) { ... }") { () throws(SpecError) in
        try ComposeKeyframesForm.parse(scanner)
      }
    case "animate":
      return try naming("Motion animate(keyframes, options)") { () throws(SpecError) in
        try MotionKeyframesForm.parse(scanner)
      }
    case "CAKeyframeAnimation":
      return try naming("Core Animation CAKeyframeAnimation(...)") { () throws(SpecError) in
        try CoreAnimationKeyframesForm.parse(scanner)
      }
    default:
      return try naming("CSS @keyframes") { () throws(SpecError) in
        try CSSKeyframesForm.parse(scanner)
      }
    }
  }

  /// The track from `initialValue` (towards `target`, `initialValue + 1` when `nil`, when it
  /// ``endsAtTarget``) as the one
  /// animation path takes it: validated as ``timeline(from:to:)`` validates it, then an
  /// ``Animation/keyframes(_:)`` animation whose fractions of a change of 1 from 0 are the
  /// track's absolute values — a ``MoveKeyframe`` to `initialValue` at time 0, then the
  /// keyframes — so sampling it from 0 to 1 gives the timeline's values and velocities bit for
  /// bit (0 + x and 1·x are exact).
  package func animationSpec(from initialValue: Double, to target: Double? = nil)
    throws(SpecError) -> AnimationSpec
  {
    _ = try timeline(from: initialValue, to: target)
    let track =
      [Keyframe.move(MoveKeyframe(initialValue))]
      + keyframes(initialValue, target ?? initialValue + 1).map { $0.keyframe }
    return AnimationSpec(
      source: source, animation: .keyframes(track), label: label, property: property)
  }

  /// The timeline from `initialValue` (towards `target`, `initialValue + 1` when `nil`, when it
  /// ``endsAtTarget``), validated:
  /// a ``KeyframeError`` becomes a ``SpecError`` at the keyframe's column, naming it.
  package func timeline(from initialValue: Double, to target: Double? = nil) throws(SpecError)
    -> KeyframeTimeline<Double>
  {
    let written = keyframes(initialValue, target ?? initialValue + 1)
    let track = AnyKeyframeTrack(wholeValue: written.map { $0.keyframe })
    do {
      return try KeyframeTimeline(initialValue: initialValue, tracks: [track], validating: true)
    } catch {
      let column = error.location.map { written[$0.keyframe].column } ?? self.column
      throw SpecError(error.description, column: column, source: source)
    }
  }
}
