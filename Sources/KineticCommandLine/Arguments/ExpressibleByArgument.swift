/// A value type an option can take by name: its cases are listed in help and anything else is
/// rejected with the list of cases.
protocol ExpressibleByArgument: CaseIterable, RawRepresentable<String>, Sendable {}
