import Foundation
import HTTPTransport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where `marquee` writes: results to standard output, diagnostics to standard error. Every secret in
/// ``secrets`` is replaced by `<redacted>` in both, whatever put it there (an argument the user pasted, a message
/// from below). A failed write of the results is reported, never silently lost.
struct Console: Sendable {
    /// The texts never to print, longest first (see `LaunchConfiguration.secretValues(in:)`).
    let secrets: [String]

    init(secrets: [String] = []) {
        self.secrets = secrets
    }

    /// Writes `text` to standard output as is (secrets aside), all of it or throws why not.
    func output(_ text: String) throws(ConsoleWriteError) {
        try Self.write(redacted(text), to: STDOUT_FILENO)
    }

    /// Writes `marquee: <line>` and a newline to standard error. A failure is ignored: there is nowhere left to
    /// report it.
    func diagnostic(_ line: String) {
        try? Self.write("marquee: " + redacted(line) + "\n", to: STDERR_FILENO)
    }

    private func redacted(_ text: String) -> String {
        Redactor.redact(text, secrets: secrets)
    }

    /// `write(2)` until every byte is out, retrying after a signal. SIGPIPE is ignored (see main.swift), so a
    /// closed pipe is `EPIPE` here rather than a killed process.
    private static func write(_ text: String, to descriptor: Int32) throws(ConsoleWriteError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EPIPE {
                throw .readerGone
            } else {
                throw .failed(reason: written < 0 ? String(cString: strerror(errno)) : "nothing was written")
            }
        }
    }
}

/// Why the results could not be written to standard output.
enum ConsoleWriteError: Error, Hashable, Sendable {
    /// The reading end of the pipe was closed (e.g. `marquee … | head -1`): the reader has all it wants.
    case readerGone
    /// Any other failure, e.g. a full disk; `reason` is the system's text for it.
    case failed(reason: String)
}
