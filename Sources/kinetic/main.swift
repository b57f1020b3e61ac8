@preconcurrency import CKineticPOSIX
import KineticCommandLine

exit(KineticCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
