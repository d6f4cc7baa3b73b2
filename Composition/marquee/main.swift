import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Writing to a closed pipe must fail the write (EPIPE, see Console), not kill the process with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
let status = await Marquee.run(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment)
exit(status)
