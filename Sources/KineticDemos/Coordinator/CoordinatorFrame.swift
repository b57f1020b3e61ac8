/// The coordinator demo at one instant: the coordinator's state and the screens on the canvas.
public struct CoordinatorFrame: Hashable, Sendable {
  /// Seconds from the start of the timeline.
  public var time: Double
  /// The coordinator after every step up to and including `time`.
  public var coordinator: NavigationCoordinator
  /// The screens drawn, back to front: stack screens in the order they appeared, then the
  /// modal. A screen leaving stays until its transition has finished.
  public var layers: [CoordinatorLayer]

  /// Creates a frame record.
  public init(time: Double, coordinator: NavigationCoordinator, layers: [CoordinatorLayer]) {
    self.time = time
    self.coordinator = coordinator
    self.layers = layers
  }
}
