import BezelCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Everything lives in BezelCLI so that tests run the same code in-process.
exit(BezelCommandLine.main(Array(CommandLine.arguments.dropFirst())))
