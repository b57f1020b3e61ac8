/// Every demo `kinetic demo` can run.
public enum DemoRegistry {
  /// The demo types, in the order of DESIGN.md's table. Add a new demo by appending its type.
  public static let all: [any Demo.Type] = [
    CircleDemo.self,
    BorderDemo.self,
    TwoParameterBorderDemo.self,
    TransitionDemo.self,
    HorizontalListDemo.self,
    NeumorphismDemo.self,
    SpinnerDemo.self,
    CoordinatorDemo.self,
    MatchedGeometryDemo.self,
    ContentTransitionDemo.self,
  ]

  /// The demos' names, in ``all``'s order.
  public static var names: [String] { all.map { $0.name } }

  /// The demo type called `name`, or `nil`.
  public static func type(named name: String) -> (any Demo.Type)? {
    all.first { $0.name == name }
  }

  /// Builds the demo called `name` from option strings.
  ///
  /// - Parameters:
  ///   - name: The demo's ``Demo/name``.
  ///   - options: The demo's options by name, without the `--` (e.g. `["curve": "snappy"]`).
  ///   - curve: An animation spec to animate with instead of the `--curve` option (see
  ///     ``Demo/init(options:curve:)``); `nil` to read the option.
  /// - Throws: ``DemoError/unknownDemo(_:known:)``, or whatever the demo's initialiser throws.
  public static func make(
    _ name: String, options: [String: String] = [:], curve: DemoCurve? = nil
  ) throws(DemoError) -> any Demo {
    guard let type = type(named: name) else { throw .unknownDemo(name, known: names) }
    return try type.init(options: options, curve: curve)
  }
}
