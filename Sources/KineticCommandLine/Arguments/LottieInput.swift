import Foundation
import KineticInterchange

/// How a command reads `--lottie FILE --property PATH`: the file read whole (refused over
/// ``KineticInterchange/LottieJSON/maximumByteCount`` before it is read) and the property
/// found by the library.
enum LottieInput {
  /// The option naming the file read.
  static let fileOption = "lottie"

  /// `--lottie` and `--property`, shared by the commands that read a Lottie property.
  static let definitions: [ArgumentDefinition] = [
    .option(
      fileOption, valueName: "file",
      help: "Read the motion from a Lottie JSON file (with --property) instead of a spec.",
      default: "none"),
    .option(
      "property", valueName: "path",
      help:
        "The Lottie property: 'layers[0].ks.p', 'layers[name=Square].ks.p' or 'Square.ks.p'.",
      default: "none"),
  ]

  /// The property track `--lottie` and `--property` name, or `nil` without `--lottie`.
  static func track(_ arguments: ParsedArguments) throws -> LottieFile.Track? {
    guard let path = arguments.string(fileOption) else {
      if arguments.string("property") != nil {
        throw CommandLineError.missingArgument("option '--lottie' (for '--property')")
      }
      return nil
    }
    guard let property = arguments.string("property") else {
      throw CommandLineError.missingArgument("option '--property' (for '--lottie')")
    }
    let size: Int
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    } catch {
      throw CommandLineError.invalidValue(
        option: "--lottie", value: path, reason: "no such file can be read")
    }
    guard size <= LottieJSON.maximumByteCount else {
      throw CommandLineError.invalidValue(
        option: "--lottie", value: path,
        reason: "\(size) bytes, more than the \(LottieJSON.maximumByteCount) read")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandLineError.invalidValue(
        option: "--lottie", value: path, reason: "no such file can be read")
    }
    let file: LottieFile
    do {
      file = try LottieFile(text: String(decoding: data, as: UTF8.self))
    } catch {
      throw CommandLineError.invalidValue(
        option: "--lottie", value: path, reason: error.description)
    }
    do {
      return try file.track(property)
    } catch {
      throw CommandLineError.invalidValue(
        option: "--property", value: property, reason: error.description)
    }
  }
}
