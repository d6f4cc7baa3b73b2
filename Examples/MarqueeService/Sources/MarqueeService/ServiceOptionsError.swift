import MarqueeKit

/// Why the service's own arguments cannot be used. Each message is one line naming the argument.
package enum ServiceOptionsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An argument the service does not know.
    case unknownArgument(String)
    /// An option without its value.
    case missingValue(String)
    /// An option given twice.
    case duplicateOption(String)
    /// `--port` is not a whole number from 0 through 65535.
    case invalidPort(String)
    /// `--hostname` is empty or contains white space.
    case invalidHostname(String)

    /// One line saying what is wrong.
    package var description: String {
        switch self {
        case .unknownArgument(let argument):
            "unknown argument \(Self.quoted(argument)) (see --help)"
        case .missingValue(let option): "\(option) needs a value"
        case .duplicateOption(let option): "\(option) is given more than once"
        case .invalidPort(let value): "--port must be a whole number from 0 through 65535, got \(Self.quoted(value))"
        case .invalidHostname(let value): "--hostname must be a host name or address, got \(Self.quoted(value))"
        }
    }

    /// `text` quoted on one line (control characters and line separators escaped), cut after 60 characters.
    private static func quoted(_ text: String) -> String {
        UserText.quoted(text)
    }
}
