// kinetic-bench: `swift run -c release kinetic-bench [--filter NAME] [--json FILE]`.
// The harness lives in Harness/, one suite per file in Suites/.

/// Every suite, in the order they run. Add new suites here.
let suites: [any BenchmarkSuite.Type] = [
  VectorSuite.self,
  BezierSuite.self,
  SpringSuite.self,
  AnimatorSuite.self,
  PlotSuite.self,
]

var filter: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--filter": filter = arguments.popFirst()
  default: break
  }
}

let bench = Bench(filter: filter)
for suite in suites where bench.shouldRun(suite.name) {
  print("\(suite.name):")
  suite.run(bench)
}
