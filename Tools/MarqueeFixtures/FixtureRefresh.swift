import Foundation
import MoviesAdapters
import StubHTTPServer

/// Records every ``FixtureNeed`` afresh: the production adapters ask each question through a recording proxy in
/// front of the real API (or wherever the base URLs point), into a temporary folder next to the target; only
/// when every answer is usable do the new files replace the old ones. Any failure leaves the target untouched.
/// A stub entity the API answers with its own 404 is usable: it is recorded, and `drift` reports it gone upstream.
struct FixtureRefresh: Sendable {
    /// Where TMDb is (its path, such as `/3`, is kept in the recorded requests).
    let tmdbBaseURL: URL
    /// Where the Rick and Morty API is.
    let rickAndMortyBaseURL: URL
    /// The TMDb credential the adapters send; it never reaches a recording.
    let credential: TMDbCredential
    /// How long one request may take.
    let timeout: Duration
    /// What measures `timeout` at the recording proxy (a test's clock decides when the upstream took too long).
    let clock: any Clock<Duration>
    /// What counts as a secret in a recording.
    let redaction: RecordingRedaction
    /// The wall clock that dates the recordings (``RecordingDates``).
    let now: @Sendable () -> Date

    /// A refresh; see the properties.
    init(
        tmdbBaseURL: URL, rickAndMortyBaseURL: URL, credential: TMDbCredential, timeout: Duration = .seconds(30),
        clock: any Clock<Duration> = ContinuousClock(), redaction: RecordingRedaction = RecordingRedaction(),
        now: @escaping @Sendable () -> Date
    ) {
        self.tmdbBaseURL = tmdbBaseURL
        self.rickAndMortyBaseURL = rickAndMortyBaseURL
        self.credential = credential
        self.timeout = timeout
        self.clock = clock
        self.redaction = redaction
        self.now = now
    }

    /// Records every need into `folder` (created if missing) and dates the new recordings. Only `*.recording`
    /// files and ``RecordingDates/fileName`` are touched there. Recordings no need asks for any more are kept and
    /// listed as unused, or removed when `prune` is set.
    /// - Throws: ``FixturesFailure`` with one line naming the first request that failed and why.
    func run(
        into folder: URL, needs: [FixtureNeed] = FixtureNeed.catalogue, prune: Bool = false
    ) async throws(FixturesFailure) -> FixtureRefreshOutcome {
        let fileManager = FileManager.default
        let staging = folder.deletingLastPathComponent().appendingPathComponent(
            ".\(folder.lastPathComponent).refresh-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? fileManager.removeItem(at: staging)
        defer { try? fileManager.removeItem(at: staging) }
        let recorder = StubRecorder(folder: staging, redaction: redaction)
        let gone = try await record(needs, with: recorder)
        let recordedAt = now()

        let written = recorder.recording.sortedExchanges.map(\.fileName)
        do {
            // Everything that can fail before the first move: the old dates, the new dates file.
            let previous: RecordingDates
            do throws(FixturesFailure) {
                previous = try RecordingDates.load(from: folder)
            } catch {
                throw FixturesFailure("refresh failed: \(error.message); the recordings are left untouched")
            }
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            let old = try fileManager.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(StubRecording.fileExtension) }
            let unused = old.filter { !written.contains($0) }.sorted()
            var dates = previous.dates.filter { !prune && unused.contains($0.key) }
            for name in written { dates[name] = recordedAt }
            let datesFile = staging.appendingPathComponent(RecordingDates.fileName)
            try RecordingDates(dates).fileContents.write(to: datesFile, options: .atomic)
            // rename(2) replaces an existing file in one step; corelibs Foundation's `replaceItemAt` fails on
            // Linux when the target exists ("The file doesn't exist"), so it is not used.
            for name in written + [RecordingDates.fileName] {
                let source = staging.appendingPathComponent(name).path
                guard rename(source, folder.appendingPathComponent(name).path) == 0 else {
                    throw FixturesFailure("refresh failed: cannot move \(name) into \(folder.path)")
                }
            }
            if prune {
                for name in unused { try fileManager.removeItem(at: folder.appendingPathComponent(name)) }
            }
            return FixtureRefreshOutcome(
                written: written.sorted(), unused: unused, removed: prune ? unused : [], gone: gone)
        } catch let failure as FixturesFailure {
            throw failure
        } catch {
            throw FixturesFailure("refresh failed: cannot move the new recordings into \(folder.path)")
        }
    }

    /// Asks every need through the recording proxies; returns the requests answered with the API's own 404 for a
    /// stub entity (gone upstream).
    private func record(
        _ needs: [FixtureNeed], with recorder: StubRecorder
    ) async throws(FixturesFailure) -> [String] {
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
            proxy.forwardUnmatched(to: origin, timeout: timeout, clock: clock, recorder: recorder)
        }
        let asker = FixtureAsker(
            tmdbBaseURL: FixtureAsker.url(of: proxies[0], path: tmdbBaseURL.path),
            rickAndMortyBaseURL: FixtureAsker.url(of: proxies[1], path: rickAndMortyBaseURL.path),
            credential: credential, timeout: timeout + .seconds(5))
        var failure: FixturesFailure?
        var gone: [String] = []
        for need in needs {
            let before = recorder.exchanges.count
            let failuresBefore = recorder.failures.count
            let answer = await asker.ask(need)
            switch check(need, answer: answer, recorder: recorder, from: before, failuresFrom: failuresBefore) {
            case .usable: continue
            case .gone(let request): gone.append(request)
            case .unusable(let problem):
                failure = FixturesFailure("refresh failed: \(problem); the recordings are left untouched")
            }
            if failure != nil { break }
        }
        for proxy in proxies { await proxy.shutdown() }
        if let failure { throw failure }
        return gone
    }

    /// What one need's exchange is worth.
    private enum Verdict {
        case usable
        /// The API's own 404 for a stub entity: recorded, reported by drift.
        case gone(String)
        /// Why the refresh stops.
        case unusable(String)
    }

    /// What is wrong with the exchange `need` caused, if anything.
    private func check(
        _ need: FixtureNeed, answer: FixtureAnswer, recorder: StubRecorder, from start: Int, failuresFrom: Int
    ) -> Verdict {
        let failures = recorder.failures
        if failures.count > failuresFrom { return .unusable(failures[failuresFrom].description) }
        let exchanges = Array(recorder.exchanges.dropFirst(start))
        guard let exchange = exchanges.last else {
            return .unusable("\(need.question) sent no request (answer: \(Self.describe(answer)))")
        }
        if need.entityID != nil, need.expectedStatus == 200, exchange.isAPINotFound,
            case .failure = answer
        {
            return .gone(exchange.key.description)
        }
        guard exchange.status == need.expectedStatus else {
            return .unusable(
                "\(exchange.key): the upstream answered \(exchange.status), expected \(need.expectedStatus)")
        }
        if need.expectedStatus == 200, case .failure(let error) = answer {
            return .unusable("\(exchange.key): the production adapter cannot read the answer (\(error))")
        }
        return .usable
    }

    private static func describe(_ answer: FixtureAnswer) -> String {
        switch answer {
        case .value: "a value"
        case .failure(let error): error
        }
    }
}

/// What a refresh changed in the target folder.
struct FixtureRefreshOutcome: Sendable, Hashable {
    /// The recording files written (new or replaced), sorted.
    let written: [String]
    /// The recording files no need asks for any more, sorted: kept, unless the refresh prunes.
    let unused: [String]
    /// The unused recording files removed (`refresh --prune`), sorted.
    let removed: [String]
    /// The requests for stub entities the API answered with its own 404 (gone upstream), in catalogue order.
    let gone: [String]
}

extension RecordedExchange {
    /// Whether this is the API's own "not found": a 404 whose body is the API's error document — TMDb's
    /// `{"status_code": 34, …}` or Rick and Morty's `{"error": "Character not found"}`. A 404 in any other shape
    /// (a proxy's page, a retired path) is not the API saying the entity is gone.
    var isAPINotFound: Bool {
        guard status == 404,
            let document = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        else { return false }
        if let code = document["status_code"] as? Int { return code == 34 }
        return document["error"] is String
    }

    /// The API's own words for the failure, when its error document has them (`status_message`, `error`).
    var apiMessage: String? {
        guard let document = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        return (document["status_message"] as? String) ?? (document["error"] as? String)
    }
}
