import Foundation
import Synchronization

/// The lines a child process wrote, collected as they arrive (on the thread that reads the pipe) and read by the
/// tests (on the cooperative pool).
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public final class OutputLines: Sendable {
    private struct State {
        var lines: [String] = []
        var partial = Data()
        var isClosed = false
    }

    // Appended to from the pipe's handler thread and read from test tasks: the mutex is the only access path.
    private let state = Mutex(State())

    /// Every complete line so far (and the unfinished last one, if any).
    public var lines: [String] {
        state.withLock { state in
            state.partial.isEmpty ? state.lines : state.lines + [String(decoding: state.partial, as: UTF8.self)]
        }
    }

    /// Whether the pipe closed: every line the process wrote is in ``lines``.
    public var isClosed: Bool { state.withLock { $0.isClosed } }

    /// Adds bytes read from the pipe; an empty `data` means the pipe closed.
    func append(_ data: Data) {
        state.withLock { state in
            if data.isEmpty {
                state.isClosed = true
                if !state.partial.isEmpty {
                    state.lines.append(String(decoding: state.partial, as: UTF8.self))
                    state.partial = Data()
                }
                return
            }
            state.partial.append(data)
            while let newline = state.partial.firstIndex(of: UInt8(ascii: "\n")) {
                let line = state.partial[state.partial.startIndex..<newline]
                state.lines.append(String(decoding: line, as: UTF8.self))
                state.partial = Data(state.partial[state.partial.index(after: newline)...])
            }
        }
    }
}
