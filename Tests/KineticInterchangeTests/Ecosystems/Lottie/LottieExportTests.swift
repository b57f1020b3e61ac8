import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// `kinetic export --to lottie` read back by Kinetic's own reader (1e-12 of the change where
/// the motion is one Bezier segment; within the error the file states, plus 1e-9, where it is
/// an approximation), rendered by rlottie (the square's centroid within 1 px of Kinetic's value
/// in every frame), and the PyPI `lottie` package's files and values read by Kinetic.
@Suite("Lottie export")
struct LottieExportTests {
  /// Specs whose square stays on the canvas (overshoot under 32 px of 384), so its centroid is
  /// its centre in every rendered frame.
  static let exact = [
    "easeInOut(duration: 0.5)", "easeIn(duration: 1).delay(0.25)",
    "timingCurve(0.3, -0.1, 0.4, 1.1, duration: 0.8)", "linear(duration: 0.3)",
  ]
  static let approximated = [
    "spring(duration: 0.5, bounce: 0.3)", "bouncy",
    "interpolatingSpring(stiffness: 170, damping: 20)",
  ]

  static func file(_ spec: String) throws -> String {
    try Exporter(spec: try AnimationSpec.parse(spec), tolerance: 0.001, duration: nil)
      .code(for: .lottie)
  }

  /// Kinetic's progress of `spec` at `time`.
  static func progress(_ spec: String, at time: Double) throws -> Double {
    SpecSampler(animation: try AnimationSpec.parse(spec).animation, from: 0, to: 1).value(at: time)
  }

  /// The largest gap, in units of the change, between the file read back and the motion, at
  /// every 1/240 s of the file's duration.
  static func readBackError(_ spec: String) throws -> Double {
    let file = try LottieFile(text: try Self.file(spec))
    let track = try file.track("Square.ks.p")
    var gap = 0.0
    for step in 0...Int((file.duration * 240).rounded(.up)) {
      let time = min(Double(step) / 240, file.duration)
      let x = track.value(at: time)[0]
      let read = (x - Exporter.lottieStartX) / (Exporter.lottieEndX - Exporter.lottieStartX)
      gap = max(gap, abs(read - (try progress(spec, at: time))))
      #expect(track.value(at: time)[1] == 256)
    }
    return gap
  }

  @Test("one Bezier segment reads back exactly", arguments: exact)
  func exactReadBack(_ spec: String) throws {
    let code = try Self.file(spec)
    #expect(!code.contains("approximation"))
    #expect(try Self.readBackError(spec) < 1e-12)
  }

  @Test("an approximation reads back within the error it states", arguments: approximated)
  func approximatedReadBack(_ spec: String) throws {
    let code = try Self.file(spec)
    let stated = try #require(statedError(code))
    #expect(stated <= 0.001)
    #expect(try Self.readBackError(spec) <= stated + 1e-9)
  }

  /// A folder of this process's own, removed by the caller.
  static func scratch(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetic-lottie-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Renders each frame of a Lottie file with rlottie's C API into a 512×512 ARGB buffer and
  /// prints the frame and the alpha-weighted centroid of the pixels.
  static let renderer = """
    #include <rlottie_capi.h>
    #include <stdio.h>
    #include <stdlib.h>
    int main(int argc, char **argv) {
      FILE *f = fopen(argv[1], "rb");
      if (!f) return 3;
      fseek(f, 0, SEEK_END); long n = ftell(f); fseek(f, 0, SEEK_SET);
      char *data = calloc(n + 1, 1);
      if (fread(data, 1, n, f) != (size_t)n) return 3;
      fclose(f);
      Lottie_Animation *a = lottie_animation_from_data(data, argv[1], "");
      if (!a) return 4;
      size_t w, h;
      lottie_animation_get_size(a, &w, &h);
      size_t total = lottie_animation_get_totalframe(a);
      uint32_t *buffer = malloc(w * h * 4);
      for (size_t k = 0; k < total; k++) {
        for (size_t i = 0; i < w * h; i++) buffer[i] = 0;
        lottie_animation_render(a, k, buffer, w, h, w * 4);
        double sx = 0, sy = 0, s = 0;
        for (size_t y = 0; y < h; y++)
          for (size_t x = 0; x < w; x++) {
            double alpha = (buffer[y * w + x] >> 24) / 255.0;
            sx += alpha * (x + 0.5); sy += alpha * (y + 0.5); s += alpha;
          }
        printf("%zu %.9f %.9f %.3f\\n", k, sx / s, sy / s, s);
      }
      lottie_animation_destroy(a);
      return 0;
    }
    """

  @Test("rlottie renders every exported file; the square's centroid is Kinetic's value within 1 px")
  func rlottie() throws {
    let folder = try Self.scratch("rlottie")
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("render.c")
    try Self.renderer.write(to: source, atomically: true, encoding: .utf8)
    let binary = folder.appendingPathComponent("render").path
    let compiled = try Self.run([
      "sh", "-c", "cc '\(source.path)' -o '\(binary)' $(pkg-config --cflags --libs rlottie)",
    ])
    try #require(
      compiled.status == 0,
      "rlottie renderer did not compile (apt librlottie-dev, Scripts/bootstrap.sh): \(compiled.output)"
    )
    for spec in Self.exact + Self.approximated {
      let path = folder.appendingPathComponent("motion.json")
      try Self.file(spec).write(to: path, atomically: true, encoding: .utf8)
      let rendered = try Self.run([binary, path.path])
      try #require(rendered.status == 0, "\(spec): rlottie failed: \(rendered.output)")
      let rows = rendered.output.split(separator: "\n").map {
        $0.split(separator: " ").compactMap { Double($0) }
      }
      let file = try LottieFile(text: try Self.file(spec))
      #expect(rows.count == Int(file.outPoint), "\(spec): \(rows.count) frames rendered")
      var worst = 0.0
      for row in rows {
        let time = row[0] / Exporter.lottieFrameRate
        let x = Exporter.lottieX(progress: try Self.progress(spec, at: time))
        worst = max(worst, abs(row[1] - x), abs(row[2] - 256))
        // The whole square is drawn (64 × 64 px of full alpha, its edges antialiased).
        #expect(abs(row[3] - 4096) < 64, "\(spec) frame \(row[0]): coverage \(row[3])")
      }
      #expect(worst < 1, "\(spec): centroid \(worst) px from Kinetic's value")
    }
  }

  /// The project's Python environment (Scripts/bootstrap.sh makes it).
  static var python: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".venv/bin/python").path
  }

  @Test("Kinetic reads a file the PyPI lottie package writes, and agrees with its values")
  func pythonLottie() throws {
    let folder = try Self.scratch("python")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("written.json").path
    // Three keyframes with the package's own eases (its lerp_factor solves the Bezier easing
    // its own way); it prints its interpolated value at each half frame.
    let script = """
      import sys
      from lottie import objects, NVector
      from lottie.objects import easing
      from lottie.exporters.core import export_lottie
      an = objects.Animation(60)
      layer = objects.ShapeLayer()
      layer.name = "Square"
      an.add_layer(layer)
      layer.add_shape(objects.Rect())
      p = layer.transform.position
      p.add_keyframe(0, NVector(64, 256), easing.Sigmoid())
      p.add_keyframe(30, NVector(448, 100), easing.EaseOut())
      p.add_keyframe(40, NVector(300, 300), easing.Jump())
      p.add_keyframe(50, NVector(10, 20))
      export_lottie(an, sys.argv[1])
      for k in range(0, 121):
          v = p.get_value(k / 2)
          print(k / 2, v[0], v[1])
      """
    let result = try Self.run([Self.python, "-c", script, path])
    try #require(
      result.status == 0, "\(Self.python) with PyPI lottie (Scripts/bootstrap.sh): \(result.output)"
    )
    let track = try LottieFile(text: try String(contentsOfFile: path, encoding: .utf8)).track(
      "Square.ks.p")
    var worst = 0.0
    for line in result.output.split(separator: "\n") {
      let row = line.split(separator: " ").compactMap { Double($0) }
      guard row.count == 3 else { continue }
      // The package holds a hold keyframe's value through the next keyframe's own frame (50);
      // renderers (and Kinetic) show the next value there, so that one frame is not compared.
      guard row[0] != 50 else { continue }
      let value = track.value(at: row[0] / 60)
      worst = max(worst, abs(value[0] - row[1]), abs(value[1] - row[2]))
    }
    // The package solves the easing to about 1e-6 of the segment (its own iteration), so values
    // of a few hundred pixels agree to 1e-3 px.
    #expect(worst < 1e-3, "largest gap \(worst) px")
  }
}
