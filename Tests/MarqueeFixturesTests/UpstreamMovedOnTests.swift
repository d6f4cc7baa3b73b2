import CharactersDomain
import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

@testable import MarqueeFixtures

@Suite("marquee-fixtures against an upstream that moved on: gone entities, ages, unused recordings")
struct UpstreamMovedOnTests {
    /// Two fields that moved upstream; movie 640 is gone (see ``goneMovie``).
    static let moved: [Upstream.Edit] = [
        .init(request: "GET /api/character/19", from: #""status": "unknown""#, to: #""status": "Dead""#),
        .init(
            request: "GET /3/movie/550/credits?language=en-US", from: #""character": "Tyler Durden""#,
            to: #""character": "Tyler""#),
    ]

    /// TMDb's own "not found", as it answers an id it no longer has.
    static let goneMovie = StubResponse.json(
        string:
            #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#,
        status: 404)

    @Test(
        "Given one entity answering 404 and two moved fields, when refreshing, then it completes, the report names all three, and the exit status is 1"
    )
    func goneEntityIsDrift() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServer { upstream in
            // Given
            upstream.replay(try Upstream.recording(editedBy: Self.moved))
            upstream.register(.get, "/3/movie/640", Self.goneMovie)

            // When
            let (status, output, errors) = await RefreshAndDriftTests.run(
                ["refresh", "--into", folder.url.path], environment: Upstream.environment(upstream))

            // Then
            #expect(status == 1)
            #expect(errors.isEmpty, "\(errors)")
            #expect(
                output.contains(
                    "1 answer(s) are the API's own 404 for a stub entity, recorded as gone upstream (see the report), "
                        + "e.g. GET /3/movie/640?language=en-US"))
            #expect(
                output.contains(
                    #"stub movie 640 "Catch Me If You Can": GET /3/movie/640?language=en-US answered 404 (The resource you requested could not be found.)"#
                ), "\(output)")
            #expect(output.contains(#"status  stub "unknown"  recorded "dead""#), "\(output)")
            #expect(output.contains(#"stub "Tyler Durden"  recorded "Tyler""#), "\(output)")
            #expect(output.contains("Drift in 2 field(s) and 1 stub entity gone upstream"))
            let summary = output.split(separator: "\n").map(String.init)
            #expect(summary.contains { $0.hasPrefix("gone     1 ") })
            #expect(summary.contains("checked  12  answers compared with the stubs, covering 5 stub entities"))
            #expect(summary.contains { $0.hasPrefix("drifted  2 ") })
            let recorded = try StubRecording.load(from: folder.url).sortedExchanges
            #expect(recorded.first { $0.key.path == "/3/movie/640" }?.status == 404)
        }
    }

    @Test("Given a batch that comes back without one of the stub's ids, then drift reports that entity gone upstream")
    func goneFromABatch() async throws {
        // Given: a need asking for characters 1 and 19 by one batch, answered without 19
        let need = FixtureNeed("characters 1 and 19", entity: .character) { ports in
            await .of { () async throws(CharacterRepositoryError) in
                try await ports.characters.characters(withIDs: [1, 19])
            }
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServer { upstream in
            let page = try #require(
                try Upstream.recording().sortedExchanges.first { $0.key.description == "GET /api/character?page=1" })
            let all = try #require(try JSONSerialization.jsonObject(with: page.body) as? [String: Any])
            let results = try #require(all["results"] as? [[String: Any]])
            let one = try JSONSerialization.data(withJSONObject: [results[0]])
            upstream.register(.get, "/api/character/1,19", .json(string: String(decoding: one, as: UTF8.self)))

            // When
            _ = try await RefreshAndDriftTests.refresh(from: upstream).run(into: folder.url, needs: [need])
            let report = try await DriftReport.measure(recordings: folder.url, shownAs: "f", needs: [need])

            // Then
            let entry = try #require(report.entries.first)
            #expect(entry.gone.map(\.entity) == [StubEntity(.character, id: 19)])
            #expect(entry.gone.first?.name == "Antenna Rick")
            #expect(!entry.differences.contains { $0.path == "[id 19]" })
            #expect(report.hasDrift)
        }
    }

    @Test(
        "Given recordings made at a fixed instant, then --max-age lists them once they are older, and --expired decides the exit status"
    )
    func expiryOnAFixedClock() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServer { upstream in
            // Given: recordings made at `recordedAt`
            upstream.replay(try Upstream.recording())
            _ = try await RefreshAndDriftTests.refresh(from: upstream).run(
                into: folder.url, needs: FixtureNeed.contract)
            let dates = try String(
                contentsOf: folder.url.appendingPathComponent(RecordingDates.fileName), encoding: .utf8)
            #expect(dates.contains("2026-11-25T10:00:00.000Z  get-3-movie-640-language=en-US.55c97d4f.recording"))
        }
        let day: TimeInterval = 86_400
        let later = RefreshAndDriftTests.recordedAt.addingTimeInterval(31 * day)
        let path = folder.url.path

        // When / Then: 31 days later, 30d is exceeded; warn lists, error fails, ignore says nothing
        let (warn, warned, _) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", path, "--max-age", "30d"], environment: [:], now: later)
        #expect(warn == 0)
        #expect(warned.contains("STALE (9): older than 30d or undated"), "\(warned)")
        #expect(warned.contains("recorded 2026-11-25T10:00:00.000Z, 31d old"))
        let (error, failed, _) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", path, "--max-age", "30d", "--expired", "error"], environment: [:], now: later)
        #expect(error == 1)
        #expect(failed.contains("9 recording(s) expired (--expired error)"))
        let (ignore, ignored, _) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", path, "--max-age", "30d", "--expired", "ignore"], environment: [:], now: later)
        #expect(ignore == 0)
        #expect(!ignored.contains("STALE"))
        let (fresh, freshOutput, _) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", path, "--max-age", "745h", "--expired", "error"], environment: [:], now: later)
        #expect(fresh == 0, "\(freshOutput)")
        #expect(!freshOutput.contains("STALE"))

        // And a recording without a date is stale whatever its age
        try Data("# nothing dated\n".utf8).write(to: folder.url.appendingPathComponent(RecordingDates.fileName))
        let (undated, undatedOutput, _) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", path, "--max-age", "30d"], environment: [:])
        #expect(undated == 0)
        #expect(undatedOutput.contains("get-api-character-19.664fdbc5.recording  undated"))

        // And a dates file that is not `INSTANT  NAME` stops drift with one line naming the line
        try Data("yesterday  get-3-configuration.845455ba.recording\n".utf8)
            .write(to: folder.url.appendingPathComponent(RecordingDates.fileName))
        let (broken, brokenOutput, brokenErrors) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", path], environment: [:])
        #expect(broken == 3)
        #expect(brokenOutput.isEmpty)
        #expect(
            brokenErrors
                == "marquee-fixtures: drift: \(path)/\(RecordingDates.fileName):1: expected `INSTANT  NAME`, "
                + "e.g. 2026-11-25T10:00:00.000Z\n")
    }

    @Test("Given a recording nothing reads, then drift lists it, refresh keeps it, and refresh --prune removes it")
    func unusedListedAndPruned() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Given: last time's recordings and one that no need asks for
        let extra = RecordedExchange(
            key: RecordingKey(
                method: .get, path: "/3/movie/11", queryItems: [RecordingQueryItem(name: "language", value: "en-US")]),
            status: 200,
            headers: [], body: Data(#"{"id": 11}"#.utf8))
        for exchange in try Upstream.recording().sortedExchanges + [extra] {
            try exchange.fileContents.write(to: folder.url.appendingPathComponent(exchange.fileName))
        }
        let path = folder.url.path

        // When / Then: drift lists it
        let (status, output, _) = await RefreshAndDriftTests.run(["drift", "--recordings", path], environment: [:])
        #expect(status == 0)
        #expect(output.contains("UNUSED (1)"))
        #expect(output.contains("  \(extra.fileName)"))
        #expect(output.split(separator: "\n").contains { $0.hasPrefix("unused   1 ") })

        try await withStubServer { upstream in
            upstream.replay(try Upstream.recording())
            // refresh keeps it and says so
            let (kept, keptOutput, keptErrors) = await RefreshAndDriftTests.run(
                ["refresh", "--into", path], environment: Upstream.environment(upstream))
            #expect(kept == 0, "\(keptErrors)")
            #expect(keptOutput.contains("Kept 1 unused recording(s)"))
            #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(extra.fileName).path))

            // refresh --prune lists and removes it
            let (pruned, prunedOutput, _) = await RefreshAndDriftTests.run(
                ["refresh", "--into", path, "--prune"], environment: Upstream.environment(upstream))
            #expect(pruned == 0)
            #expect(prunedOutput.contains("Pruned 1 unused recording(s):\n  \(extra.fileName)"))
            #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(extra.fileName).path))
            #expect(!prunedOutput.contains("UNUSED"))
            let dates = try String(
                contentsOf: folder.url.appendingPathComponent(RecordingDates.fileName), encoding: .utf8)
            #expect(!dates.contains(extra.fileName))
        }
    }

    @Test("Given a 5xx in the middle of a refresh, then the folder is byte-identical: recordings, dates and all")
    func serverErrorMidRefresh() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServer { upstream in
            // Given: a folder from an earlier refresh, and an upstream that fails on a late request
            upstream.replay(try Upstream.recording(editedBy: Self.moved))
            _ = try await RefreshAndDriftTests.refresh(from: upstream).run(
                into: folder.url, needs: FixtureNeed.contract)
            let before = try folder.fileNames().map { try Data(contentsOf: folder.url.appendingPathComponent($0)) }
            upstream.register(.get, "/api/character/19", .json(string: #"{"error":"upstream"}"#, status: 502))

            // When
            let (status, output, errors) = await RefreshAndDriftTests.run(
                ["refresh", "--into", folder.url.path, "--prune"], environment: Upstream.environment(upstream),
                now: RefreshAndDriftTests.recordedAt.addingTimeInterval(3600))

            // Then
            #expect(status == 3)
            #expect(output.isEmpty)
            #expect(
                errors
                    == "marquee-fixtures: refresh failed: GET /api/character/19: the upstream answered 502, expected 200; the recordings are left untouched\n"
            )
            #expect(
                try folder.fileNames().map { try Data(contentsOf: folder.url.appendingPathComponent($0)) } == before)
        }
    }

    @Test(
        "Bad options get one typed line and exit 2",
        arguments: [
            (
                ["drift", "--max-age", "3x"],
                "--max-age '3x': expected a whole number of hours or days from 1, e.g. 36h or 30d"
            ),
            (
                ["drift", "--max-age", "0d"],
                "--max-age '0d': expected a whole number of hours or days from 1, e.g. 36h or 30d"
            ),
            (["drift", "--max-age", "30d", "--expired", "loud"], "--expired 'loud': expected error, warn or ignore"),
            (["drift", "--expired", "warn"], "--expired needs --max-age"),
            (["drift", "--prune"], "unexpected argument '--prune' for drift"),
            (["refresh", "--prune", "--prune"], "'--prune' is given twice"),
        ])
    func badOptions(arguments: [String], message: String) async {
        let (status, output, errors) = await RefreshAndDriftTests.run(arguments, environment: [:])
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(errors.hasPrefix("marquee-fixtures: \(message)"), "\(errors)")
        #expect(errors.filter { $0 == "\n" }.count == 1)
    }
}
