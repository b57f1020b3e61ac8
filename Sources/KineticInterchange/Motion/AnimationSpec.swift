import Kinetic

/// An animation spec, parsed and bound: the text a user pasted from SwiftUI or CSS
/// (`spring(duration: 0.5, bounce: 0.3).delay(0.2)`, `cubic-bezier(0.25, 0.1, 0.25, 1)`) turned
/// into an `Animation`. What the spec is (a curve, a spring, with modifiers) is asked of the
/// animation's `Animation.Kind`.
///
/// The other ecosystems' spellings (Compose, Flutter, Motion, react-spring, Core Animation,
/// UIKit) are read by `ForeignSpec` into the same animation.
///
/// CSS forms last 1 s, so that time equals input progress. Bare `linear` is SwiftUI's (0.35 s);
/// `linear(...)` with stops is CSS's.
public struct AnimationSpec: Sendable {
  /// The spec as given.
  public let source: String
  /// The animation the spec describes, modifiers included.
  public let animation: Animation
  /// The series name: the spec itself, or a keyframe track's key path (`scale`) or CSS property.
  public let label: String
  /// The CSS property a `@keyframes` rule (alone or after `animation:`) or a Web Animations
  /// keyframe track animates, with its transform function and unit: a CSS or Web Animations
  /// export writes the same property back.
  package let property: CSSAnimatedProperty?

  /// This spec with every spring in its animation completing by `rule`
  /// (``Kinetic/Animation/completionRule(_:)``): same source and label.
  public func completionRule(_ rule: SpringCompletionRule) -> AnimationSpec {
    AnimationSpec(
      source: source, animation: animation.completionRule(rule), label: label, property: property)
  }

  /// A spec named by its source unless `label` is given, animating `property` when a CSS
  /// `@keyframes` rule or a Web Animations keyframe track names one.
  package init(
    source: String, animation: Animation, label: String? = nil,
    property: CSSAnimatedProperty? = nil
  ) {
    self.source = source
    self.animation = animation
    self.label = label ?? source
    self.property = property
  }

  /// Parses and binds `source`.
  ///
  /// - Throws: ``SpecError`` naming the offending token and its column.
  public static func parse(_ source: String) throws(SpecError) -> AnimationSpec {
    // A snippet with its surroundings is read as the animation it carries.
    let snippet = try SpecSnippet(source)
    if snippet.isReduced {
      return try snippet.reading { (spec) throws(SpecError) in try parse(spec) }
    }
    return try parse(irreducible: source)
  }

  /// ``parse(_:)`` of a spec that ``SpecSnippet`` leaves as it is.
  static func parse(irreducible source: String) throws(SpecError) -> AnimationSpec {
    if CSSDeclarationSpec.recognises(source) {
      let declaration = try CSSDeclarationSpec.read(source)
      return AnimationSpec(
        source: source, animation: declaration.animation, property: declaration.property)
    }
    if ForeignSpec.recognises(source) {
      let foreign = try ForeignSpec.parse(source)
      return AnimationSpec(
        source: source, animation: foreign.animation, property: foreign.property)
    }
    let syntax = try SpecParser.parse(source)
    return try SpecBinder(source: source).bind(syntax)
  }

  /// Parses `source` as ``parse(_:)`` does, or, written in one of the keyframe forms (see
  /// ``KeyframeSpec``), as a keyframe track whose values are absolute and whose initial value is
  /// `initialValue`: an ``Animation/keyframes(_:)`` animation to sample from 0 with a change
  /// of 1 (so that its offsets are the track's values, exactly). `target` is read only by a
  /// track that ends at its animation's target (``KeyframeSpec/endsAtTarget``; `initialValue + 1`
  /// when `nil`).
  ///
  /// - Throws: ``SpecError`` naming the offending token, or the keyframe at fault, and its
  ///   column.
  package static func parse(
    _ source: String, keyframesFrom initialValue: Double, to target: Double? = nil
  ) throws(SpecError) -> AnimationSpec {
    try parseTrack(source, keyframesFrom: initialValue, to: target).spec
  }

  /// ``parse(_:keyframesFrom:to:)``, with whether the spec is a keyframe track that ends at
  /// its animation's target (``KeyframeSpec/endsAtTarget``) from the same parse: `false` for
  /// any other spec.
  package static func parseTrack(
    _ source: String, keyframesFrom initialValue: Double, to target: Double? = nil
  ) throws(SpecError) -> (spec: AnimationSpec, endsAtTarget: Bool) {
    let snippet = try SpecSnippet(source)
    return try snippet.reading {
      (spec) throws(SpecError) -> (spec: AnimationSpec, endsAtTarget: Bool) in
      guard KeyframeSpec.recognises(spec) else { return (try parse(spec), false) }
      let track = try KeyframeSpec.parse(spec)
      return (try track.animationSpec(from: initialValue, to: target), track.endsAtTarget)
    }
  }
}
