// The scene layer (KineticScene) is not part of the WebAssembly build (Scripts/wasm.sh), so the
// transition forms are native only.
#if !hasFeature(Embedded)
  import Kinetic
  import KineticScene

  /// The table of SwiftUI's transition spellings, the one place `AnyTransition(parsing:)` looks a
  /// name up: each static member of `AnyTransition` and of the iOS 17 `Transition` protocol, as a
  /// property (`.opacity`), as calls with their signatures (`.scale(_:anchor:)`,
  /// `.scale(scale:anchor:)`), or both (`.scale`, `.blurReplace`), and the one modifier,
  /// `combined(with:)`. Defaults are SwiftUI's (Apple's documentation of each member).
  enum SwiftUITransitionForms {
    /// One name of the table.
    struct Form: Sendable {
      /// The member's name, `move`.
      var name: String
      /// The transition the name stands for written without parentheses, if it is a property.
      var property: AnyTransition?
      /// The call signatures, in the order Swift would prefer them.
      var signatures: [SpecSignature]
      /// The transition of the call that matched `signatures[index]`.
      var build:
        @Sendable (_ index: Int, _ arguments: SpecArguments, _ binder: TransitionBinder)
          throws(SpecError) -> AnyTransition
    }

    /// What the nested values are, for the signatures and their errors.
    static let transitionKind = SpecSignature.Kind.call("a transition such as '.opacity'")
    static let edgeKind = SpecSignature.Kind.call("an Edge such as '.leading'")
    static let anchorKind = SpecSignature.Kind.call("a UnitPoint such as '.topLeading'")
    static let sizeKind = SpecSignature.Kind.call(
      "a CGSize such as 'CGSize(width: 10, height: 20)'")
    static let configurationKind = SpecSignature.Kind.call(
      "a BlurReplaceTransition.Configuration such as '.upUp'")

    /// A member called with one edge, labelled `label` (`.move(edge:)`, `.push(from:)`), that
    /// `make` turns into the transition.
    private static func edgeForm(
      _ name: String, label: String, _ make: @escaping @Sendable (Edge) -> AnyTransition
    ) -> Form {
      Form(
        name: name, property: nil,
        signatures: [SpecSignature(name: name, parameters: [parameter(label, label, edgeKind)])]
      ) { _, arguments, binder throws(SpecError) in
        make(try binder.edge(arguments, label))
      }
    }

    private static func parameter(
      _ label: String?, _ name: String, _ kind: SpecSignature.Kind, default value: SpecValue? = nil
    ) -> SpecSignature.Parameter {
      SpecSignature.Parameter(label: label, name: name, kind: kind, defaultValue: value)
    }

    private static func member(_ name: String) -> SpecValue {
      .call(CallSyntax(name: name, column: 0, arguments: nil))
    }

    /// The base transitions: `AnyTransition`'s static members and `Transition`'s
    /// (`TransitionPhase`-era spellings such as `scale(_:anchor:)`).
    static let bases: [Form] = [
      Form(name: "identity", property: .identity, signatures: []) { _, _, _ throws(SpecError) in
        .identity
      },
      Form(name: "opacity", property: .opacity, signatures: []) { _, _, _ throws(SpecError) in
        .opacity
      },
      Form(
        name: "scale", property: .scale,
        signatures: [
          // `Transition.scale(_:anchor:)` (iOS 17) and `AnyTransition.scale(scale:anchor:)`.
          SpecSignature(
            name: "scale",
            parameters: [
              .number(nil, "scale", .any),
              parameter("anchor", "anchor", anchorKind, default: member("center")),
            ]),
          SpecSignature(
            name: "scale",
            parameters: [
              .number("scale", "scale", .any),
              parameter("anchor", "anchor", anchorKind, default: member("center")),
            ]),
        ]
      ) { _, arguments, binder throws(SpecError) in
        .scale(scale: arguments.number("scale"), anchor: try binder.anchor(arguments, "anchor"))
      },
      edgeForm("move", label: "edge") { .move(edge: $0) },
      Form(
        name: "offset", property: nil,
        signatures: [
          SpecSignature(
            name: "offset",
            parameters: [.number("x", "x", .any, default: 0), .number("y", "y", .any, default: 0)]),
          SpecSignature(name: "offset", parameters: [parameter(nil, "offset", sizeKind)]),
        ]
      ) { index, arguments, binder throws(SpecError) in
        index == 0
          ? .offset(x: arguments.number("x"), y: arguments.number("y"))
          : .offset(try binder.size(arguments, "offset"))
      },
      Form(name: "slide", property: .slide, signatures: []) { _, _, _ throws(SpecError) in .slide },
      edgeForm("push", label: "from") { .push(from: $0) },
      Form(
        name: "blurReplace", property: AnyTransition(BlurReplaceTransition()),
        signatures: [
          SpecSignature(
            name: "blurReplace",
            parameters: [
              parameter(nil, "configuration", configurationKind, default: member("downUp"))
            ])
        ]
      ) { _, arguments, binder throws(SpecError) in
        AnyTransition(
          BlurReplaceTransition(configuration: try binder.configuration(arguments, "configuration"))
        )
      },
      Form(
        name: "asymmetric", property: nil,
        signatures: [
          SpecSignature(
            name: "asymmetric",
            parameters: [
              parameter("insertion", "insertion", transitionKind),
              parameter("removal", "removal", transitionKind),
            ])
        ]
      ) { _, arguments, binder throws(SpecError) in
        .asymmetric(
          insertion: try binder.transition(arguments, "insertion"),
          removal: try binder.transition(arguments, "removal"))
      },
      // `AnyTransition(.blurReplace)`: a `Transition` bridged to `AnyTransition` (iOS 17).
      Form(
        name: "AnyTransition", property: nil,
        signatures: [
          SpecSignature(
            name: "AnyTransition", parameters: [parameter(nil, "transition", transitionKind)])
        ]
      ) { _, arguments, binder throws(SpecError) in
        try binder.transition(arguments, "transition")
      },
    ]

    /// A modifier: a member called on a transition.
    struct Modifier: Sendable {
      /// The member's name, `combined`.
      var name: String
      var signature: SpecSignature
      /// The transition `receiver` becomes.
      var apply:
        @Sendable (
          _ receiver: AnyTransition, _ arguments: SpecArguments,
          _ binder: TransitionBinder
        ) throws(SpecError) -> AnyTransition
    }

    /// The modifiers a transition may be followed by.
    static let modifiers: [Modifier] = [
      Modifier(
        name: "combined",
        signature: SpecSignature(
          name: "combined", parameters: [parameter("with", "other", transitionKind)])
      ) { receiver, arguments, binder throws(SpecError) in
        receiver.combined(with: try binder.transition(arguments, "other"))
      }
    ]

    /// The `UnitPoint` members an anchor may name (Apple, `UnitPoint`).
    static let anchors: [(name: String, point: UnitPoint)] = [
      ("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing),
      ("top", .top), ("bottom", .bottom), ("topLeading", .topLeading),
      ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
      ("bottomTrailing", .bottomTrailing),
    ]

    /// `BlurReplaceTransition.Configuration`'s members.
    static let configurations: [(name: String, value: BlurReplaceTransition.Configuration)] = [
      ("downUp", .downUp), ("upUp", .upUp),
    ]
  }
#endif
