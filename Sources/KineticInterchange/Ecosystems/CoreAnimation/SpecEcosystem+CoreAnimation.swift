import Kinetic

extension SpecEcosystem {
  /// Core Animation / UIKit: its row of the table of forms (``SpecFormTable``).
  static let coreAnimation = SpecEcosystem(
    name: "Core Animation / UIKit",
    summary:
      "CAMediaTimingFunction(name: .easeInEaseOut), "
      + "CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1), "
      + "CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2), "
      + "CASpringAnimation(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0), "
      + "UISpringTimingParameters(duration: 0.5, bounce: 0.2), "
      + "UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7), "
      + "UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, "
      + "initialSpringVelocity: 0, options: [], animations: { ... }), "
      + "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.4, y: 0), "
      + "controlPoint2: CGPoint(x: 0.2, y: 1)), "
      + "let a = CABasicAnimation(keyPath: \"x\") (or CASpringAnimation, "
      + "CAKeyframeAnimation) followed by lines a.duration = 0.3, "
      + "a.timingFunction = ..., a.beginTime = CACurrentMediaTime() + 0.1, "
      + "a.autoreverses = true, a.repeatCount = 1.5",
    forms: [
      ForeignForm(
        heads: ["CAMediaTimingFunction"], ecosystem: "Core Animation", naming: .call,
        build: { (binder, value) throws(SpecError) in
          .timingCurve(try binder.appleCurve(value), duration: 1)
        }),
      ForeignForm(
        heads: ["UICubicTimingParameters"], ecosystem: "UIKit",
        build: { (binder, value) throws(SpecError) in
          .timingCurve(try binder.appleCurve(value), duration: 1)
        }),
      ForeignForm(
        heads: ["CASpringAnimation"], ecosystem: "Core Animation", naming: .call,
        build: { (binder, value) throws(SpecError) in try binder.appleAnimation(value) }),
      ForeignForm(
        heads: ["UISpringTimingParameters", "UIViewPropertyAnimator", "UIView"],
        ecosystem: "UIKit",
        build: { (binder, value) throws(SpecError) in try binder.appleAnimation(value) }),
      ForeignForm(
        heads: ["CABasicAnimation"], ecosystem: "Core Animation",
        build: { (binder, value) throws(SpecError) in try binder.statement(value) }),
      // Read by the keyframe reader first; here as a program's one statement.
      ForeignForm(
        heads: ["CAKeyframeAnimation"], ecosystem: "Core Animation", marksForeignCode: false,
        build: { (binder, value) throws(SpecError) in try binder.statement(value) }),
    ])
}
