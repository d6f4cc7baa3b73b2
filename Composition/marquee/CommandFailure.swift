/// A command that ran but could not produce its result: one line on standard error and a non-zero exit status.
struct CommandFailure: Error, Hashable, Sendable {
    /// Bad input found only once the use case looked at it (status 2), or a failure of the service (status 1).
    enum Kind: Hashable, Sendable {
        case usage
        case service
    }

    /// Which kind of failure this is.
    let kind: Kind
    /// What went wrong, in one line, without the `marquee: ` prefix; never contains a secret.
    let message: String

    /// The process exit status for this failure.
    var exitStatus: Int32 {
        switch kind {
        case .usage: ExitStatus.usage
        case .service: ExitStatus.failure
        }
    }

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(kind: .usage, message: message)
    }

    static func service(_ message: String) -> CommandFailure {
        CommandFailure(kind: .service, message: message)
    }
}
