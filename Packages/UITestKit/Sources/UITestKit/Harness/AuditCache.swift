import Synchronization

/// The accessibility audits of one test process: every distinct page state (its markup, in a viewport of its size)
/// is audited once per run, and a test that arrives at a state another test audited reuses its findings. axe-core has
/// no cache of its own and its advice is to audit each state once; an audit costs 0.25 to 0.5 s of the browser's
/// time, and tests on shared stub data arrive at the same states again and again.
///
/// The key is the markup's hash and length (``ElementQuery/Answer/markup``) and the viewport's size: the same markup
/// in another viewport lays out otherwise (reflow, target sizes, what is hidden). The findings are kept whole, so a
/// state with a serious violation fails every test that reaches it, each with the same message. A process of its
/// own per test (`UI_TEST_PROCESS_PER_TEST=1`) audits as before, once per test.
final class AuditCache: Sendable {
    /// The process's cache.
    static let shared = AuditCache()

    private let findings = Mutex<[Key: [AccessibilityViolation]]>([:])

    private struct Key: Hashable {
        let markup: String
        let viewport: BrowserOptions.Viewport
    }

    /// What an earlier audit of `markup` in `viewport` found, if this process ran one.
    func violations(of markup: String, in viewport: BrowserOptions.Viewport) -> [AccessibilityViolation]? {
        findings.withLock { $0[Key(markup: markup, viewport: viewport)] }
    }

    /// Keeps what the audit of `markup` in `viewport` found.
    func keep(_ violations: [AccessibilityViolation], of markup: String, in viewport: BrowserOptions.Viewport) {
        findings.withLock { $0[Key(markup: markup, viewport: viewport)] = violations }
    }
}
