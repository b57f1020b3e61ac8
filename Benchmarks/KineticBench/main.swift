// kinetic-bench: `swift run -c release kinetic-bench [--filter NAME] [--json FILE]` (see --help).
// The harness lives in Harness/, one suite per file in Suites/.

/// Every suite, in the order they run. Add new suites here.
let suites: [any BenchmarkSuite.Type] = [
  VectorSuite.self,
  MathSuite.self,
  BezierSuite.self,
  SpringSuite.self,
  AnimatorSuite.self,
  WrappedAnimationSuite.self,
  KeyframeSuite.self,
  PlotSuite.self,
  ExportSuite.self,
]

BenchCommand.exit(suites: suites)
