import Testing

@testable import Kinetic

/// Colours from untrusted numbers and text (issue 36): a validating initialiser that names the
/// bad component, and hex errors that quote their input on one line.
@Suite struct ColorValidationTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func validatingInitialiserNamesTheBadComponent(bad: Double) {
    let cases: [(String, () throws(ColorComponentError) -> Color)] = [
      (
        "red",
        { () throws(ColorComponentError) in
          try Color(validating: .sRGB, red: bad, green: 0, blue: 0)
        }
      ),
      (
        "green",
        { () throws(ColorComponentError) in
          try Color(validating: .sRGB, red: 0, green: bad, blue: 0)
        }
      ),
      (
        "blue",
        { () throws(ColorComponentError) in
          try Color(validating: .sRGBLinear, red: 0, green: 0, blue: bad)
        }
      ),
      (
        "opacity",
        { () throws(ColorComponentError) in
          try Color(validating: .sRGB, red: 0, green: 0, blue: 0, opacity: bad)
        }
      ),
    ]
    for (name, make) in cases {
      #expect(throws: ColorComponentError.self, "\(name)") { _ = try make() }
      do throws(ColorComponentError) {
        _ = try make()
      } catch {
        #expect(error.component == name)
        #expect(error.description.contains(name) && error.description.contains("not a finite"))
      }
    }
  }

  @Test func validatingInitialiserKeepsGoodColours() throws {
    let checked = try Color(validating: .sRGB, red: 0.2, green: 1.5, blue: -0.1, opacity: 0.5)
    #expect(checked == Color(red: 0.2, green: 1.5, blue: -0.1, opacity: 0.5))
  }

  @Test(arguments: ["#12\n34", "#zz\r\u{1B}[31m", String(repeating: "g", count: 5_000)])
  func hexErrorsAreOneShortLine(input: String) {
    do throws(ColorParseError) {
      _ = try Color(hex: input)
      Issue.record("accepted \(input)")
    } catch {
      let text = error.description
      #expect(!text.contains("\n") && !text.contains("\r") && !text.contains("\u{1B}"), "\(text)")
      #expect(text.count < 200, "\(text.count) characters")
    }
  }
}
