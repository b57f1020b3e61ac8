import Kinetic

// Provisional entry point; the benchmarks issue supplies the harness and suites.
print("kinetic-bench: no suites yet")
