import Kinetic
import Testing

@testable import KineticInterchange

/// `kinetic plot --lottie`: the series of a property, a dimension each, are its keyframe
/// animations (``LottieFile/Track/animation(dimension:)``), which must play what the reader
/// samples directly (``LottieFile/Track/value(at:)``, the path `kinetic eval --lottie` takes):
/// equal at 1e-9 of a pixel away from the hold's jump.
@Suite("Lottie plot")
struct LottiePlotTests {
  @Test func seriesPlayTheProperty() throws {
    let track = try LottieFile(text: LottieReaderTests.fixture).track("Square.ks.p")
    let series = try PlottedSpec.lottie(track)
    #expect(series.map { $0.label } == ["Square.ks.p[0]", "Square.ks.p[1]"])
    #expect(series.first?.duration == 2)
    for (d, spec) in series.enumerated() {
      let sample = spec.sampler(velocities: false)
      // The hold jumps at frame 45 (1.5 s); the samples step around it.
      for t in stride(from: 0.0, through: 2.5, by: 0.0173) where abs(t - 1.5) > 1e-3 {
        let expected = track.value(at: t)[d]
        #expect(abs(sample(t).value - expected) <= 1e-9, "[\(d)] at \(t)")
      }
    }
  }

  @Test func aSpatialPathIsRefused() throws {
    let track = try LottieFile(text: LottieReaderTests.fixture).track("Late.ks.p")
    #expect(throws: LottieError.self) { try PlottedSpec.lottie(track) }
  }
}
