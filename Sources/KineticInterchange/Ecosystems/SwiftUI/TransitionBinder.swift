// The scene layer (KineticScene) is not part of the WebAssembly build (Scripts/wasm.sh), so the
// transition forms are native only.
#if !hasFeature(Embedded)
  import Kinetic
  import KineticScene

  /// Binds a parsed SwiftUI transition expression (a ``SpecSyntax`` read with
  /// ``SpecParser/Grammar/transition``) to the scene's ``AnyTransition``, looking every name up
  /// in ``SwiftUITransitionForms``; every error names the token and its column.
  struct TransitionBinder: Sendable {
    /// The expression as written, which errors quote.
    let source: String

    private func error(_ message: String, _ column: Int) -> SpecError {
      SpecError(message, column: column, source: source)
    }

    /// The transition `syntax` spells: its base, then each modifier in order.
    func transition(_ syntax: SpecSyntax) throws(SpecError) -> AnyTransition {
      var result = try base(syntax.base)
      for call in syntax.modifiers {
        guard let modifier = SwiftUITransitionForms.modifiers.first(where: { $0.name == call.name })
        else {
          let known = SwiftUITransitionForms.modifiers.map(\.name)
          throw error(
            "unknown transition modifier '.\(call.name)'; expected "
              + known.map { "'.\($0)(...)'" }.joined(separator: ", ")
              + NameSuggestion.clause(for: call.name, among: known), call.column)
        }
        guard call.arguments != nil else {
          throw error(
            "'.\(call.name)' needs arguments; expected \(modifier.signature.rendered)", call.column)
        }
        let (_, arguments) = try SpecOverloads(signatures: [modifier.signature])
          .match(call, source: source)
        result = try modifier.apply(result, arguments, self)
      }
      return result
    }

    /// A base transition: a property (`.opacity`) or a call (`.move(edge: .leading)`).
    private func base(_ call: CallSyntax) throws(SpecError) -> AnyTransition {
      guard let form = SwiftUITransitionForms.bases.first(where: { $0.name == call.name }) else {
        // The members; `AnyTransition(_:)` is an initialiser, not one of them.
        let known = SwiftUITransitionForms.bases.map(\.name).filter { $0 != "AnyTransition" }
        throw error(
          "unknown transition '.\(call.name)'; expected one of: "
            + known.map { "." + $0 }.joined(separator: ", ")
            + NameSuggestion.clause(for: call.name, among: known), call.column)
      }
      guard call.arguments != nil else {
        if let property = form.property { return property }
        throw error(
          "'.\(call.name)' needs arguments; expected "
            + form.signatures.map(\.rendered).joined(separator: " or "), call.column)
      }
      guard !form.signatures.isEmpty else {
        throw error(
          "'.\(call.name)' is a property, not a function; write '.\(call.name)' without "
            + "parentheses", call.column)
      }
      let (index, arguments) = try SpecOverloads(signatures: form.signatures)
        .match(call, source: source)
      return try form.build(index, arguments, self)
    }

    /// The column of the argument bound to `key`, or of the expression's start for a default.
    private func column(_ arguments: SpecArguments, _ key: String) -> Int {
      arguments.columns[key] ?? 1
    }

    /// The nested transition bound to `key` (`.opacity`, `.move(edge: .top)`,
    /// `.opacity.combined(with: .scale)`).
    func transition(_ arguments: SpecArguments, _ key: String) throws(SpecError) -> AnyTransition {
      switch arguments.values[key] {
      case .call(let call)?: return try transition(SpecSyntax(base: call, modifiers: []))
      case .chain(let chain)?: return try transition(chain)
      default: throw error("expected a transition", column(arguments, key))
      }
    }

    /// A member without arguments bound to `key` (`.leading`), or `nil` when the value is a call
    /// with arguments; `what` names the type for errors.
    private func memberName(_ arguments: SpecArguments, _ key: String, _ what: String)
      throws(SpecError) -> (name: String, call: CallSyntax)
    {
      switch arguments.values[key] {
      case .call(let call)?: return (call.name, call)
      case .chain(let chain)?:
        throw error(
          "expected \(what), got '.\(chain.base.name)' followed by '.\(chain.modifiers[0].name)'",
          column(arguments, key))
      default: throw error("expected \(what)", column(arguments, key))
      }
    }

    /// The `Edge` bound to `key`.
    func edge(_ arguments: SpecArguments, _ key: String) throws(SpecError) -> Edge {
      let (name, call) = try memberName(arguments, key, "an Edge")
      guard call.arguments == nil, let edge = Edge(rawValue: name) else {
        let known = Edge.allCases.map(\.rawValue)
        throw error(
          "unknown Edge '.\(name)\(call.arguments == nil ? "" : "(...)")'; expected "
            + known.map { "." + $0 }.joined(separator: ", ")
            + NameSuggestion.clause(for: name, among: known), column(arguments, key))
      }
      return edge
    }

    /// The `UnitPoint` bound to `key`: a named one (`.topLeading`) or `UnitPoint(x:y:)`.
    func anchor(_ arguments: SpecArguments, _ key: String) throws(SpecError) -> UnitPoint {
      let (name, call) = try memberName(arguments, key, "a UnitPoint")
      if name == "UnitPoint", call.arguments != nil {
        let signature = SpecSignature(
          name: "UnitPoint", parameters: [.number("x", "x", .any), .number("y", "y", .any)])
        let (_, point) = try SpecOverloads(signatures: [signature]).match(call, source: source)
        return UnitPoint(x: point.number("x"), y: point.number("y"))
      }
      let known = SwiftUITransitionForms.anchors.map(\.name)
      guard call.arguments == nil,
        let anchor = SwiftUITransitionForms.anchors.first(where: { $0.name == name })
      else {
        throw error(
          "unknown UnitPoint '.\(name)\(call.arguments == nil ? "" : "(...)")'; expected "
            + known.map { "." + $0 }.joined(separator: ", ") + " or UnitPoint(x:y:)"
            + NameSuggestion.clause(for: name, among: known), column(arguments, key))
      }
      return anchor.point
    }

    /// The `CGSize` bound to `key`: `CGSize(width:height:)` or `.zero`.
    func size(_ arguments: SpecArguments, _ key: String) throws(SpecError) -> Size {
      let (name, call) = try memberName(arguments, key, "a CGSize")
      if name == "zero", call.arguments == nil { return Size(width: 0, height: 0) }
      guard name == "CGSize", call.arguments != nil else {
        throw error(
          "expected a CGSize, 'CGSize(width:height:)' or '.zero', got '\(name)'",
          column(arguments, key))
      }
      let signature = SpecSignature(
        name: "CGSize",
        parameters: [.number("width", "width", .any), .number("height", "height", .any)])
      let (_, size) = try SpecOverloads(signatures: [signature]).match(call, source: source)
      return Size(width: size.number("width"), height: size.number("height"))
    }

    /// The `BlurReplaceTransition.Configuration` bound to `key`.
    func configuration(_ arguments: SpecArguments, _ key: String) throws(SpecError)
      -> BlurReplaceTransition.Configuration
    {
      let (name, call) = try memberName(arguments, key, "a BlurReplaceTransition.Configuration")
      let known = SwiftUITransitionForms.configurations.map(\.name)
      guard call.arguments == nil,
        let configuration = SwiftUITransitionForms.configurations.first(where: { $0.name == name })
      else {
        throw error(
          "unknown BlurReplaceTransition.Configuration '.\(name)'; expected "
            + known.map { "." + $0 }.joined(separator: " or ")
            + NameSuggestion.clause(for: name, among: known), column(arguments, key))
      }
      return configuration.value
    }
  }
#endif
