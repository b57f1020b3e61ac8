import Foundation
import Kinetic
import Testing

@testable import KineticInterchange

/// Reading Lottie properties, against a cubic Bezier easing solved here by bisection
/// (independently of the core's solver), the arc length of a path measured with 200,000 chords,
/// and the errors a bad file or path gets.
@Suite("Lottie reader")
struct LottieReaderTests {
  /// The y of the easing curve (0,0) (x1,y1) (x2,y2) (1,1) at x, by 200 halvings of the
  /// parameter: a reference written without the core's solver.
  static func easing(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bezier(y1, y2, (low + high) / 2)
  }

  static let fixture = """
    {"v":"5.7.4","fr":30,"ip":0,"op":90,"w":512,"h":512,"layers":[
     {"nm":"Square","ty":4,"st":0,"sr":1,"ks":{
      "o":{"a":0,"k":100},
      "p":{"a":1,"k":[
        {"t":0,"s":[0,0],"o":{"x":[0.3,0.1],"y":[0,0.2]},"i":{"x":[0.7,0.5],"y":[1,1.4]}},
        {"t":30,"s":[100,-50],"h":1},
        {"t":45,"s":[200,50],"o":{"x":0.25,"y":0.1},"i":{"x":0.25,"y":1}},
        {"t":60,"s":[0,50]}]},
      "r":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.42],"y":[0]},"i":{"x":[0.58],"y":[1]},
        "to":null},{"t":60,"s":[90]}]}}},
     {"nm":"Late","ty":4,"st":15,"sr":2,"ks":{"p":{"a":1,"k":[
        {"t":0,"s":[0,0],"o":{"x":[0],"y":[0]},"i":{"x":[1],"y":[1]},
         "to":[0,-100],"ti":[0,-100]},
        {"t":20,"s":[100,0]}]}}}]}
    """

  @Test("each dimension eases by its own tangents; holds jump at the next keyframe")
  func perDimension() throws {
    let file = try LottieFile(text: Self.fixture)
    for path in ["layers[0].ks.p", "layers[name=Square].ks.p", "Square.ks.p"] {
      let track = try file.track(path)
      for frame in stride(from: 0.0, through: 29.5, by: 0.5) {
        let u = frame / 30
        let value = track.value(at: frame / 30)
        #expect(abs(value[0] - 100 * Self.easing(0.3, 0, 0.7, 1, at: u)) < 1e-12 * 100)
        #expect(abs(value[1] + 50 * Self.easing(0.1, 0.2, 0.5, 1.4, at: u)) < 1e-12 * 50)
      }
      // The hold: [100, -50] from frame 30 until 45, where [200, 50] starts.
      #expect(track.value(at: 44.9 / 30) == [100, -50])
      #expect(track.value(at: 45.0 / 30) == [200, 50])
      // A scalar tangent eases every dimension alike.
      let value = track.value(at: 50.0 / 30)
      let eased = Self.easing(0.25, 0.1, 0.25, 1, at: 5.0 / 15)
      #expect(abs(value[0] - (200 - 200 * eased)) < 1e-12 * 200)
      #expect(value[1] == 50)
      #expect(track.value(at: 10) == [0, 50])
    }
    let rotation = try file.track("Square.ks.r")
    #expect(abs(rotation.value(at: 1)[0] - 90 * Self.easing(0.42, 0, 0.58, 1, at: 0.5)) < 1e-12)
  }

  @Test("a position with spatial tangents moves along its path by arc length; st and sr apply")
  func spatial() throws {
    let track = try LottieFile(text: Self.fixture).track("Late.ks.p")
    // The path (0,0) (0,-100) (100,-100) (100,0): its arc length measured with 200,000 chords.
    func point(_ s: Double) -> (Double, Double) {
      let r = 1 - s
      return (3 * r * s * s * 100 + s * s * s * 100, -300 * r * r * s - 300 * r * s * s)
    }
    let count = 200_000
    var lengths = [0.0]
    var previous = point(0)
    for n in 1...count {
      let p = point(Double(n) / Double(count))
      lengths.append(
        lengths[n - 1]
          + ((p.0 - previous.0) * (p.0 - previous.0) + (p.1 - previous.1) * (p.1 - previous.1))
          .squareRoot())
      previous = p
    }
    for fraction in [0.1, 0.25, 0.5, 0.8] {
      // Layer frame = (comp frame − st) / sr; linear easing, so the arc fraction is the time's.
      let compFrame = 15 + 2 * 20 * fraction
      let value = track.value(at: compFrame / 30)
      let target = fraction * lengths[count]
      let n = lengths.firstIndex { $0 >= target }!
      let expected = point(Double(n) / Double(count))
      // 200 chords (lottie-web's table) against 200,000: a chord's sag on this path is under 0.01.
      #expect(
        abs(value[0] - expected.0) < 0.01 && abs(value[1] - expected.1) < 0.01,
        "\(fraction): \(value) vs \(expected)")
    }
  }

  @Test("a dimension as a keyframe animation plays the values the reader samples (1e-12)")
  func asAnimation() throws {
    let track = try LottieFile(text: Self.fixture).track("Square.ks.p")
    for dimension in 0..<2 {
      let animation = try track.animation(dimension: dimension)
      let sampler = SpecSampler(animation: animation, from: 0, to: 1)
      for step in 0...240 {
        let time = Double(step) / 80
        // The hold's jump at frame 45 (1.5 s) is a discontinuity: each side is checked above.
        guard abs(time - 1.5) > 1e-9 else { continue }
        let expected = track.value(at: time)[dimension]
        #expect(abs(sampler.value(at: time) - expected) <= 1e-12 * 200, "\(dimension) at \(time)")
      }
    }
    #expect(throws: LottieError.self) { try track.animation(dimension: 2) }
    let spatial = try LottieFile(text: Self.fixture).track("Late.ks.p")
    #expect(throws: LottieError.self) { try spatial.animation(dimension: 0) }
  }

  @Test(
    "bad files and paths get an error naming what and where",
    arguments: [
      ("{\"fr\":30,\"ip\":0,\"op\":10,\n\"layers\":[}", "Square.ks.p", "line 2, column 11"),
      ("[1,2]", "x", "a Lottie file is a JSON object"),
      ("{\"ip\":0,\"op\":10}", "x", "\"fr\""),
      (fixture, "layers[7].ks.p", "'7' is not an index of \"layers\" (0..<2)"),
      (fixture, "Circle.ks.p", "named 'Circle' (names: Square, Late)"),
      (fixture, "Square.ks.q", "'layers[name=Square].ks' has no member \"q\""),
      (fixture, "Square.ks", "is not an animatable property"),
      (fixture, "Square..p", "empty component"),
      (
        "{\"fr\":30,\"ip\":0,\"op\":10,\"p\":{\"a\":1,\"k\":[{\"t\":0,\"s\":[0]},{\"t\":5,\"s\":[1]}]}}",
        "p", "'p' keyframe 0 has no easing tangents"
      ),
      (
        "{\"fr\":30,\"ip\":0,\"op\":10,\"p\":{\"a\":1,\"k\":[{\"t\":0,\"s\":[0],\"o\":{\"x\":1.5,\"y\":0},\"i\":{\"x\":1,\"y\":1}},{\"t\":5,\"s\":[1]}]}}",
        "p", "'p' keyframe 0 easing of dimension 0"
      ),
    ])
  func errors(text: String, path: String, expected: String) {
    do {
      _ = try LottieFile(text: text).track(path)
      Issue.record("no error for \(path)")
    } catch {
      #expect(error.description.contains(expected), "\(error.description)")
    }
  }

  @Test("a text over the size limit is refused before it is parsed")
  func sizeLimit() {
    let text = "[" + String(repeating: "0,", count: LottieJSON.maximumByteCount / 2) + "0]"
    #expect(throws: LottieError.self) { try LottieJSON.parse(text) }
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(throws: LottieError.self) { try LottieJSON.parse(deep) }
  }
}
