// The C-ABI face of Kinetic in WebAssembly: what `Scripts/wasm.sh` compiles with Embedded Swift,
// beside the package's own `Kinetic`, `KineticPlot` (its number text) and `KineticInterchange`
// sources, into `kinetic.wasm` for the studio page and the node comparison. It is not a SwiftPM
// target: the native build never needs it, and Embedded Swift builds it from this one file.
//
// The module owns its memory. JavaScript asks for a buffer (`kinetic_alloc`), writes a spec's
// UTF-8 into it and parses it into a slot; a slot is sampled into a buffer of doubles or
// exported as text. Every call that can fail returns a negative status and leaves its message
// in the text buffer (`kinetic_text_pointer`/`kinetic_text_length`), exactly the text the CLI
// prints after `error:` (with the caret diagram for a spec error).
import Kinetic
import KineticInterchange

/// The parsed motions, by slot; the page keeps one slot per row.
nonisolated(unsafe) var motions: [Motion?] = []
/// A sampler built for a slot's motion, with what it was built from.
struct CachedSampler {
  var from: UInt64
  var to: UInt64?
  var velocity: UInt64
  var platform: PlatformEngine
  var sampler: MotionSampler
}
/// The samplers built for each slot's motion, at most one per platform engine, emptied when
/// the slot is parsed again: the page samples one motion many times (its duration, its
/// chart, its preview at every frame), and building a sampler (a spring's completion
/// bounds, a curve's solver) costs more than many samples.
nonisolated(unsafe) var samplers: [[CachedSampler]] = []
/// The last text result: exported code or an error message, as UTF-8.
nonisolated(unsafe) var text: [UInt8] = []

/// Status codes (negative: failed, see the text buffer).
let failed: Int32 = -1

func setText(_ string: String) { text = Array(string.utf8) }

/// `count` bytes the caller may use (16-byte aligned), released with ``free(_:)``.
@_expose(wasm, "kinetic_alloc") @_cdecl("kinetic_alloc")
public func allocate(_ count: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 16)
}

/// Releases a buffer from ``allocate(_:)``.
@_expose(wasm, "kinetic_free") @_cdecl("kinetic_free")
public func free(_ pointer: UnsafeMutableRawPointer) { pointer.deallocate() }

/// Parses the UTF-8 spec at `pointer` into `slot`: 0, or −1 with the error (and caret diagram)
/// in the text buffer; the slot is emptied then.
@_expose(wasm, "kinetic_parse") @_cdecl("kinetic_parse")
public func parse(_ slot: Int32, _ pointer: UnsafePointer<UInt8>, _ length: Int32) -> Int32 {
  let source = String(
    decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
  let index = Int(slot)
  guard index >= 0, index < 4_096 else {
    setText("slot \(slot) is outside 0...4095")
    return failed
  }
  while motions.count <= index { motions.append(nil) }
  while samplers.count <= index { samplers.append([]) }
  samplers[index] = []
  do {
    motions[index] = try Motion(parsing: source)
    setText("")
    return 0
  } catch {
    motions[index] = nil
    setText(error.description + "\n" + error.caretDiagram)
    return failed
  }
}

/// What the motion in `slot` is: 0 an animation, 1 a keyframe track, 2 a released physics
/// model, 3 a physics model with a target; −1 for an empty slot.
@_expose(wasm, "kinetic_kind") @_cdecl("kinetic_kind")
public func kind(_ slot: Int32) -> Int32 {
  guard let motion = motion(slot) else { return failed }
  switch motion.kind {
  case .animation: return 0
  case .keyframes: return 1
  case .released: return 2
  case .targeted: return 3
  }
}

/// Samples the motion in `slot` at `count` times `start + i·step` (a released model or a
/// keyframe track takes no target: pass `hasTarget` 0), writing value and velocity pairs to
/// `output` (2·count doubles). Returns 0, or −1 with the error in the text buffer.
///
/// - Parameters:
///   - engine: the renderer, by index in ``PlatformEngine/allCases``: 0 exact, 1 SwiftUI's
///     fixed-step spring engine, 2 Flutter, 3 Motion, 4 Chromium, 5 WebKit (their cubic Bezier
///     solvers).
@_expose(wasm, "kinetic_sample") @_cdecl("kinetic_sample")
public func sample(
  _ slot: Int32, _ from: Double, _ to: Double, _ hasTarget: Int32, _ velocity: Double,
  _ engine: Int32, _ start: Double, _ step: Double, _ count: Int32,
  _ output: UnsafeMutablePointer<Double>
) -> Int32 {
  fill(
    slot, from, to, hasTarget, velocity, engine, count, output, time: { start + Double($0) * step })
}

/// Samples the motion in `slot` at the `count` times in `times`, as ``sample`` does.
@_expose(wasm, "kinetic_sample_at") @_cdecl("kinetic_sample_at")
public func sample(
  _ slot: Int32, _ from: Double, _ to: Double, _ hasTarget: Int32, _ velocity: Double,
  _ engine: Int32, _ times: UnsafePointer<Double>, _ count: Int32,
  _ output: UnsafeMutablePointer<Double>
) -> Int32 {
  fill(
    slot, from, to, hasTarget, velocity, engine, count, output, time: { times[$0] })
}

/// The duration of the motion in `slot` from 0 to 1 (a released model: from 0 with
/// `velocity`), or −1 when it never ends or the slot is empty.
@_expose(wasm, "kinetic_duration") @_cdecl("kinetic_duration")
public func duration(_ slot: Int32, _ velocity: Double) -> Double {
  guard let motion = motion(slot) else { return -1 }
  let hasTarget = motion.kind == .animation || motion.kind == .targeted
  guard
    let sampler = try? cachedSampler(
      slot, motion, from: 0, to: hasTarget ? 1 : nil,
      velocity: motion.kind == .animation ? 0 : velocity, platform: .exact),
    let duration = sampler.duration, duration.isFinite
  else { return -1 }
  return duration
}

/// Exports the motion in `slot` to the target named by the UTF-8 at `pointer` (`swiftui`,
/// `css`, … as `kinetic export --to` names them): 0 with the code in the text buffer, or −1
/// with the error there. `duration` ≤ 0 means none.
@_expose(wasm, "kinetic_export") @_cdecl("kinetic_export")
public func export(
  _ slot: Int32, _ pointer: UnsafePointer<UInt8>, _ length: Int32, _ tolerance: Double,
  _ duration: Double
) -> Int32 {
  guard let motion = motion(slot) else { return failed }
  let name = String(
    decoding: UnsafeBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
  guard let target = ExportTarget(rawValue: name) else {
    setText("unknown export target '\(name)'")
    return failed
  }
  do {
    setText(
      try motion.exported(to: target, tolerance: tolerance, duration: duration > 0 ? duration : nil)
        .text)
    return 0
  } catch {
    setText(error.description)
  }
  return failed
}

/// Exports the motion in `slot` to every target (``ExportTarget/allCases``, in order) through
/// one exporter, so that the targets writing the same approximation (CSS, WAAPI, GSAP, … for
/// a spring) compute it once: 0 with one entry per target in the text buffer — `1` and the
/// code, or `0` and why there is none, entries ended by a NUL byte — or −1 with the error
/// there (a tolerance or duration out of range, a physics model). `duration` ≤ 0 means none.
@_expose(wasm, "kinetic_export_all") @_cdecl("kinetic_export_all")
public func exportAll(_ slot: Int32, _ tolerance: Double, _ duration: Double) -> Int32 {
  guard let motion = motion(slot) else { return failed }
  do {
    let results = try motion.exported(
      to: ExportTarget.allCases, tolerance: tolerance, duration: duration > 0 ? duration : nil)
    var entries = ""
    for result in results {
      switch result {
      case .success(let code): entries += "1" + code.text + "\u{0}"
      case .failure(let error): entries += "0" + error.description + "\u{0}"
      }
    }
    setText(entries)
    return 0
  } catch {
    setText(error.description)
    return failed
  }
}

/// The tunable numbers of the spec in `slot` (``SpecParameter``), one a line in the text
/// buffer: name, value, column (1-based, in Unicode scalars), length, low, high and step,
/// separated by tabs. Returns the count, or −1 for an empty slot.
@_expose(wasm, "kinetic_parameters") @_cdecl("kinetic_parameters")
public func parameters(_ slot: Int32) -> Int32 {
  guard let motion = motion(slot) else { return failed }
  let list = motion.parameters
  var lines = ""
  for p in list {
    lines +=
      "\(p.name)\t\(p.value)\t\(p.column)\t\(p.length)\t\(p.range.lowerBound)\t"
      + "\(p.range.upperBound)\t\(p.step)\n"
  }
  setText(lines)
  return Int32(list.count)
}

/// The spec in `slot` with its named springs and curves written out in its ecosystem's
/// explicit form (``SpecExplicitForm``): 1 with that text in the text buffer, 0 when it names
/// none (the buffer empty), −1 for an empty slot.
@_expose(wasm, "kinetic_explicit") @_cdecl("kinetic_explicit")
public func explicit(_ slot: Int32) -> Int32 {
  guard let motion = motion(slot) else { return failed }
  guard let source = motion.explicitSource else {
    setText("")
    return 0
  }
  setText(source)
  return 1
}

/// The gallery (``SpecGallery``) in the text buffer: one `group<TAB>spec` line per spec.
/// Returns the number of specs.
@_expose(wasm, "kinetic_gallery") @_cdecl("kinetic_gallery")
public func gallery() -> Int32 {
  var lines = ""
  var count: Int32 = 0
  for group in SpecGallery.groups {
    for spec in group.specs {
      lines += group.name + "\t" + spec + "\n"
      count += 1
    }
  }
  setText(lines)
  return count
}

/// The export targets in the text buffer, one `name<TAB>summary` line each, in
/// `kinetic export --to`'s order. Returns their number.
@_expose(wasm, "kinetic_targets") @_cdecl("kinetic_targets")
public func targets() -> Int32 {
  setLines(ExportTarget.allCases.map { ($0.rawValue, $0.summary) })
}

/// The renderers ``sample`` takes by index (``PlatformEngine/allCases``) in the text buffer,
/// one `name<TAB>evaluator` line each. Returns their number.
@_expose(wasm, "kinetic_engines") @_cdecl("kinetic_engines")
public func engines() -> Int32 {
  setLines(PlatformEngine.allCases.map { ($0.rawValue, $0.evaluator) })
}

/// Sets the text buffer to one `name<TAB>text` line per row; returns the number of rows.
func setLines(_ rows: [(name: String, text: String)]) -> Int32 {
  var lines = ""
  for row in rows { lines += row.name + "\t" + row.text + "\n" }
  setText(lines)
  return Int32(rows.count)
}

/// The text buffer's address (exported code or the last error).
@_expose(wasm, "kinetic_text_pointer") @_cdecl("kinetic_text_pointer")
public func textPointer() -> UnsafePointer<UInt8>? {
  text.withUnsafeBufferPointer { $0.baseAddress }
}

/// The text buffer's length in bytes.
@_expose(wasm, "kinetic_text_length") @_cdecl("kinetic_text_length")
public func textLength() -> Int32 { Int32(text.count) }

/// The motion in `slot`, or `nil` (with an error in the text buffer).
func motion(_ slot: Int32) -> Motion? {
  let index = Int(slot)
  guard index >= 0, index < motions.count, let motion = motions[index] else {
    setText("slot \(slot) holds no motion")
    return nil
  }
  return motion
}

/// The sampler of `motion`, the motion in `slot`, from `from` to `to` (`nil`: none) with
/// `velocity`, rendered by `platform`: the one built before when it was built from the same
/// (bit for bit), so that its samples are the same.
private func cachedSampler(
  _ slot: Int32, _ motion: Motion, from: Double, to: Double?, velocity: Double,
  platform: PlatformEngine
) throws(MotionError) -> MotionSampler {
  let index = Int(slot)
  let key = (from: from.bitPattern, to: to?.bitPattern, velocity: velocity.bitPattern)
  let cached = samplers[index]
  for entry in cached where entry.platform == platform {
    if entry.from == key.from && entry.to == key.to && entry.velocity == key.velocity {
      return entry.sampler
    }
  }
  let built = try motion.sampler(
    from: from, to: to, velocity: velocity, engine: platform.springEngine, platform: platform)
  samplers[index] =
    cached.filter { $0.platform != platform }
    + [
      CachedSampler(
        from: key.from, to: key.to, velocity: key.velocity, platform: platform, sampler: built)
    ]
  return built
}

/// Samples the motion in `slot` at `time(i)` for `i` in `0..<count` into `output` (value and
/// velocity interleaved): the body of both sampling entry points. Returns 0, or −1 with the
/// error text set.
private func fill(
  _ slot: Int32, _ from: Double, _ to: Double, _ hasTarget: Int32, _ velocity: Double,
  _ engine: Int32, _ count: Int32, _ output: UnsafeMutablePointer<Double>,
  time: (Int) -> Double
) -> Int32 {
  guard let motion = motion(slot) else { return failed }
  let engines = PlatformEngine.allCases
  guard engine >= 0, Int(engine) < engines.count else {
    setText("engine \(engine) is outside 0...\(engines.count - 1)")
    return failed
  }
  let platform = engines[Int(engine)]
  do {
    let sampler = try cachedSampler(
      slot, motion, from: from, to: hasTarget != 0 ? to : nil, velocity: velocity,
      platform: platform)
    for i in 0..<Int(max(count, 0)) {
      let frame = sampler.sample(at: time(i))
      output[2 * i] = frame.value
      output[2 * i + 1] = frame.velocity
    }
    return 0
  } catch {
    setText(error.description)
    return failed
  }
}
