// swift-tools-version:6.0
// Kinetic: SwiftUI's animation mathematics, open, cross-platform and numerically verified.
import PackageDescription

let package = Package(
  name: "Kinetic",
  products: [
    .library(name: "Kinetic", targets: ["Kinetic"]),
    .library(name: "KineticGSL", targets: ["KineticGSL"]),
    .library(name: "KineticPlot", targets: ["KineticPlot"]),
    .library(name: "KineticScene", targets: ["KineticScene"]),
    .library(name: "KineticDemos", targets: ["KineticDemos"]),
    .executable(name: "kinetic", targets: ["kinetic"]),
    .executable(name: "kinetic-bench", targets: ["KineticBench"]),
  ],
  targets: [
    // Removal of `-o` temporary files on SIGTERM/SIGINT/SIGHUP: an async-signal-safe handler.
    .target(name: "CKineticCleanup"),

    // The platform's C math library through one shim (no `#if canImport(Glibc)` per file).
    .target(name: "CKineticMath"),

    // The numeric core: vector arithmetic, curves, springs, animations. C math library only.
    .target(name: "Kinetic", dependencies: ["CKineticMath"]),

    // GNU GSL as a system library; an oracle and simulator, never a dependency of the core.
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
    ),
    .target(name: "KineticGSL", dependencies: ["Kinetic", "CGSL"]),

    // Dependencies below are exactly each target's imports.
    .target(name: "KineticPlot", dependencies: ["CKineticMath"]),
    .target(name: "KineticScene", dependencies: ["Kinetic", "KineticPlot", "CKineticMath"]),
    .target(
      name: "KineticDemos",
      dependencies: ["Kinetic", "KineticPlot", "KineticScene", "CKineticMath"]),

    // Argument parsing, the animation spec language and the subcommands, as a library so that
    // tests and fuzz targets can drive them in-process; `kinetic` is a thin entry point.
    .target(
      name: "KineticCommandLine",
      dependencies: [
        "Kinetic", "KineticGSL", "KineticPlot", "KineticScene", "KineticDemos", "CKineticCleanup",
      ]
    ),
    .executableTarget(name: "kinetic", dependencies: ["KineticCommandLine"]),

    .executableTarget(
      name: "KineticBench",
      dependencies: ["Kinetic", "KineticGSL", "KineticPlot", "KineticCommandLine", "CKineticMath"],
      path: "Benchmarks/KineticBench"
    ),

    // Seeded generator, closeness and SVG well-formedness checks shared by the test targets.
    .target(name: "KineticTestSupport", path: "Tests/KineticTestSupport"),

    .testTarget(
      name: "KineticTests", dependencies: ["Kinetic", "KineticTestSupport", "CKineticMath"],
      // High-precision tables read by the InlineMath tests (Scripts/math-references.py).
      exclude: ["Math/References"]
    ),
    .testTarget(
      name: "KineticGSLTests",
      dependencies: ["KineticGSL", "Kinetic", "KineticTestSupport", "CKineticMath"]
    ),
    .testTarget(
      name: "KineticPlotTests", dependencies: ["KineticPlot", "KineticTestSupport"]),
    .testTarget(
      name: "KineticSceneTests", dependencies: ["KineticScene", "Kinetic", "KineticTestSupport"]),
    .testTarget(
      name: "KineticDemosTests",
      dependencies: [
        "KineticDemos", "KineticScene", "Kinetic", "KineticTestSupport", "CKineticMath",
      ]
    ),
    .testTarget(
      name: "KineticCommandLineTests",
      // `kinetic` is not imported: the tests run the built binary, so it must be built first.
      dependencies: [
        "KineticCommandLine", "Kinetic", "KineticPlot", "kinetic", "KineticTestSupport",
      ]
    ),
  ]
)
