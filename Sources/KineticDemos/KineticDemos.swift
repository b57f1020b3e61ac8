import KineticScene

/// Namespace marker for the article demos.
public enum KineticDemosModule {}
