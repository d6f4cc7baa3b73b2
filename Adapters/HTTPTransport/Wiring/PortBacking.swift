import Foundation

/// What answers a port's calls: the production HTTP adapter or a deterministic stub.
package enum PortBacking: Hashable, Sendable {
    /// The production adapter, calling `baseURL`. `credential` says which kind of credential it sends, never
    /// the credential itself (e.g. `bearer token (redacted)`); `nil` when the API needs none.
    case live(baseURL: URL, credential: String?)
    /// A stub from an AdaptersUITesting module, simulating the named scenario.
    case stub(scenario: String)

    /// What backs `implementation`, which a UI-test factory wired: a stub simulating `scenario`, unless it is a
    /// production adapter (wired by mistake), which says itself what backs it, so `-uitest` refuses it.
    package init(of implementation: any Sendable, stubbing scenario: String) {
        self = (implementation as? any PortAdapter)?.backing ?? .stub(scenario: scenario)
    }

    /// Whether this is the production adapter.
    package var isLive: Bool {
        if case .live = self { return true }
        return false
    }
}
