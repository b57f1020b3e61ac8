/// The interruption policies of `kinetic retarget`.
enum RetargetMode: String, ExpressibleByArgument {
  case automatic, merge, additive, restart, matched, reverse
}
