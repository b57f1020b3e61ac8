import KineticInterchange
import KineticPlot

/// The code an HTML page offers beside each spec: what `kinetic export SPEC --to TARGET`
/// writes, for each target in ``targets``, or why that target cannot write it.
enum PageCode {
  /// The targets a page offers, in its menu's order: every `kinetic export` target but
  /// `css-linear` (the `css` target writes the same `linear()` where one is needed) and
  /// `lottie` (a whole file, not a snippet to paste).
  static let targets = ExportTarget.allCases.filter { $0 != .cssLinear && $0 != .lottie }

  /// Each spec's code per target (the default tolerance and duration of `kinetic export`),
  /// a spec written twice exported once.
  static func code(for specs: [String]) -> [[HTMLPage.Code]] {
    var done: [String: [HTMLPage.Code]] = [:]
    // Specs written differently that read as one animation (`bouncy`, its spring written
    // out) share the work of exporting it.
    let sharing = ExportSharing()
    return specs.map { spec in
      if let code = done[spec] { return code }
      let code = Self.code(for: spec, sharing: sharing)
      done[spec] = code
      return code
    }
  }

  private static func code(for spec: String, sharing: ExportSharing) -> [HTMLPage.Code] {
    let motion: Motion
    do { motion = try Motion(parsing: spec) } catch {
      return targets.map {
        HTMLPage.Code(target: $0.rawValue, text: "cannot export: \(error)", isAvailable: false)
      }
    }
    // One export of all targets, which share one approximation (issue 35: three specs took
    // 0.8 s when css, waapi and gsap each approximated the same spring).
    let results: [Result<ExportedCode, ExportError>]
    do { results = try motion.exported(to: targets, sharing: sharing) } catch {
      return targets.map {
        HTMLPage.Code(target: $0.rawValue, text: "cannot export: \(error)", isAvailable: false)
      }
    }
    return zip(targets, results).map { target, result in
      switch result {
      case .success(let code): return HTMLPage.Code(target: target.rawValue, text: code.text)
      case .failure(let error):
        return HTMLPage.Code(
          target: target.rawValue, text: "cannot export: \(error)", isAvailable: false)
      }
    }
  }
}
