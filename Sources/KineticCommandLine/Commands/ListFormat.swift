/// The formats of `list`: indented text sections, or one JSON object.
enum ListFormat: String, ExpressibleByArgument {
  case text, json
}
