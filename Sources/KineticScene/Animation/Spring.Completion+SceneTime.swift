import Kinetic

extension Spring.Completion {
  /// These completion times, measured from the start of a motion, moved to scene time for a
  /// motion that starts at `time`: a time before the start (a motion complete at once) counts
  /// as its start.
  func inSceneTime(startingAt time: Double) -> Spring.Completion {
    Spring.Completion(
      logicallyComplete: time + max(logicallyComplete, 0), removed: time + max(removed, 0))
  }
}
