import Kinetic

/// `--engine exact|swiftui`.
extension SpringEngine: ExpressibleByArgument {}
