/// A Lottie file (Bodymovin JSON) read for its animated properties: its frame rate `fr`, its
/// in and out points `ip`/`op`, and its layers.
///
/// A property is named by a path of member names separated by dots, where a member holding an
/// array takes an index or a layer name in brackets:
/// - `layers[0].ks.p`: the position of the first layer;
/// - `layers[name=Square].ks.p`: the position of the layer whose `nm` is `Square`;
/// - `Square.ks.p`: the same, when the first component is not a member of the file.
///
/// Time 0 is the file's first frame `ip`, where a player starts, and frame = `ip` + time × `fr`;
/// a layer's start time `st` and stretch `sr` are taken off for its properties, as players do.
public struct LottieFile: Sendable {
  /// The whole JSON document.
  public let json: LottieJSON
  /// Frames per second (`fr`).
  public let frameRate: Double
  /// The first frame played (`ip`).
  public let inPoint: Double
  /// The frame where playing stops (`op`).
  public let outPoint: Double

  /// Reads a Lottie file's JSON text.
  ///
  /// - Throws: ``LottieError`` for malformed JSON (with its line and column), a text over
  ///   ``LottieJSON/maximumByteCount``, or a missing or invalid `fr`, `ip` or `op`.
  public init(text: String) throws(LottieError) {
    json = try LottieJSON.parse(text)
    guard case .object = json else { throw LottieError("a Lottie file is a JSON object") }
    guard let fr = json["fr"]?.number, fr > 0 else {
      throw LottieError("the file has no positive frame rate \"fr\"")
    }
    guard let ip = json["ip"]?.number, let op = json["op"]?.number, op > ip else {
      throw LottieError("the file needs numbers \"ip\" < \"op\" (its in and out frames)")
    }
    (frameRate, inPoint, outPoint) = (fr, ip, op)
  }

  /// The seconds the file plays, (`op` − `ip`) / `fr`.
  public var duration: Double { (outPoint - inPoint) / frameRate }

  /// The property at `path` with the frame offset and stretch of the layer holding it.
  public struct Track: Sendable {
    /// The property.
    public let property: LottieProperty
    /// The path it was read from.
    public let path: String
    /// The file's frame rate.
    public let frameRate: Double
    /// The file's first frame.
    public let inPoint: Double
    /// The layer's start time `st`, in frames (0 outside a layer).
    public let startTime: Double
    /// The layer's time stretch `sr` (1 outside a layer).
    public let stretch: Double

    /// The value `time` seconds after the file starts playing, one number a dimension.
    public func value(at time: Double) -> [Double] {
      property.value(atFrame: (inPoint + time * frameRate - startTime) / stretch)
    }
  }

  /// The property at `path` (see the type's description for the syntax).
  ///
  /// - Throws: ``LottieError`` naming the component of the path that is not found.
  public func track(_ path: String) throws(LottieError) -> Track {
    var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !path.isEmpty, !components.contains(where: { $0.isEmpty }) else {
      throw LottieError("the property path '\(path)' has an empty component")
    }
    if json[Self.name(of: components[0])] == nil {
      components[0] = "layers[name=\(components[0])]"
    }
    var node = json
    var layer: LottieJSON?
    var walked: [String] = []
    for component in components {
      let key = Self.name(of: component)
      guard let member = node[key] else {
        let here = walked.isEmpty ? "the file" : "'\(walked.joined(separator: "."))'"
        throw LottieError("\(here) has no member \"\(key)\" (in property path '\(path)')")
      }
      node = member
      if let open = component.firstIndex(of: "["), component.hasSuffix("]") {
        let inside = String(
          component[component.index(after: open)..<component.index(before: component.endIndex)])
        guard case .array(let items) = node else {
          throw LottieError("\"\(key)\" is not an array (in property path '\(path)')")
        }
        if inside.hasPrefix("name=") {
          let name = String(inside.dropFirst(5))
          guard let found = items.first(where: { $0["nm"] == .string(name) }) else {
            let names = items.compactMap { item -> String? in
              if case .string(let s) = item["nm"] { return s }
              return nil
            }
            throw LottieError(
              "no element of \"\(key)\" is named '\(name)' (names: \(names.joined(separator: ", ")))"
            )
          }
          node = found
        } else {
          guard let n = Int(inside), items.indices.contains(n) else {
            throw LottieError(
              "'\(inside)' is not an index of \"\(key)\" (0..<\(items.count)) in '\(path)'")
          }
          node = items[n]
        }
        if key == "layers" { layer = node }
      } else if component.contains("[") || component.contains("]") {
        throw LottieError("'\(component)' in '\(path)' is not 'name' or 'name[index]'")
      }
      walked.append(component)
    }
    return Track(
      property: try LottieProperty(node, path: path), path: path, frameRate: frameRate,
      inPoint: inPoint, startTime: layer?["st"]?.number ?? 0,
      stretch: layer?["sr"]?.number.flatMap { $0 > 0 ? $0 : nil } ?? 1)
  }

  private static func name(of component: String) -> String {
    component.firstIndex(of: "[").map { String(component[..<$0]) } ?? component
  }
}
