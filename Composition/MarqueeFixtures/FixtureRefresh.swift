import Foundation
import MoviesAdapters
import StubHTTPServer

/// Records every ``FixtureNeed`` afresh: the production adapters ask each question through a recording proxy in
/// front of the real API (or wherever the base URLs point), into a temporary folder next to the target; only
/// when every answer is usable do the new files replace the old ones. Any failure leaves the target untouched.
public struct FixtureRefresh: Sendable {
    /// Where TMDb is (its path, such as `/3`, is kept in the recorded requests).
    public let tmdbBaseURL: URL
    /// Where the Rick and Morty API is.
    public let rickAndMortyBaseURL: URL
    /// The TMDb credential the adapters send; it never reaches a recording.
    public let credential: TMDbCredential
    /// How long one request may take.
    public let timeout: Duration
    /// What counts as a secret in a recording.
    public let redaction: RecordingRedaction

    /// A refresh; see the properties.
    public init(
        tmdbBaseURL: URL, rickAndMortyBaseURL: URL, credential: TMDbCredential, timeout: Duration = .seconds(30),
        redaction: RecordingRedaction = RecordingRedaction()
    ) {
        self.tmdbBaseURL = tmdbBaseURL
        self.rickAndMortyBaseURL = rickAndMortyBaseURL
        self.credential = credential
        self.timeout = timeout
        self.redaction = redaction
    }

    /// Records every need into `folder` (created if missing). Only `*.recording` files are touched there.
    /// - Throws: ``FixturesFailure`` with one line naming the first request that failed and why.
    public func run(
        into folder: URL, needs: [FixtureNeed] = FixtureNeed.catalogue
    ) async throws(FixturesFailure)
        -> FixtureRefreshOutcome
    {
        let fileManager = FileManager.default
        let staging = folder.deletingLastPathComponent().appendingPathComponent(
            ".\(folder.lastPathComponent).refresh-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? fileManager.removeItem(at: staging)
        defer { try? fileManager.removeItem(at: staging) }
        let recorder = StubRecorder(folder: staging, redaction: redaction)
        try await record(needs, with: recorder)

        let written = recorder.recording.sortedExchanges.map(\.fileName)
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            let old = try fileManager.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(StubRecording.fileExtension) }
            for name in written {
                let target = folder.appendingPathComponent(name)
                if fileManager.fileExists(atPath: target.path) {
                    _ = try fileManager.replaceItemAt(target, withItemAt: staging.appendingPathComponent(name))
                } else {
                    try fileManager.moveItem(at: staging.appendingPathComponent(name), to: target)
                }
            }
            let removed = old.filter { !written.contains($0) }.sorted()
            for name in removed { try fileManager.removeItem(at: folder.appendingPathComponent(name)) }
            return FixtureRefreshOutcome(written: written.sorted(), removed: removed)
        } catch {
            throw FixturesFailure("refresh failed: cannot move the new recordings into \(folder.path)")
        }
    }

    private func record(_ needs: [FixtureNeed], with recorder: StubRecorder) async throws(FixturesFailure) {
        let proxies: [StubHTTPServer]
        do {
            proxies = [try StubHTTPServer.start(), try StubHTTPServer.start()]
        } catch {
            throw FixturesFailure("refresh failed: \(error)")
        }
        let upstreams = [tmdbBaseURL, rickAndMortyBaseURL]
        for (proxy, upstream) in zip(proxies, upstreams) {
            guard let origin = FixtureAsker.origin(of: upstream) else {
                for proxy in proxies { await proxy.shutdown() }
                throw FixturesFailure("refresh failed: \(upstream.absoluteString) is not a base URL to forward to")
            }
            proxy.forwardUnmatched(to: origin, timeout: timeout, recorder: recorder)
        }
        let asker = FixtureAsker(
            tmdbBaseURL: FixtureAsker.url(of: proxies[0], path: tmdbBaseURL.path),
            rickAndMortyBaseURL: FixtureAsker.url(of: proxies[1], path: rickAndMortyBaseURL.path),
            credential: credential, timeout: timeout + .seconds(5))
        var failure: FixturesFailure?
        for need in needs {
            let before = recorder.exchanges.count
            let failuresBefore = recorder.failures.count
            let answer = await asker.ask(need)
            if let problem = check(need, answer: answer, recorder: recorder, from: before, failuresFrom: failuresBefore)
            {
                failure = FixturesFailure("refresh failed: \(problem); the recordings are left untouched")
                break
            }
        }
        for proxy in proxies { await proxy.shutdown() }
        if let failure { throw failure }
    }

    /// What is wrong with the exchange `need` caused, if anything.
    private func check(
        _ need: FixtureNeed, answer: FixtureAnswer, recorder: StubRecorder, from start: Int, failuresFrom: Int
    ) -> String? {
        let failures = recorder.failures
        if failures.count > failuresFrom { return failures[failuresFrom].description }
        let exchanges = Array(recorder.exchanges.dropFirst(start))
        guard let exchange = exchanges.last else {
            return "\(need.question) sent no request (answer: \(Self.describe(answer)))"
        }
        guard exchange.status == need.expectedStatus else {
            return "\(exchange.key): the upstream answered \(exchange.status), expected \(need.expectedStatus)"
        }
        if need.expectedStatus == 200, case .failure(let error) = answer {
            return "\(exchange.key): the production adapter cannot read the answer (\(error))"
        }
        return nil
    }

    private static func describe(_ answer: FixtureAnswer) -> String {
        switch answer {
        case .value: "a value"
        case .failure(let error): error
        }
    }
}
