extension Animation {
  /// This animation with every spring in it completing by `rule`: the spring at its core
  /// (under any delay, speed, repetition or logical-completion wrapper) and, for
  /// ``default``, the spring it stands for (the result is then that spring, no longer
  /// `default`). Other kinds are returned unchanged.
  ///
  /// SwiftUI-named springs complete by ``SpringCompletionRule/swiftui`` unless told otherwise;
  /// `.smooth.completionRule(.kinetic)` is `.smooth` removed by Kinetic's scale-free bound
  /// (`kinetic eval … --completion-rule kinetic`). The motion is the same either way.
  ///
  /// - Complexity: O(w) for w wrappers, without recursion.
  public func completionRule(_ rule: SpringCompletionRule) -> Animation {
    var wrappers: [Kind] = []
    var current = self
    var core: Animation
    descent: while true {
      switch current.kind {
      case .delay(_, let base), .speed(_, let base), .repeating(_, _, let base),
        .alternating(_, let base), .logicallyComplete(_, let base):
        wrappers.append(current.kind)
        current = base
      case .default:
        core = Animation.defaultBase.completionRule(rule)
        break descent
      case .spring(var spring):
        guard spring.completionRule != rule else { return self }
        spring.completionRule = rule
        core = Animation(kind: .spring(spring))
        break descent
      case .timingCurve, .easing, .custom, .keyframes, .decay:
        return self
      }
    }
    for wrapper in wrappers.reversed() {
      switch wrapper {
      case .delay(let delay, _): core = Animation(kind: .delay(delay, core))
      case .speed(let speed, _): core = Animation(kind: .speed(speed, core))
      case .repeating(let count, let autoreverses, _):
        core = Animation(kind: .repeating(count: count, autoreverses: autoreverses, core))
      case .alternating(let count, _): core = Animation(kind: .alternating(count: count, core))
      case .logicallyComplete(let after, _):
        core = Animation(kind: .logicallyComplete(after: after, core))
      default: break
      }
    }
    return core
  }
}
