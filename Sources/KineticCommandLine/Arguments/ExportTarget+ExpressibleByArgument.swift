import KineticInterchange

/// `--to swiftui|css|css-linear|…`.
extension ExportTarget: ExpressibleByArgument {}
