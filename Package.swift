// swift-tools-version:6.0
// Kinetic: SwiftUI's animation mathematics, open, cross-platform and numerically verified.
import Foundation
import PackageDescription

/// Whether GNU GSL, the independent reference behind `kinetic verify` and the accuracy tests,
/// is built in. `KINETIC_GSL=1` or `KINETIC_GSL=0` decides; otherwise GSL is used when its
/// headers are found where pkg-config, apt, Homebrew or MacPorts put them. Without GSL the
/// core, the plots, the demos and every other `kinetic` command build and run as before;
/// `kinetic verify` then names what to install, and the GSL test target is left out.
let usesGSL: Bool = {
  switch ProcessInfo.processInfo.environment["KINETIC_GSL"] {
  case "1"?: return true
  case "0"?: return false
  default:
    let pkgConfigIncludes = (ProcessInfo.processInfo.environment["PKG_CONFIG_PATH"] ?? "")
      .split(separator: ":").map { "\($0)/../../include" }
    let includes =
      ["/usr/include", "/usr/local/include", "/opt/homebrew/include", "/opt/local/include"]
      + pkgConfigIncludes
    return includes.contains {
      FileManager.default.fileExists(atPath: "\($0)/gsl/gsl_odeiv2.h")
    }
  }
}()

/// The GSL-backed targets, and what depends on them, when ``usesGSL``.
let gslTargets: [Target.Dependency] = usesGSL ? ["KineticGSL"] : []
let gslSettings: [SwiftSetting] = usesGSL ? [.define("KINETIC_GSL")] : []

let package = Package(
  name: "Kinetic",
  products: [
    .library(name: "Kinetic", targets: ["Kinetic"]),
    .library(name: "KineticPlot", targets: ["KineticPlot"]),
    .library(name: "KineticScene", targets: ["KineticScene"]),
    .library(name: "KineticDemos", targets: ["KineticDemos"]),
    .library(name: "KineticInterchange", targets: ["KineticInterchange"]),
    .executable(name: "kinetic", targets: ["kinetic"]),
  ],
  targets: [
    // Removal of `-o` temporary files on SIGTERM/SIGINT/SIGHUP: an async-signal-safe handler.
    .target(name: "CKineticCleanup"),
    .target(name: "CKineticPOSIX"),

    // The platform's C math library through one shim (no `#if canImport(Glibc)` per file).
    .target(name: "CKineticMath"),

    // The cubic Bezier solver's evaluation kernel, with fused multiply-adds (the same bits on
    // every platform; the FMA instruction where the processor has it).
    .target(
      name: "CKineticBezier", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),

    // The numeric core: vector arithmetic, curves, springs, animations. C math library and the
    // Bezier kernel only.
    .target(name: "Kinetic", dependencies: ["CKineticMath", "CKineticBezier"]),

    // Dependencies below are exactly each target's imports.
    .target(name: "KineticPlot", dependencies: ["CKineticMath"]),
    .target(name: "KineticScene", dependencies: ["Kinetic", "KineticPlot", "CKineticMath"]),
    // Every ecosystem's animation syntax, in and out: one front end, the forms, the exporters.
    // SwiftUI transition expressions bind to KineticScene's `AnyTransition`.
    .target(
      name: "KineticInterchange",
      dependencies: ["Kinetic", "KineticPlot", "KineticScene", "CKineticMath"]),
    // Kinetic Studio's page: HTML, CSS and the script around the WebAssembly module.
    .target(name: "KineticStudio", dependencies: ["KineticPlot"]),
    .target(
      name: "KineticDemos",
      dependencies: [
        "Kinetic", "KineticPlot", "KineticScene", "KineticInterchange", "CKineticMath",
      ]),

    // Argument parsing, the animation spec language and the subcommands, as a library so that
    // tests and fuzz targets can drive them in-process; `kinetic` is a thin entry point.
    .target(
      name: "KineticCommandLine",
      dependencies: [
        "Kinetic", "KineticPlot", "KineticScene", "KineticDemos", "KineticInterchange",
        "KineticStudio", "CKineticCleanup", "CKineticPOSIX",
      ] + gslTargets,
      swiftSettings: gslSettings
    ),
    .executableTarget(name: "kinetic", dependencies: ["KineticCommandLine", "CKineticPOSIX"]),

    // Seeded generator, closeness and SVG well-formedness checks shared by the test targets.
    .target(name: "KineticTestSupport", path: "Tests/KineticTestSupport"),

    .testTarget(
      name: "KineticTests", dependencies: ["Kinetic", "KineticTestSupport", "CKineticMath"],
      // High-precision tables read by the InlineMath tests (Scripts/math-references.py) and
      // the Bezier lifecycle test (Scripts/bezier-lifecycle-references.py).
      exclude: ["Math/References", "Curves/References"]
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
      name: "KineticInterchangeTests",
      dependencies: ["KineticInterchange", "Kinetic", "KineticScene", "KineticTestSupport"],
      // Data the tests read by path: the snippet corpus, the compilers' stub sources and the
      // Kotlin reference programs; and the node scripts that printed the Anime.js references.
      exclude: [
        "Snippets/snippets.tsv", "Export/CompilerStubs", "Ecosystems/Compose/References",
        "Ecosystems/AnimeJS/print-anime-eases.mjs", "Ecosystems/AnimeJS/print-anime-tween.mjs",
        "Ecosystems/AnimeJS/print-anime3-passes.mjs",
        "Ecosystems/AnimeJS/print-anime3-springs.mjs",
        "Ecosystems/AnimeJS/print-anime4-springs.mjs",
      ]),
    .testTarget(
      name: "KineticCommandLineTests",
      // `kinetic` is not imported: the tests run the built binary, so it must be built first.
      dependencies: [
        "KineticCommandLine", "KineticInterchange", "Kinetic", "KineticPlot", "KineticDemos",
        "kinetic",
        "KineticTestSupport",
      ]
    ),
  ]
)

// GNU GSL as a system library; an oracle and simulator, never a dependency of the core. Left
// out entirely without GSL, since `swift build` builds every target of the package.
if usesGSL {
  // The benchmarks measure errors against the GSL references, so they come with them.
  package.products += [
    .library(name: "KineticGSL", targets: ["KineticGSL"]),
    .executable(name: "kinetic-bench", targets: ["KineticBench"]),
  ]
  package.targets += [
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
    ),
    .target(name: "KineticGSL", dependencies: ["Kinetic", "CGSL"]),
    .executableTarget(
      name: "KineticBench",
      dependencies: [
        "Kinetic", "KineticGSL", "KineticPlot", "KineticInterchange", "KineticCommandLine",
        "CKineticMath",
      ],
      path: "Benchmarks/KineticBench"
    ),
    .testTarget(
      name: "KineticGSLTests",
      dependencies: ["KineticGSL", "Kinetic", "KineticTestSupport", "CKineticMath"]
    ),
  ]
}
