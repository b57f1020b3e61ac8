// The scene layer (KineticScene) is not part of the WebAssembly build (Scripts/wasm.sh), so the
// transition forms are native only.
#if !hasFeature(Embedded)
  import KineticScene

  extension AnyTransition {
    /// The transition a SwiftUI transition expression describes, as it would be written in
    /// `.transition(...)`: `AnyTransition`'s and the iOS 17 `Transition` protocol's members and
    /// their combinations.
    ///
    /// ```swift
    /// let fade = try AnyTransition(parsing: ".opacity.combined(with: .scale(0.5, anchor: .top))")
    /// let card = try AnyTransition(
    ///   parsing: "AnyTransition.asymmetric(insertion: .push(from: .trailing), removal: .opacity)")
    /// ```
    ///
    /// Accepted: `.identity`, `.opacity`, `.scale`, `.scale(_:anchor:)`, `.scale(scale:anchor:)`,
    /// `.move(edge:)`, `.offset(x:y:)`, `.offset(_:)` (a `CGSize(width:height:)`), `.slide`,
    /// `.push(from:)`, `.blurReplace`, `.blurReplace(_:)` (`.downUp`, `.upUp`),
    /// `.asymmetric(insertion:removal:)`, `AnyTransition(_:)`, each followed by any number of
    /// `.combined(with:)`; an optional `AnyTransition.` prefix, and type-qualified members in
    /// arguments (`Edge.leading`, `UnitPoint.topLeading`, `UnitPoint(x:y:)`).
    ///
    /// - Throws: ``SpecError`` naming the offending token and its column.
    public init(parsing source: String) throws(SpecError) {
      let syntax = try SpecParser.parse(source, grammar: .transition)
      self = try TransitionBinder(source: source).transition(syntax)
    }
  }
#endif
