import Kinetic

/// The `kinetic(1)` manual page in roff, made from the help text the tool prints: the root
/// help, then every subcommand's `--help` verbatim, so the page cannot drift from the tool.
///
/// `kinetic --generate-manpage` prints it (a hidden option); `Scripts/install.sh` installs it
/// as `share/man/man1/kinetic.1`.
enum ManPage {
  /// The page.
  static var text: String {
    var out = ".TH KINETIC 1 \"\" \"kinetic \(KineticVersion.string)\" \"User Commands\"\n"
    out += ".SH NAME\nkinetic \\- evaluate, plot and run animations with SwiftUI's semantics\n"
    out += ".SH SYNOPSIS\n.B kinetic\n.I subcommand\n[options]\n"
    out += ".SH DESCRIPTION\n" + verbatim(KineticCommand.help)
    for command in KineticCommand.subcommands {
      out += ".SH \"KINETIC \(command.name.uppercased())\"\n" + verbatim(command.help)
    }
    out += ".SH SEE ALSO\nThe README and the DocC documentation built by Scripts/docs.sh.\n"
    return out
  }

  /// `text` as a no-fill block, escaped so roff prints it as written.
  static func verbatim(_ text: String) -> String {
    var out = ".nf\n"
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      var escaped = ""
      for scalar in line.unicodeScalars {
        switch scalar {
        case "\\": escaped += "\\e"
        // roff input is ASCII: other characters as Unicode escapes (\[u2265] for ≥).
        case _ where scalar.value > 0x7E:
          let hex = String(scalar.value, radix: 16, uppercase: true)
          escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      // A line starting with a dot or apostrophe would be read as a request.
      if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
      out += escaped + "\n"
    }
    return out + ".fi\n"
  }
}
