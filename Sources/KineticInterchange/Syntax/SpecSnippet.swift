/// A snippet as people paste it — an animation with its surroundings — reduced to the animation
/// it carries, before any form reads it.
///
/// The surroundings peeled off: comments; declarations and assignments (`val spec = …`,
/// `let animation: Animation = …`, `const transition = …`, `final`, `var`, `animationSpec =
/// …`); a trailing `;` or `,`; JSX props (`transition={{ type: "spring" }}`) and object
/// properties or named arguments (`config: config.wobbly`, `curve: Curves.easeOutCubic,`);
/// CSS declarations and rules (`transition-timing-function: ease-out;`, `.box { transition:
/// transform .2s ease-out }`, a duration longhand beside a timing-function longhand); and call
/// sites (`withAnimation(.spring(…)) { … }`, `.animation(.easeInOut(duration: 0.3), value:
/// flag)`, `animateFloatAsState(targetValue = 1f, animationSpec = …)`, `useSpring({ …,
/// config: … })`, `<motion.div animate={…} transition={…}>`, `animate(el, { x: 100 }, { …
/// })`, Flutter's `AnimatedContainer(duration: …, curve: …)`).
///
/// A snippet that is already a form (`spring(duration: 0.5)`, `tween(300)`, a CSS
/// `transition:` declaration, a Core Animation program) is left as it is: ``spec`` is
/// ``source``. When the snippet carries several animations, ``candidates`` lists them in
/// order and the first is read unless ``init(_:pick:)`` picks another; ``note`` says which.
///
/// ```swift
/// let snippet = try SpecSnippet("withAnimation(.spring(duration: 0.4)) { flag.toggle() }")
/// snippet.spec   // ".spring(duration: 0.4)"
/// ```
public struct SpecSnippet: Sendable {
  /// The snippet as pasted.
  public let source: String
  /// The animation it carries, as a spec every form reads (``source`` itself when it is one).
  public let spec: String
  /// Every animation found, in the order written (one, ``spec``, when nothing was peeled).
  public let candidates: [String]
  /// The index in ``candidates`` of ``spec``.
  public let pickedIndex: Int
  /// The source column (1-based, in Unicode scalars) of each scalar of ``spec``, and one past
  /// its end; `nil` when ``spec`` is ``source``.
  let columns: [Int]?
  /// The source column of each candidate's first character.
  let candidateColumns: [Int]

  /// Reduces `source` to the animation it carries.
  ///
  /// - Parameters:
  ///   - source: The snippet.
  ///   - pick: Which of several animations to read, from 1; `nil` reads the first.
  /// - Throws: ``SpecError`` when the surroundings are recognised but carry no animation
  ///   (saying what to paste instead), or when `pick` is out of range.
  public init(_ source: String, pick: Int? = nil) throws(SpecError) {
    self.source = source
    let found = try SnippetReducer.candidates(in: source)
    guard let found, !found.isEmpty else {
      if let pick, pick != 1 {
        throw SpecError(
          "--pick \(pick): the snippet holds one animation", column: 1, source: source)
      }
      (spec, candidates, pickedIndex, columns, candidateColumns) = (source, [source], 0, nil, [1])
      return
    }
    let index = (pick ?? 1) - 1
    guard found.indices.contains(index) else {
      throw SpecError(
        "--pick \(pick ?? 0): the snippet holds \(found.count) animation"
          + (found.count == 1 ? "" : "s") + " ("
          + found.map { "'\(SpecError.singleLine($0.text))'" }.joined(separator: ", ") + ")",
        column: 1, source: source)
    }
    candidates = found.map { $0.text }
    candidateColumns = found.map { $0.columns.first ?? 1 }
    pickedIndex = index
    spec = found[index].text
    columns = found[index].columns
  }

  /// Whether surroundings were peeled off (``spec`` is not ``source``).
  public var isReduced: Bool { columns != nil }

  /// One line saying which animation was read when the snippet holds several, e.g. `read
  /// animation 1 of 2, '.spring(duration: 0.4)' at column 15; --pick 2 reads
  /// '.easeIn'`; `nil` when it holds one.
  public var note: String? {
    guard candidates.count > 1 else { return nil }
    let others = candidates.indices.filter { $0 != pickedIndex }.map {
      "--pick \($0 + 1) reads '\(SpecError.singleLine(candidates[$0]))'"
    }
    return "read animation \(pickedIndex + 1) of \(candidates.count), "
      + "'\(SpecError.singleLine(spec))' at column \(candidateColumns[pickedIndex]); "
      + others.joined(separator: ", ")
  }

  /// `error` with its column moved to the source's, when it is an error in ``spec``.
  public func attributing(_ error: SpecError) -> SpecError {
    guard let columns, error.source == spec else { return error }
    let index = min(max(error.column - 1, 0), columns.count - 1)
    return SpecError(error.message, column: columns[index], source: source)
  }

  /// `body` run on ``spec``, its spec errors attributed to the source.
  func reading<T>(_ body: (String) throws(SpecError) -> T) throws(SpecError) -> T {
    do {
      return try body(spec)
    } catch {
      throw attributing(error)
    }
  }

  /// The snippet `source` reduces to with the first animation picked, or the source unchanged
  /// when its surroundings are not understood (so that the forms report their own errors).
  static func reduced(_ source: String) -> SpecSnippet? {
    guard let snippet = try? SpecSnippet(source), snippet.isReduced else { return nil }
    return snippet
  }
}
