import SharedKernel

/// Why a session could not be started under the id a client named (``StubWorlds/startSession(id:scenario:)``).
public enum UITestSessionIDError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The id is empty, longer than 128 bytes, or has a character outside `A-Z a-z 0-9 - . _ ~`.
    case invalidID(String)
    /// A live session has this id already: the test that named it has not ended it, or two tests named the same.
    case sessionLive(String)
    /// The session could not be started for a reason any start has (too many sessions, a refused scenario).
    case refused(UITestSessionError)

    /// One line for a problem document.
    public var description: String {
        switch self {
        case .invalidID(let id):
            "\(UserText.quoted(id, mark: "\"")) cannot name a UI-test session: an id is 1 to "
                + "\(StubWorlds.maximumSessionIDBytes) characters of A-Z a-z 0-9 - . _ ~"
        case .sessionLive(let id):
            "a UI-test session \"\(id)\" is live here already; end it with DELETE /__uitest/sessions/\(id), or name "
                + "another"
        case .refused(let error): error.description
        }
    }

    /// The HTTP status a service answers with: 400, 409, or the refusal's own (503, 400).
    public var status: Int {
        switch self {
        case .invalidID: 400
        case .sessionLive: 409
        case .refused(let error): error.status
        }
    }
}
