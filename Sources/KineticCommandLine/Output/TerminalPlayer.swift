@preconcurrency import CKineticPOSIX

/// Shows text frames on a terminal in real time: the one place in Kinetic that reads a clock.
///
/// The core and the demos only map time to frames; the player decides when each frame is
/// shown. Frame i is drawn at `start + i / fps` on the monotonic clock (each deadline computed
/// from the start, so sleeping late never accumulates into drift); a frame that is already late
/// is drawn at once rather than skipped, so every frame appears.
struct TerminalPlayer {
  /// Frames per second, positive and finite.
  var fps: Double

  /// ANSI: clear the screen and move the cursor home.
  static let clearScreen = "\u{1B}[2J\u{1B}[H"
  /// ANSI: cursor home (redraw in place).
  static let cursorHome = "\u{1B}[H"
  /// ANSI: erase from the cursor to the end of the screen (the rest of a shorter frame).
  static let eraseBelow = "\u{1B}[J"
  /// Erases from the cursor to the end of the line.
  static let eraseLine = "\u{1B}[K"

  /// Draws `count` frames, `frame(i)` returning frame i's text, to `output`.
  func play(
    count: Int, to output: StandardOutput,
    frame: (Int) throws(CommandLineError) -> String
  ) throws(CommandLineError) {
    let start = Self.now()
    try output.write(Self.clearScreen)
    for index in 0..<count {
      let text = try frame(index)
      Self.sleep(until: start + Double(index) / fps)
      // Each line is cleared to its end, so a shorter line (the header once "t = 0.1 s" becomes
      // "t = 1 s") leaves nothing of the longer one it overwrites.
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      try output.write(
        Self.cursorHome + lines.joined(separator: Self.eraseLine + "\n") + Self.eraseBelow)
    }
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// Sleeps until `deadline` on the monotonic clock (returns at once if it has passed, or is
  /// NaN), resuming after signals.
  ///
  /// Each request is at most an hour, so no deadline, however far (an infinite one included),
  /// overflows the conversion to whole seconds; the loop then sleeps again.
  static func sleep(until deadline: Double) {
    while true {
      let remaining = deadline - now()
      guard remaining > 0 else { return }
      let step = min(remaining, 3600)
      var request = timespec(
        tv_sec: Int(step), tv_nsec: min(Int((step - step.rounded(.down)) * 1e9), 999_999_999))
      var left = timespec()
      if nanosleep(&request, &left) == 0 { return }
    }
  }
}
