import Foundation

/// What answers a port's calls: the production HTTP adapter or a deterministic stub.
package enum PortBacking: Hashable, Sendable {
    /// The production adapter, calling `baseURL`. `credential` says which kind of credential it sends, never
    /// the credential itself (e.g. `bearer token (redacted)`); `nil` when the API needs none.
    case live(baseURL: URL, credential: String?)
    /// A stub from an AdaptersUITesting module, simulating the named scenario.
    case stub(scenario: String)

    /// Whether this is the production adapter.
    package var isLive: Bool {
        if case .live = self { return true }
        return false
    }
}
