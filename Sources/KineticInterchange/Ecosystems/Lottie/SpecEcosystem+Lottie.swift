import Kinetic

extension SpecEcosystem {
  /// Lottie: its row of the table of forms (``SpecFormTable``).
  ///
  /// Lottie files are read with `--lottie`, not as specs, so it has no forms here.
  static let lottie = SpecEcosystem(
    name: "Lottie",
    readsCode: false,
    summary:
      "a file, "
      + "not a spec: --lottie FILE --property layers[0].ks.p | layers[name=Square].ks.p | Square.ks.p on eval (one column a dimension), plot (one series a dimension) and export (--dimension d); export --to lottie writes a playable 512x512 file"
  )
}
