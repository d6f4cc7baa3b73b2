/// What a ``StubRecorder`` keeps, under its lock.
struct StubRecorderState: Sendable {
    var exchanges: [RecordedExchange] = []
    var failures: [ForwardingFailure] = []
}
