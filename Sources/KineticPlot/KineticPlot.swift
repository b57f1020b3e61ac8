import Kinetic

/// Namespace marker for the plotting layer (CSV, ASCII chart, SVG).
public enum KineticPlotModule {}
