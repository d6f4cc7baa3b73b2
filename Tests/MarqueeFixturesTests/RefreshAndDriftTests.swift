import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

@testable import MarqueeFixtures

@Suite("marquee-fixtures refresh and drift")
struct RefreshAndDriftTests {
    static let edits: [Upstream.Edit] = [
        .init(
            request: "GET /3/movie/640?language=en-US", from: #""release_date": "2002-12-25""#,
            to: #""release_date": "2002-12-26""#),
        .init(request: "GET /3/movie/640?language=en-US", from: #""runtime": 141"#, to: #""runtime": 142"#),
        .init(request: "GET /3/movie/640?language=en-US", from: #""popularity": 32.788"#, to: #""popularity": 99.5"#),
        .init(request: "GET /3/movie/640?language=en-US", from: #""vote_count": 11242"#, to: #""vote_count": 11300"#),
        .init(
            request: "GET /3/movie/popular?language=en-US&page=1", from: #""vote_count": 1886"#,
            to: #""vote_count": 1999"#),
        .init(request: "GET /api/character/19", from: #""status": "unknown""#, to: #""status": "Dead""#),
    ]

    /// The instant every test's wall clock reads unless it says otherwise: 2026-11-25T10:00:00Z.
    static let recordedAt = Date(timeIntervalSince1970: 1_795_600_800)

    /// Runs the command with the wall clock at `now`; returns its status, standard output and standard error.
    static func run(
        _ arguments: [String], environment: [String: String], now: Date = recordedAt,
        needs: [FixtureNeed] = FixtureNeed.recorded,
        in directory: URL = URL(fileURLWithPath: NSTemporaryDirectory())
    ) async -> (Int32, String, String) {
        let output = LogRecorder()
        let errors = LogRecorder()
        let status = await FixturesCommand.run(
            arguments: arguments, environment: environment,
            currentDirectory: directory,
            output: { output.record($0) }, errorOutput: { errors.record($0) }, needs: needs,
            now: { now })
        return (status, output.lines.joined(), errors.lines.joined())
    }

    /// A refresh from `upstream` whose clock reads ``recordedAt``.
    /// A refresh from `upstream` whose proxy measures `timeout` on `clock`: by default a stopped one, so that only
    /// the upstream's answer ends a request, never a race with a real timer on a busy machine.
    static func refresh(
        from upstream: StubHTTPServer, timeout: Duration = .seconds(30), clock: any Clock<Duration> = StoppedClock()
    ) -> FixtureRefresh {
        FixtureRefresh(
            tmdbBaseURL: upstream.url("/3"), rickAndMortyBaseURL: upstream.url("/api"),
            credential: .bearerToken("test-token-0123456789"), timeout: timeout, clock: clock, now: { recordedAt })
    }

    @Test(
        "Given an unchanged upstream, when refreshing, then the committed recordings come back byte for byte, and no stub drifts"
    )
    func refreshReproducesTheCommittedRecordings() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServer { upstream in
            // Given
            upstream.replay(try Upstream.recording())

            // When
            let (status, output, errors) = await Self.run(
                ["refresh", "--into", folder.url.path], environment: Upstream.environment(upstream))

            // Then
            #expect(status == 0, "\(errors)")
            #expect(errors.isEmpty)
            #expect(output.contains("No drift"))
            let committed = try FileManager.default.contentsOfDirectory(atPath: Upstream.committedRecordings.path)
                .filter { $0.hasSuffix(".recording") }.sorted()
            #expect(try folder.fileNames() == (committed + [RecordingDates.fileName]).sorted())
            for name in committed {
                let fresh = try Data(contentsOf: folder.url.appendingPathComponent(name))
                let old = try Data(contentsOf: Upstream.committedRecordings.appendingPathComponent(name))
                #expect(fresh == old, "\(name)")
            }
        }
    }

    @Test(
        "Given an upstream whose payloads were edited in a few fields, then drift reports exactly those fields, volatile and drift apart, and exits 1"
    )
    func driftReportsExactlyTheEditedFields() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServer { upstream in
            // Given
            upstream.replay(try Upstream.recording(editedBy: Self.edits))
            let refresh = Self.refresh(from: upstream)

            // When
            _ = try await refresh.run(into: folder.url, needs: FixtureNeed.contract)
            let report = try await DriftReport.measure(
                recordings: folder.url, shownAs: "recordings", needs: FixtureNeed.contract)

            // Then
            let found = Set(
                report.entries.flatMap { entry in entry.differences.map { "\(entry.question) \($0.path) \($0.kind)" } })
            #expect(
                found == [
                    "MovieRepository.popularMovies(page: 1) totalPages volatile",
                    "MovieRepository.popularMovies(page: 1) totalResults volatile",
                    "MovieRepository.popularMovies(page: 1) results[id 640146].voteCount volatile",
                    "MovieRepository.movie(withID: 640) releaseDate drift",
                    "MovieRepository.movie(withID: 640) runtimeMinutes drift",
                    "MovieRepository.movie(withID: 640) voteCount volatile",
                    "CharacterRepository.characters(page: 1) totalCount volatile",
                    "CharacterRepository.characters(page: 1) totalPages volatile",
                    "CharacterRepository.character(withID: 19) status drift",
                ])
            #expect(report.hasDrift)
            let text = report.rendered()
            #expect(text.contains("releaseDate     stub \"2002-12-25\"  recorded \"2002-12-26\""))
            #expect(text.contains("Drift in 3 field(s)"))
        }
    }

    @Test("The command prints the summary table, then the details, and exits 1 on drift")
    func commandOutput() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await withStubServer { upstream in
            upstream.replay(try Upstream.recording(editedBy: Self.edits))
            let (status, output, errors) = await Self.run(
                ["refresh", "--into", folder.url.path], environment: Upstream.environment(upstream))
            #expect(status == 1)
            #expect(errors.isEmpty)
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let header = try #require(lines.firstIndex { $0.hasPrefix("QUESTION") })
            let drift = try #require(lines.firstIndex { $0.hasPrefix("DRIFT:") })
            let volatile = try #require(lines.firstIndex { $0.hasPrefix("VOLATILE:") })
            #expect(header < drift && drift < volatile)
            #expect(lines.contains { $0.hasPrefix("MovieRepository.movie(withID: 640) ") && $0.hasSuffix("2      1") })
        }
    }

    @Test("No credential ever reaches the disk: neither the token nor the key, in no file and no file name")
    func noSecretOnDisk() async throws {
        for variable in ["TMDB_API_TOKEN", "TMDB_API_KEY"] {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let secret = "s3cret-\(variable)-4f9a1c7e2b"
            try await withStubServer { upstream in
                upstream.replay(try Upstream.recording())
                let (status, _, errors) = await Self.run(
                    ["refresh", "--into", folder.url.path],
                    environment: Upstream.environment(upstream, extra: [variable: secret]))
                #expect(status == 0, "\(errors)")
                let tmdbRequests = upstream.requests.filter { $0.path.hasPrefix("/3/") }
                #expect(
                    tmdbRequests.contains {
                        $0.header("Authorization") == "Bearer \(secret)" || $0.queryValue("api_key") == secret
                    })
                #expect(!(try folder.allText()).contains(secret))
                #expect(!(try folder.fileNames()).joined().contains(secret))
                #expect(!(try folder.allText()).contains("marquee-fixtures-invalid-key"))
            }
        }
    }

    @Test(
        "Given an upstream that fails, then refresh fails with one line naming the request and leaves the recordings untouched",
        arguments: ["500", "garbage", "timeout", "unreadable", "404 in another shape"])
    func upstreamFailure(kind: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // Given: a folder holding last time's recordings
        let before = try Upstream.recording()
        for exchange in before.sortedExchanges {
            try exchange.fileContents.write(to: folder.url.appendingPathComponent(exchange.fileName))
        }
        let snapshot = try folder.allText()
        try await withStubServer { upstream in
            upstream.replay(before)
            let failure: StubResponse =
                switch kind {
                case "500": .json(string: #"{"status_code":11}"#, status: 500)
                case "garbage": .garbage(Data("SSH-2.0-OpenSSH\r\n\r\n".utf8))
                case "timeout": .unanswered
                case "unreadable": .json(string: "{ not json", status: 200)
                default: .raw(Data("<h1>Not Found</h1>".utf8), contentType: "text/html", status: 404)
                }
            upstream.register(.get, "/3/movie/640", failure)
            // The proxy's timeout comes at once (a test clock) for the upstream that does not answer, and never
            // for the others (the default timeout, on a stopped clock): no race with the upstream's answer or with
            // the asker's own timeout.
            let refresh =
                kind == "timeout"
                ? Self.refresh(from: upstream, timeout: .seconds(1), clock: TestClock()) : Self.refresh(from: upstream)

            // When
            var message = ""
            do throws(FixturesFailure) {
                _ = try await refresh.run(into: folder.url, needs: FixtureNeed.contract)
            } catch {
                message = error.message
            }

            // Then
            #expect(message.hasPrefix("refresh failed: GET /3/movie/640?language=en-US: "), "\(message)")
            #expect(!message.contains("\n"))
            let expected =
                switch kind {
                case "500": "the upstream answered 500, expected 200"
                case "garbage": "the upstream gave no usable answer"
                case "timeout": "the upstream timed out after 1 s"
                case "unreadable": "the production adapter cannot read the answer"
                default: "the upstream answered 404, expected 200"
                }
            #expect(message.contains(expected), "\(message)")
            #expect(try folder.allText() == snapshot)
            let siblings = try FileManager.default.contentsOfDirectory(
                atPath: folder.url.deletingLastPathComponent().path)
            #expect(!siblings.contains { $0.hasPrefix(".\(folder.url.lastPathComponent).refresh") })
        }
    }

    @Test("Drift names a need without a recording, with the closest recorded request")
    func missingRecording() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for exchange in try Upstream.recording().sortedExchanges where exchange.key.path != "/api/character/19" {
            try exchange.fileContents.write(to: folder.url.appendingPathComponent(exchange.fileName))
        }
        let report = try await DriftReport.measure(recordings: folder.url, shownAs: "f", needs: FixtureNeed.contract)
        let entry = try #require(report.entries.first { $0.question == "CharacterRepository.character(withID: 19)" })
        #expect(entry.recording == nil)
        #expect(entry.nearMiss?.contains("closest recording: GET /api/character") == true)
        #expect(report.rendered().contains("NOT RECORDED"))
    }

    @Test("The catalogue is the recorded requests (contract, replay) plus every stub entity, each question once")
    func catalogueDerivesFromTheStubs() {
        let questions = FixtureNeed.catalogue.map(\.question)
        #expect(Set(questions).count == questions.count)
        #expect(questions.starts(with: FixtureNeed.recorded.map(\.question)))
        #expect(questions.contains("MovieRepository.movie(withID: 550)"))
        #expect(questions.contains("CharacterRepository.characters(withIDs: all 48 stub characters)"))
        #expect(questions.contains("EpisodeRepository.episodes(withIDs: all 51 stub episodes)"))
    }

    @Test(
        "Drift on the committed recordings with the whole catalogue: no drift, the entities without a recording counted"
    )
    func driftOnTheCommittedRecordings() async throws {
        let report = try await DriftReport.measure(recordings: Upstream.committedRecordings, shownAs: "committed")
        #expect(!report.hasDrift)
        let recorded = report.entries.filter { $0.recording != nil }.map(\.question)
        #expect(recorded == FixtureNeed.recorded.map(\.question))
        #expect(report.rendered().contains("more without a recording"))
    }

    @Test("Usage errors are one line and exit 2; an unreadable folder exits 3")
    func usageErrors() async {
        for arguments in [[], ["refesh"], ["drift", "--into", "x"], ["drift", "--recordings"], ["drift", "extra"]] {
            let (status, output, errors) = await Self.run(arguments, environment: [:])
            #expect(status == 2, "\(arguments)")
            #expect(output.isEmpty)
            #expect(errors.hasPrefix("marquee-fixtures: ") && errors.filter { $0 == "\n" }.count == 1, "\(errors)")
        }
        let (status, _, errors) = await Self.run(["drift", "--recordings", "/nonexistent/folder"], environment: [:])
        #expect(status == 3)
        #expect(errors == "marquee-fixtures: drift: cannot read the recording folder /nonexistent/folder\n")
    }

    @Test("Refreshing from the real TMDb without a credential is refused before anything is sent")
    func credentialNeededForTheRealAPI() async {
        let (status, _, errors) = await Self.run(["refresh", "--into", "/tmp/never-written"], environment: [:])
        #expect(status == 3)
        #expect(errors.contains("needs a credential"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written"))
    }
}
