/// What the reducer knows of the ecosystems' names: the calls that carry an animation, the
/// heads of the forms, and the labels that say which ecosystem a value is written for.
extension SnippetReducer {
  /// Calls whose arguments carry an animation (never a form).
  static let callSites: Set<String> = [
    "withAnimation", "useSpring", "useSprings", "useTrail", "useTransition", "useChain",
    "AnimatedContainer", "AnimatedOpacity", "AnimatedAlign", "AnimatedPadding",
    "AnimatedPositioned", "AnimatedScale", "AnimatedRotation", "AnimatedSlide",
    "AnimatedCrossFade", "AnimatedSwitcher", "AnimatedSize", "AnimatedDefaultTextStyle",
    "AnimatedPhysicalModel", "AnimatedTheme", "TweenAnimationBuilder", "AnimatedVisibility",
    "Crossfade", "AnimatedContent", "animateContentSize", "fadeIn", "fadeOut", "slideIn",
    "slideOut", "slideInVertically", "slideOutVertically", "slideInHorizontally",
    "slideOutHorizontally", "scaleIn", "scaleOut", "expandIn", "shrinkOut", "expandVertically",
    "shrinkVertically", "expandHorizontally", "shrinkHorizontally", "animateFloat",
    "animateColor", "animateDp", "animateValue", "motion", "useAnimate", "useAnimation",
    "CurvedAnimation",
  ]

  /// The heads of the forms, from the tables that define them.
  static let knownHeads: Set<String> = {
    var heads = ForeignSpec.leadingWords.subtracting(declarationKeywords)
    heads.formUnion(PhysicsSpec.baseNames)
    heads.formUnion(SpecFormTable.baseNames)
    heads.formUnion([
      "Animation", "KeyframeTrack", "keyframes", "keyframesWithSpline", "CAKeyframeAnimation",
      "transition", "animation",
    ])
    return heads
  }()

  /// The value `range` of a carrier labelled `label`, with what the label says about its
  /// ecosystem written where the value alone would read as another's: Compose's `spring()`
  /// under `animationSpec` (Kotlin's `spring<Float>()`, not SwiftUI's `spring()`), and a
  /// react-spring `config:` object without a key only react-spring has (react-spring's
  /// defaults spread first, not Motion's).
  func naming(_ range: Range<Int>, label: String?) -> Found {
    let first = tokens[range.lowerBound]
    if label == "animationSpec", first.isWord("spring"),
      at(range.lowerBound + 1).isPunctuation("("),
      !tokens[range].contains(where: { $0.isPunctuation("=") })
    {
      var result = written([("spring<Float>", first.column)])
      result.columns.removeLast()
      let rest = found(range.lowerBound + 1..<range.upperBound)
      result.text += rest.text
      result.columns += rest.columns
      return result
    }
    if label == "config", first.isPunctuation("{"), let close = closing[range.lowerBound],
      close == range.upperBound - 1,
      !topLevelKeys(range.lowerBound + 1..<close).contains(where: {
        ForeignBinder.reactSpringOnlyKeys.contains($0)
      }), !tokens[range].contains(where: { $0.isPunctuation(".") })
    {
      let inner = trimmed(range.lowerBound + 1..<close)
      guard !inner.isEmpty else { return written([("config.default", first.column)]) }
      var result = written([("{ ...config.default, ", first.column)])
      result.columns.removeLast()
      let rest = found(inner)
      result.text += rest.text + " }"
      result.columns +=
        rest.columns.dropLast()
        + [close + 1, close + 1, close + 1].map { _ in
          tokens[close].column
        }
      return result
    }
    return found(range)
  }
}
