import Foundation
import KineticInterchange
import KineticStudio

/// `kinetic studio [-o studio.html] [SPEC...]`: writes Kinetic Studio, one self-contained page
/// that runs the WebAssembly build of the core and `KineticInterchange` (``StudioPage``).
struct StudioCommand: Subcommand {
  static let name = "studio"
  static let abstract =
    "Write Kinetic Studio: one offline page to paste, see, tune and export any motion."
  static let discussion = """
    The page embeds the WebAssembly module that Scripts/wasm.sh builds (Scripts/bootstrap.sh
    builds it during set-up) and computes everything with it: the same parser, samplers and
    exporters as this command line. Each SPEC pre-fills one row (default: a SwiftUI spring, a
    CSS curve and a Compose tween); rows can be added on the page. The page's state is kept in
    its URL fragment (#spec=...&spec=...), so a link reopens it as it was.
    The module is looked up in $KINETIC_WASM, else beside the executable (kinetic.wasm), else
    in PREFIX/share/kinetic/kinetic.wasm of an installed kinetic, else in the .build/wasm
    folder of the checkout a built kinetic runs from. Without it the command fails (status 1)
    and writes nothing. '-o -' writes the page to standard output.

    EXAMPLES:
      kinetic studio
      kinetic studio -o compare.html 'spring(duration: 0.5, bounce: 0.3)' easeInOut
      kinetic studio 'spring(dampingRatio = 0.5f, stiffness = 200f)'
    """
  static let arguments: [ArgumentDefinition] = [
    .positional(
      "spec", help: "Specs to open the page with, one row each (see 'kinetic list').",
      repeating: true, optional: true),
    .option(
      "output", short: "o", valueName: "file",
      help: "Write to <file> (atomically); '-' for standard output.",
      default: "studio.html"),
  ]

  /// The rows a page opens with when no spec is given.
  static let defaultSpecs = [
    "spring(duration: 0.5, bounce: 0.3)", "cubic-bezier(0.25, 0.1, 0.25, 1)",
    "tween(durationMillis = 300, easing = FastOutSlowInEasing)",
  ]

  let specs: [String]
  let path: String?
  let wasm: StudioPage.Module

  init(_ arguments: ParsedArguments, context: CommandContext) throws {
    let given = arguments.positionalList("spec")
    for spec in given { _ = try Motion(parsing: spec) }  // usage errors before any output
    specs = given.isEmpty ? Self.defaultSpecs : given
    let output = arguments.string("output") ?? "studio.html"
    guard !output.isEmpty else {
      throw CommandLineError.invalidValue(
        option: "--output", value: output, reason: "expected a file path")
    }
    path = output == "-" ? nil : output
    let found = try Self.module(environment: context.environment)
    if let path,
      [found.path, found.path + ".gz"].contains(where: { OutputFile.isSameFile(path, as: $0) })
    {
      throw CommandLineError.invalidValue(
        option: "--output", value: output,
        reason: "names the WebAssembly module the page embeds, which the page would replace")
    }
    wasm = found.module
  }

  var notes: [String] {
    path.map {
      ["wrote \($0) (\(specs.count) row\(specs.count == 1 ? "" : "s")); open it in a browser"]
    } ?? []
  }

  func run(context: CommandContext) throws -> String {
    try OutputDestination(path: path).emit(StudioPage(module: wasm, specs: specs).html)
  }

  /// The places the module is looked for, in order (see ``discussion``).
  static func candidates(environment: [String: String], executable: String?) -> [String] {
    if let chosen = environment["KINETIC_WASM"], !chosen.isEmpty { return [chosen] }
    guard let executable else { return [] }
    var paths: [String] = []
    for binary in [executable, URL(fileURLWithPath: executable).resolvingSymlinksInPath().path] {
      let folder = URL(fileURLWithPath: binary).deletingLastPathComponent()
      paths.append(folder.appendingPathComponent("kinetic.wasm").path)
      paths.append(
        folder.deletingLastPathComponent().appendingPathComponent("share/kinetic/kinetic.wasm")
          .path)
      // A kinetic built in a checkout runs from .build/<triple>/<configuration>/.
      if let range = binary.range(of: "/.build/") {
        paths.append(String(binary[..<range.upperBound]) + "wasm/kinetic.wasm")
      }
    }
    var unique: [String] = []
    for path in paths where !unique.contains(path) { unique.append(path) }
    return unique
  }

  /// The module, from the first of ``candidates(environment:executable:)`` that exists: its
  /// gzip-compressed copy (`kinetic.wasm.gz`, which Scripts/wasm.sh writes beside it) when that
  /// is at least as new, else the module itself; and the module's path.
  static func module(
    environment: [String: String], executable: String? = Bundle.main.executablePath
  ) throws(CommandLineError) -> (module: StudioPage.Module, path: String) {
    let paths = candidates(environment: environment, executable: executable)
    let files = FileManager.default
    for path in paths {
      // A WebAssembly module starts with "\0asm".
      guard let data = files.contents(atPath: path), data.starts(with: [0, 0x61, 0x73, 0x6D])
      else { continue }
      let modified = { (path: String) in
        (try? files.attributesOfItem(atPath: path))?[.modificationDate] as? Date
      }
      if let compressed = files.contents(atPath: path + ".gz"),
        compressed.starts(with: [0x1F, 0x8B]),
        let built = modified(path), let zipped = modified(path + ".gz"), zipped >= built
      {
        return (StudioPage.Module(bytes: [UInt8](compressed), isCompressed: true), path)
      }
      return (StudioPage.Module(bytes: [UInt8](data), isCompressed: false), path)
    }
    let looked = paths.isEmpty ? "" : " (looked in \(paths.joined(separator: ", ")))"
    if let chosen = environment["KINETIC_WASM"], !chosen.isEmpty {
      throw .builtWithout(
        "KINETIC_WASM names '\(chosen)', which is not a readable WebAssembly module")
    }
    throw .builtWithout(
      "the studio's WebAssembly module was not found\(looked): build it with Scripts/wasm.sh "
        + "(Scripts/bootstrap.sh does), or set KINETIC_WASM to its path")
  }
}
