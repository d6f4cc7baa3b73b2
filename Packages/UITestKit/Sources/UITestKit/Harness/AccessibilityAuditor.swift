import Foundation

/// Runs axe-core in the page a session shows and returns what it finds.
///
/// axe-core is not committed: the kit's `Scripts/prepare-ui-tests` fetches it (PyPI's `axe-selenium-python`
/// wheel) into the kit's own build folder, `Packages/UITestKit/.build/ui-test-tools/axe.min.js` (``toolsDirectory``);
/// `UI_TEST_TOOLS` names another tools folder (the script's too) and `AXE_CORE_JS` another copy. A missing copy is a
/// setup error.
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0, outside the API promise")
public struct AccessibilityAuditor: Sendable {
    /// axe-core (injected when the page lacks it) followed by the run: one WebDriver command per audit.
    private let script: String

    /// Where `Scripts/prepare-ui-tests` puts its tools unless `UI_TEST_TOOLS` says otherwise: the kit package's
    /// `.build/ui-test-tools`.
    public static let toolsDirectory = kitDirectory.appending(path: ".build/ui-test-tools")

    /// The kit's `Scripts/prepare-ui-tests`, wherever the kit was checked out (this repository's
    /// `Packages/UITestKit`, or a service's `.build/checkouts/…/Packages/UITestKit`): named in setup errors.
    static let preparationScript = kitDirectory.appending(path: "Scripts/prepare-ui-tests")

    /// `Packages/UITestKit`, from this file's place in it.
    private static let kitDirectory = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Reads axe-core from `AXE_CORE_JS`, else `axe.min.js` in `UI_TEST_TOOLS`, else in ``toolsDirectory``.
    public init(environment: [String: String]) throws {
        let tools = environment["UI_TEST_TOOLS"].map { URL(filePath: $0) } ?? Self.toolsDirectory
        let path = environment["AXE_CORE_JS"] ?? tools.appending(path: "axe.min.js").path(percentEncoded: false)
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty else {
            throw UITestSetupError(
                "axe-core is missing at \(path): run bash \(Self.preparationScript.path(percentEncoded: false)) "
                    + "(or set AXE_CORE_JS)")
        }
        script =
            "if (typeof window.axe !== 'object') {\n" + String(decoding: data, as: UTF8.self) + "\n}\n"
            + Self.runScript
    }

    /// Every violation axe-core finds in the page shown now (injecting axe-core first when the page lacks it).
    public func audit(_ session: WebDriverSession) async throws(WebDriverError) -> [AccessibilityViolation] {
        let json = try await session.executeAsync(script, as: String.self)
        let outcome: AuditOutcome
        do {
            outcome = try JSONDecoder().decode(AuditOutcome.self, from: Data(json.utf8))
        } catch {
            throw .malformedResponse(command: "axe.run", detail: "\(error)")
        }
        if let failure = outcome.error {
            throw .command(command: "axe.run", error: "javascript error", message: failure)
        }
        return outcome.violations ?? []
    }

    // Runs every axe rule on the whole document and hands back a small JSON summary of the violations.
    private static let runScript = """
        var done = arguments[arguments.length - 1];
        axe.run(document, { resultTypes: ['violations'] }).then(function (results) {
            done(JSON.stringify({ violations: results.violations.map(function (v) {
                return { id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(function (n) {
                    return { target: n.target.join(' '), html: n.html };
                }) };
            }) }));
        }).catch(function (error) { done(JSON.stringify({ error: String(error) })); });
        """
}

/// What the audit script hands back.
private struct AuditOutcome: Decodable {
    let violations: [AccessibilityViolation]?
    let error: String?
}
