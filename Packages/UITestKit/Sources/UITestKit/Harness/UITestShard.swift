import Foundation
import Testing

/// One of `count` deterministic parts of a UI suite, chosen by `UI_TEST_SHARD=index/count` (`2/4`: the second
/// quarter), so that a CI matrix spreads the suite over machines, each running `swift test` with its own shard.
///
/// A test belongs to the shard its id hashes to (FNV-1a of the test's id: module, suite and function, so every
/// case of a parameterised test lands together): the same shard on every machine and every run, and every test in
/// exactly one. The suites opt in with the trait `.uiTestShard` (`@Suite("…", .uiTestShard)`), which
/// cancels a test of another shard before it starts (the run lists it as cancelled, not passed). An unset
/// `UI_TEST_SHARD` runs everything; one that does not read fails each test, naming it; a UI test launched in a suite
/// without the trait while `UI_TEST_SHARD` is set fails too, so no test runs in every shard unnoticed.
@available(*, deprecated, message: "@_spi(Plumbing) in 2.0.0: use the .uiTestShard trait")
public struct UITestShard: Sendable, Hashable, CustomStringConvertible {
    /// The environment variable that picks the shard.
    public static let environmentVariable = "UI_TEST_SHARD"

    /// Which part, from 1.
    public let index: Int
    /// How many parts.
    public let count: Int

    /// The shard `index` of `count` (1 ≤ `index` ≤ `count`), or `nil`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard `text` names (`2/4`), or `nil`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
            let count = Int(parts[1].trimmingCharacters(in: .whitespaces))
        else { return nil }
        self.init(index: index, count: count)
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the test with id `testID` is in this shard.
    public func includes(testID: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in testID.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index - 1
    }

    /// The shard `environment`'s `UI_TEST_SHARD` names: `nil` when unset; an unreadable value is thrown.
    static func current(environment: [String: String]) throws(UITestSetupError) -> UITestShard? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        guard let shard = UITestShard(value) else {
            throw UITestSetupError(
                "\(environmentVariable) must be index/count with 1 ≤ index ≤ count (2/4), not '\(value)'")
        }
        return shard
    }

    /// Fails the current test at `sourceLocation` when `UI_TEST_SHARD` is set but the test does not carry
    /// `.uiTestShard`: it would run in every shard. Whether it may go on.
    static func checkCurrentTest(environment: [String: String], sourceLocation: SourceLocation) -> Bool {
        do {
            guard try current(environment: environment) != nil else { return true }
        } catch {
            UITestIssue(error.description).record(sourceLocation: sourceLocation)
            return false
        }
        guard let test = Test.current, !test.traits.contains(where: { $0 is UITestShardTrait }) else { return true }
        UITestIssue(
            "\(environmentVariable) is set, but this test's suite has no .uiTestShard trait: it would run in every "
                + "shard; add .uiTestShard to the suite"
        ).record(sourceLocation: sourceLocation)
        return false
    }
}

/// Runs a test only in its shard of `UI_TEST_SHARD` (``UITestShard``): on a suite, every test in it.
public struct UITestShardTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite and of its nested suites.
    public var isRecursive: Bool { true }

    /// Runs `function` when `test` is in the current shard (or no shard is set); otherwise cancels `test`.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard let shard = try UITestShard.current(environment: ProcessInfo.processInfo.environment),
            !shard.includes(testID: "\(test.id)")
        else { return try await function() }
        try Test.cancel("in another UI-test shard than \(shard) (\(UITestShard.environmentVariable))")
    }
}

extension Trait where Self == UITestShardTrait {
    /// Runs the suite's tests (or the test) only in their shard of `UI_TEST_SHARD` (``UITestShard``).
    public static var uiTestShard: Self { UITestShardTrait() }
}
