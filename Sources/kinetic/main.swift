import KineticCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(KineticCommand.main(arguments: Array(CommandLine.arguments.dropFirst())))
