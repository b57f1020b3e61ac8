import Kinetic

/// The documentation of the other ecosystems' spec forms, shared by `kinetic list` and
/// `kinetic help eval` so that both say the same, generated from ``SpecFormTable``.
package enum ForeignSpecForms {
  /// One line per ecosystem, as `kinetic list` prints them: ``SpecFormTable/ecosystems``.
  package static var summaries: [String] { SpecFormTable.ecosystemSummaries }

  /// The easings.net curves, as `kinetic list` prints them.
  package static let easingsNet: [String] = {
    let names = SpecFormTable.easingsNetNames
    return stride(from: 0, to: names.count, by: 3).map {
      names[$0..<min($0 + 3, names.count)].joined(separator: ", ")
    }
  }()

  /// The lines the ecosystems of ``SpecFormTable/ecosystems`` add to ``help``, in order.
  static let ecosystemHelp = SpecFormTable.ecosystems.compactMap { $0.help }.joined(
    separator: "\n")

  /// The first sentence of ``help``: the ecosystems whose code is pasted as a spec and the
  /// units of those that say them, from ``SpecFormTable/ecosystems``, wrapped as the rest of
  /// the help is.
  static let pastingSentence: String = {
    let pasted = SpecFormTable.ecosystems.filter { $0.readsCode }.map { $0.name }
    let names = pasted.dropLast().joined(separator: ", ") + " or " + (pasted.last ?? "")
    let units = SpecFormTable.ecosystems.compactMap { $0.units }.joined(separator: ", ")
    return wrapped(
      "OTHER ECOSYSTEMS: a spec may be pasted as \(names) code (a leading 'val x =', "
        + "'const x =', 'final x =' or 'let x =', a trailing ';' and comments are allowed) and "
        + "is read into the same animation, in the ecosystem's units (\(units)).")
  }()

  /// `text` broken into lines of at most 92 characters at spaces.
  private static func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > 92 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The paragraph `kinetic help eval` prints.
  package static let help = """
    \(pastingSentence)
    A curve alone lasts 1 s. Motion's duration-based spring is found as Motion finds it (findSpring) and ends at its duration; as in Motion, a spring defined by time
    ignores 'velocity', 'visualDuration' is read only beside 'bounce' or 'duration', and
    'restSpeed'/'restDelta' do not cut a physical spring short (Kinetic follows it until it
    settles; Motion jumps to the target when both thresholds hold). A tween's delayMillis is
    repeated with each iteration of Compose's repeatable, its StartOffset is not. UIKit's
    duration-based spring (usingSpringWithDamping, UISpringTimingParameters(dampingRatio:) in a
    UIViewPropertyAnimator) follows UIKit's rule as public reverse engineering shows it (not
    Apple's documentation, which gives none): mass 1, the spring whose envelope is 0.001 of the
    change at the duration, found by 12 Newton steps as UIKit takes them, the velocity towards
    the target; it has not been measured on iOS (UIKit's exponentials are Float, about 1e-7).
    Velocities are in changes per second. Compose's RepeatMode.Reverse, Motion's repeatType
    "reverse", CSS alternate and Core Animation's autoreverses run time backwards on the return
    pass; Motion's "mirror" mirrors the value as SwiftUI does. Whatever 'kinetic export' writes
    is read back as the same motion, its approximations too (a KeyframeTrack, Compose keyframes
    or Easing, Flutter's KineticCurve, framer times, react-spring's easing function: the code
    with its own interpolation must be as export wrote it, whitespace and // comments aside).
    \(ecosystemHelp)
    The easings.net curves (easeInSine ...
    easeInOutBounce) are names of their own, 1 s unless given '(duration: S)'. A misspelt name
    is answered with the closest names; an error names the form it was reading and the column.
    """
}
