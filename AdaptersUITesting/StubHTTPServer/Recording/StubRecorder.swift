import Foundation
import Synchronization

/// Writes the exchanges a forwarding ``StubHTTPServer`` sees
/// (``StubHTTPServer/forwardUnmatched(to:timeout:clock:recorder:)``) as recording files, one per ``RecordingKey`` (a later
/// answer to the same request replaces the file), and keeps what it wrote and what failed.
///
/// Nothing reaches the disk before redaction: secret query items never enter a key, and the secrets the request carried
/// are replaced in the kept headers and the body (`RecordedExchange.recorded(_:status:headers:body:redaction:)`).
/// Files are written atomically (a temporary file, then a rename).
package final class StubRecorder: Sendable {
    /// The folder the recordings go to (created if missing); `nil` keeps them in memory only.
    package let folder: URL?
    /// What counts as a credential.
    package let redaction: RecordingRedaction
    private let state = Mutex(StubRecorderState())

    /// A recorder writing into `folder`, or only keeping the exchanges when `folder` is `nil`.
    package init(folder: URL?, redaction: RecordingRedaction = RecordingRedaction()) {
        self.folder = folder
        self.redaction = redaction
    }

    /// The exchanges recorded so far, in the order they were answered (the same key may appear more than once).
    package var exchanges: [RecordedExchange] { state.withLock { $0.exchanges } }

    /// The forwarded requests that got no usable answer (the upstream could not be reached, timed out or sent
    /// something that is not HTTP), or whose recording could not be written, in order.
    package var failures: [ForwardingFailure] { state.withLock { $0.failures } }

    /// Everything recorded so far, as a ``StubRecording`` (the last answer per key).
    package var recording: StubRecording { StubRecording(exchanges, redaction: redaction) }

    /// Records `request`'s answer and writes its file; a write failure is kept in ``failures``.
    func record(_ request: ReceivedRequest, status: Int, headers: [(name: String, value: String)], body: Data) {
        let exchange = RecordedExchange.recorded(
            request, status: status, headers: headers, body: body, redaction: redaction)
        var failure: ForwardingFailure?
        if let folder {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try exchange.fileContents.write(to: folder.appendingPathComponent(exchange.fileName), options: .atomic)
            } catch {
                failure = ForwardingFailure(
                    request: exchange.key, reason: "cannot write \(exchange.fileName) into \(folder.path)")
            }
        }
        state.withLock { state in
            state.exchanges.append(exchange)
            if let failure { state.failures.append(failure) }
        }
    }

    /// Notes that `request` got no usable answer from the upstream.
    func fail(_ request: ReceivedRequest, reason: String) {
        let failure = ForwardingFailure(request: RecordingKey(request, redaction: redaction), reason: reason)
        state.withLock { $0.failures.append(failure) }
    }
}

/// What a ``StubRecorder`` keeps, under its lock.
struct StubRecorderState: Sendable {
    var exchanges: [RecordedExchange] = []
    var failures: [ForwardingFailure] = []
}
