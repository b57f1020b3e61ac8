import Kinetic

extension ForeignBinder {
  /// `CAMediaTimingFunction(name: .easeIn)` (also `CAMediaTimingFunctionName.easeIn`),
  /// `CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)`, and UIKit's
  /// `UICubicTimingParameters(animationCurve: .easeIn)` /
  /// `(controlPoint1: CGPoint(x:y:), controlPoint2: CGPoint(x:y:))`.
  func appleCurve(_ value: ForeignValue) throws(SpecError) -> UnitCurve {
    guard case .call(let parts, let arguments, let column) = value else {
      throw error("in Core Animation: expected a call, got \(value.described)", value.column)
    }
    let name = parts.joined(separator: ".")
    if name == "UICubicTimingParameters" {
      if arguments.first?.label == "animationCurve" {
        return try namedCurve(
          arguments, label: "animationCurve", ForeignEasings.uiKit,
          form: "UIKit UICubicTimingParameters(animationCurve:)", prefix: "UIView.AnimationCurve",
          column: column)
      }
      let form = "UIKit UICubicTimingParameters(controlPoint1:controlPoint2:)"
      let a = try match(arguments, ["controlPoint1", "controlPoint2"], form: form, column: column)
      let p1 = try point(a["controlPoint1"], "controlPoint1", form: form)
      let p2 = try point(a["controlPoint2"], "controlPoint2", form: form)
      return try bezier(p1.x, p1.y, p2.x, p2.y, form: form, column: column)
    }
    if arguments.first?.label == "name" {
      return try namedCurve(
        arguments, label: "name", ForeignEasings.coreAnimation,
        form: "CAMediaTimingFunction(name:)", prefix: "CAMediaTimingFunctionName", column: column)
    }
    let form = "CAMediaTimingFunction(controlPoints:_:_:_:)"
    guard arguments.count == 4, arguments[0].label == "controlPoints",
      arguments.dropFirst().allSatisfy({ $0.label == nil })
    else {
      throw error("in \(form): expected controlPoints: x1, y1, x2, y2", column)
    }
    let unlabelled = arguments.map {
      ForeignArgument(label: nil, column: $0.column, value: $0.value)
    }
    return try controlPoints(
      unlabelled, labels: ["x1", "y1", "x2", "y2"], form: form, column: column)
  }

  /// `Type(label: .easeIn)`: the one argument `label`, a member naming a curve of `table`
  /// (``member(_:_:form:prefix:)``).
  func namedCurve(
    _ arguments: [ForeignArgument], label: String, _ table: [String: UnitCurve], form: String,
    prefix: String, column: Int
  ) throws(SpecError) -> UnitCurve {
    let a = try match(arguments, [label], form: form, column: column)
    return try member(a[label]!.value, table, form: form, prefix: prefix)
  }

  /// The curve a Swift member (`.easeIn`, `Type.easeIn`) names in `table`.
  func member(_ value: ForeignValue, _ table: [String: UnitCurve], form: String, prefix: String)
    throws(SpecError) -> UnitCurve
  {
    guard case .name(let parts, let column) = value, let last = parts.last,
      parts.count == 2 && (parts[0].isEmpty || parts[0] == prefix)
    else {
      throw error(
        "in \(form): expected a name such as .easeIn, got \(value.described)", value.column)
    }
    guard let curve = table[last] else {
      // Core Animation spells UIKit's and CSS's ease-in-out `easeInEaseOut`.
      if last == "easeInOut", table["easeInEaseOut"] != nil {
        throw error(
          "in \(form): unknown name '.easeInOut'; Core Animation's is '.easeInEaseOut'", column)
      }
      throw unknown(
        "name", "." + last, among: table.keys.map { "." + $0 }, form: form, column: column)
    }
    return curve
  }

  /// `CGPoint(x:y:)`.
  func point(_ argument: ForeignArgument?, _ name: String, form: String) throws(SpecError)
    -> (x: Double, y: Double)
  {
    guard let argument, case .call(["CGPoint"], let arguments, let column) = argument.value else {
      throw error("in \(form): '\(name)' takes CGPoint(x:y:)", argument?.value.column ?? formColumn)
    }
    let a = try match(arguments, ["x", "y"], form: "CGPoint(x:y:)", column: column)
    return (try number(a["x"], "x", form: form), try number(a["y"], "y", form: form))
  }

  /// The x component of `CGVector(dx:dy:)` or a number (a 1-D motion's velocity).
  func vectorVelocity(_ argument: ForeignArgument?, form: String) throws(SpecError) -> Double {
    guard let argument else { return 0 }
    if case .call(["CGVector"], let arguments, let column) = argument.value {
      let a = try match(arguments, ["dx", "dy"], form: "CGVector(dx:dy:)", column: column)
      return try number(a["dx"], "dx", form: form)
    }
    return try number(argument, "initialVelocity", form: form)
  }

  /// Core Animation and UIKit springs and animations: `CASpringAnimation(perceptualDuration:
  /// bounce:)` (iOS 17, SwiftUI's duration and bounce), `CASpringAnimation(mass:stiffness:
  /// damping:initialVelocity:)` (its properties, defaults 1, 100, 10, 0),
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`,
  /// `UISpringTimingParameters(duration:bounce:initialVelocity:)`,
  /// `UIViewPropertyAnimator(duration:timingParameters:)` / `(duration:curve:)` /
  /// `(duration:dampingRatio:)`, and `UIView.animate(withDuration:delay:usingSpringWithDamping:
  /// initialSpringVelocity:options:animations:completion:)` or `(withDuration:delay:options:…)`.
  /// Velocities are UIKit's: distances per second.
  func appleAnimation(_ value: ForeignValue) throws(SpecError) -> Animation {
    guard case .call(let parts, let arguments, let column) = value else {
      throw error("in UIKit: expected a call, got \(value.described)", value.column)
    }
    let name = parts.joined(separator: ".")
    switch name {
    case "CASpringAnimation":
      if arguments.contains(where: { $0.label == "perceptualDuration" }) {
        return try durationBounceSpring(
          arguments, duration: "perceptualDuration", velocity: nil,
          form: "CASpringAnimation(perceptualDuration:bounce:)", column: column)
      }
      return try physicalSpring(
        arguments, form: "CASpringAnimation(mass:stiffness:damping:initialVelocity:)",
        column: column)
    case "UISpringTimingParameters":
      if arguments.contains(where: { $0.label == "duration" }) {
        return try durationBounceSpring(
          arguments, duration: "duration", velocity: "initialVelocity",
          form: "UISpringTimingParameters(duration:bounce:initialVelocity:)", column: column)
      }
      if arguments.contains(where: { $0.label == "dampingRatio" }) {
        throw error(
          "in UISpringTimingParameters(dampingRatio:initialVelocity:): the spring's stiffness "
            + "comes from the animator's duration; write "
            + "UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters(...))",
          column)
      }
      return try physicalSpring(
        arguments, form: "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)",
        column: column)
    case "UIViewPropertyAnimator":
      let form = "UIViewPropertyAnimator(duration:timingParameters:|curve:|dampingRatio:)"
      let a = try match(
        arguments, ["duration", "timingParameters", "curve", "dampingRatio", "animations"],
        form: form, column: column)
      let duration = try number(a["duration"], "duration", form: form, .positive)
      if let ratio = a["dampingRatio"] {
        return try uiKitSpring(
          duration: duration, ratio: try number(ratio, "dampingRatio", form: form, .positive),
          velocity: 0, form: form, column: column)
      }
      if let curve = a["curve"] {
        return .timingCurve(
          try member(
            curve.value, ForeignEasings.uiKit, form: form, prefix: "UIView.AnimationCurve"),
          duration: duration)
      }
      guard let parameters = a["timingParameters"],
        case .call(let p, let pArguments, let pColumn) = parameters.value
      else {
        return .timingCurve(.easeInOut, duration: duration)
      }
      if p == ["UICubicTimingParameters"] {
        return .timingCurve(try appleCurve(parameters.value), duration: duration)
      }
      guard p == ["UISpringTimingParameters"] else {
        throw error(
          "in \(form): 'timingParameters' takes UICubicTimingParameters(...) or UISpringTimingParameters(...)",
          pColumn)
      }
      if pArguments.contains(where: { $0.label == "dampingRatio" }) {
        let sForm = "UISpringTimingParameters(dampingRatio:initialVelocity:)"
        let s = try match(
          pArguments, ["dampingRatio", "initialVelocity"], form: sForm, column: pColumn)
        return try uiKitSpring(
          duration: duration,
          ratio: try number(s["dampingRatio"], "dampingRatio", form: sForm, .positive),
          velocity: try vectorVelocity(s["initialVelocity"], form: sForm), form: sForm,
          column: pColumn)
      }
      // A physical or duration/bounce spring ignores the animator's duration, as UIKit does.
      return try appleAnimation(parameters.value)
    case "UIView.animate":
      let form =
        "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
      let a = try match(
        arguments,
        [
          "withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity", "options",
          "animations", "completion",
        ], form: form, column: column)
      let duration = try number(a["withDuration"], "withDuration", form: form, .positive)
      let delay = try number(a["delay"], "delay", form: form, default: 0, .nonNegative)
      var curve = UnitCurve.easeInOut
      if let options = a["options"] {
        // An option set is an array literal, or one member alone (`options: .curveEaseOut`).
        let items: [ForeignValue]
        switch options.value {
        case .array(let list, _): items = list
        case .name(let p, _) where p.first == "": items = [options.value]
        default:
          throw error(
            "in \(form): 'options' takes an array such as [.curveEaseOut]", options.value.column)
        }
        for item in items {
          guard case .name(let p, let c) = item, let last = p.last,
            let named = ForeignEasings.uiKitOptions[last]
          else {
            throw error(
              "in \(form): unsupported option \(item.described); Kinetic reads "
                + ".curveEaseInOut, .curveEaseIn, .curveEaseOut and .curveLinear", item.column)
          }
          _ = c
          curve = named
        }
      }
      var animation: Animation
      if let damping = a["usingSpringWithDamping"] {
        animation = try uiKitSpring(
          duration: duration,
          ratio: try number(damping, "usingSpringWithDamping", form: form, .positive),
          velocity: try number(
            a["initialSpringVelocity"], "initialSpringVelocity", form: form, default: 0),
          form: form, column: column)
      } else {
        animation = .timingCurve(curve, duration: duration)
      }
      return delay > 0 ? animation.delay(delay) : animation
    default:
      throw unknown(
        "animation", name,
        among: [
          "CASpringAnimation", "UISpringTimingParameters", "UIViewPropertyAnimator",
          "UIView.animate",
        ],
        form: "UIKit", column: column)
    }
  }

  /// The iOS 17 duration-and-bounce springs (SwiftUI's parameters under Apple's labels):
  /// `CASpringAnimation(perceptualDuration:bounce:)` and
  /// `UISpringTimingParameters(duration:bounce:initialVelocity:)`; bounce defaults to 0.
  func durationBounceSpring(
    _ arguments: [ForeignArgument], duration: String, velocity: String?, form: String,
    column: Int
  ) throws(SpecError) -> Animation {
    let a = try match(
      arguments, [duration, "bounce"] + (velocity.map { [$0] } ?? []), form: form, column: column)
    let spring = try self.spring(
      .durationBounce(
        duration: try number(a[duration], duration, form: form, .positive),
        bounce: try number(a["bounce"], "bounce", form: form, default: 0, .bounce)),
      form: form, column: column)
    return .interpolatingSpring(
      spring,
      initialVelocity: try velocity.map { name throws(SpecError) in
        try vectorVelocity(a[name], form: form)
      } ?? 0)
  }

  /// `(mass:stiffness:damping:initialVelocity:)` with Core Animation's defaults.
  func physicalSpring(_ arguments: [ForeignArgument], form: String, column: Int) throws(SpecError)
    -> Animation
  {
    let a = try match(
      arguments, ["mass", "stiffness", "damping", "initialVelocity"], form: form, column: column)
    let spring = try self.spring(
      .massStiffnessDamping(
        mass: try number(a["mass"], "mass", form: form, default: 1, .positive),
        stiffness: try number(a["stiffness"], "stiffness", form: form, default: 100, .positive),
        damping: try number(a["damping"], "damping", form: form, default: 10, .nonNegative),
        allowOverDamping: true), form: form, column: column)
    return .interpolatingSpring(
      spring, initialVelocity: try vectorVelocity(a["initialVelocity"], form: form))
  }

  /// UIKit's duration-based spring by the rule public reverse engineering shows, not measured
  /// on iOS (see ``DurationResolvedSpring/uiKit(duration:dampingRatio:velocity:)``).
  func uiKitSpring(duration: Double, ratio: Double, velocity: Double, form: String, column: Int)
    throws(SpecError) -> Animation
  {
    guard
      let spring = DurationResolvedSpring.uiKit(
        duration: duration, dampingRatio: ratio, velocity: velocity)
    else {
      throw error(
        "in \(form): UIKit's rule (12 Newton steps towards the spring whose envelope is 0.001 of "
          + "the change at \(duration) s) finds no spring for this damping and velocity",
        column)
    }
    return .interpolatingSpring(spring, initialVelocity: velocity)
  }
}
