import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Writing to a closed pipe must end the output, not kill the process with SIGPIPE.
signal(SIGPIPE, SIG_IGN)
let status = await Marquee.run(
    arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment, console: Console())
exit(status)
