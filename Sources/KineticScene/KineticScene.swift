import Kinetic
import KineticPlot

/// Namespace marker for the headless scene layer.
public enum KineticSceneModule {}
