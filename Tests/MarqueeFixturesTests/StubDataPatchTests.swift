import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing
import UITestKit

@testable import MarqueeFixtures

@Suite("marquee-fixtures drift --patch")
struct StubDataPatchTests {
    /// The package this test runs in: its stub data is what the patch is written against.
    static let packageRoot = Upstream.committedRecordings
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The contract requests and one stub entity beyond them, movie 278, which the upstream has removed (its
    /// details and its credits).
    static let needs =
        FixtureNeed.contract
        + FixtureNeed.catalogue.filter {
            ["MovieRepository.movie(withID: 278)", "MovieRepository.credits(forMovieWithID: 278)"].contains($0.question)
        }

    /// Drifted fields of three kinds of literal (a movie's, a credit's, a character's, the last one in both
    /// answers that hold it, as the API would), and a volatile one.
    static let edits: [Upstream.Edit] = [
        .init(
            request: "GET /3/movie/640?language=en-US", from: #""release_date": "2002-12-25""#,
            to: #""release_date": "2002-12-26""#),
        .init(request: "GET /3/movie/640?language=en-US", from: #""runtime": 141"#, to: #""runtime": 142"#),
        .init(request: "GET /3/movie/640?language=en-US", from: #""vote_count": 11242"#, to: #""vote_count": 11300"#),
        .init(request: "GET /api/character/19", from: #""status": "unknown""#, to: #""status": "Dead""#),
        .init(
            request: "GET /api/character?page=1", from: "\"name\": \"Antenna Rick\",\n      \"status\": \"unknown\"",
            to: "\"name\": \"Antenna Rick\",\n      \"status\": \"Dead\""),
        .init(
            request: "GET /3/movie/550/credits?language=en-US", from: #""character": "Tyler Durden""#,
            to: #""character": "Tyler \"Jack\" Durden""#),
    ]

    @Test(
        "Given drifted fields and a gone entity, when drift writes a patch, then git applies it to a copy of the stub data, which holds the recorded values, and drift after rebuilding the copy reports none of the fixed fields"
    )
    func patchAppliesAndTypechecks() async throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        let recordings = work.url.appendingPathComponent("recordings", isDirectory: true)
        let patchFile = work.url.appendingPathComponent("stubs.patch")
        try await withStubServer { upstream in
            // Given
            upstream.replay(try Upstream.recording(editedBy: Self.edits))
            upstream.register(.get, "/3/movie/278", UpstreamMovedOnTests.goneMovie)
            upstream.register(.get, "/3/movie/278/credits", UpstreamMovedOnTests.goneMovie)
            _ = try await RefreshAndDriftTests.refresh(from: upstream).run(into: recordings, needs: Self.needs)
        }

        // When
        let (status, output, errors) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", recordings.path, "--patch", patchFile.path], environment: [:],
            needs: Self.needs, in: Self.packageRoot)

        // Then: the report fails, and says what the patch does
        #expect(status == 1)
        #expect(errors.isEmpty, "\(errors)")
        #expect(output.contains("4 field(s) set, 2 gone entities marked"), "\(output)")
        let patch = try String(contentsOf: patchFile, encoding: .utf8)

        // And volatile fields are set only when asked
        #expect(!patch.contains("voteCount: 11300"))
        let volatileFile = work.url.appendingPathComponent("volatile.patch")
        let (volatileStatus, volatileOutput, _) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", recordings.path, "--patch", volatileFile.path, "--include-volatile"],
            environment: [:], needs: Self.needs, in: Self.packageRoot)
        #expect(volatileStatus == 1)
        #expect(volatileOutput.contains("5 field(s) set"), "\(volatileOutput)")
        #expect(try String(contentsOf: volatileFile, encoding: .utf8).contains("voteAverage: 7.9, voteCount: 11300),"))

        // And it applies to a copy of the stub data
        let copy = work.url.appendingPathComponent("copy", isDirectory: true)
        for module in ["MoviesAdaptersUITesting", "CharactersAdaptersUITesting"] {
            let target = copy.appendingPathComponent("AdaptersUITesting/\(module)")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.packageRoot.appendingPathComponent("AdaptersUITesting/\(module)"), to: target)
        }
        let applied = try await Self.execute("/usr/bin/env", ["git", "apply", "--verbose", patchFile.path], in: copy)
        #expect(applied.status == 0, "\(applied.output)\n\(patch)")

        // And a second patch for the same report, against the patched copy, changes nothing
        let again = try StubDataPatch.make(
            for: try await DriftReport.measure(recordings: recordings, shownAs: "recordings", needs: Self.needs),
            root: copy, includeVolatile: false)
        #expect(!again.text.contains("diff --git"), "\(again.text)")

        // And the changed literals hold the recorded values; volatile ones and everything else are untouched
        let movies = try String(
            contentsOf: copy.appendingPathComponent(
                "AdaptersUITesting/MoviesAdaptersUITesting/Data/StubMovieData+Classics.swift"), encoding: .utf8)
        #expect(movies.contains("releaseDate: date(2002, 12, 26), runtimeMinutes: 142,"))
        #expect(movies.contains("voteAverage: 7.9, voteCount: 11242),"))
        #expect(movies.contains("// marquee-fixtures drift: stub movie 278 is gone upstream — GET /3/movie/278"))
        #expect(
            movies.contains("// marquee-fixtures drift: stub movie credits 278 is gone upstream — GET /3/movie/278"))
        #expect(movies.contains("id: 278, title: \"The Shawshank Redemption\""))
        let credits = try String(
            contentsOf: copy.appendingPathComponent(
                "AdaptersUITesting/MoviesAdaptersUITesting/Data/StubMovieData+FightClubCredits.swift"),
            encoding: .utf8)
        #expect(credits.contains(#"character: "Tyler \"Jack\" Durden""#))
        let characters = try String(
            contentsOf: copy.appendingPathComponent(
                "AdaptersUITesting/CharactersAdaptersUITesting/Data/StubCharacterData+Characters.swift"),
            encoding: .utf8)
        #expect(characters.contains("19, \"Antenna Rick\", .dead,"))
        let lines = patch.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("+ ") && !$0.contains("//") }.count == 3, "\(patch)")
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 3, "\(patch)")

        // And after rebuilding the patched stub modules, drift on the same recordings finds none of the fixed
        // fields; the gone entity and the volatile field are still reported. (The rebuild links this build's
        // object files, laid out as SwiftPM does on Linux.)
        #if os(Linux)
            let probe = try await PatchedStubBuild(copy: copy).program(
                main: """
                    import Foundation
                    @testable import MarqueeFixtures

                    let needs = FixtureNeed.contract + FixtureNeed.catalogue.filter {
                        ["MovieRepository.movie(withID: 278)", "MovieRepository.credits(forMovieWithID: 278)"]
                            .contains($0.question)
                    }
                    let report = try await DriftReport.measure(
                        recordings: URL(fileURLWithPath: CommandLine.arguments[1]), shownAs: "recordings", needs: needs)
                    print(report.rendered())
                    """)
            let drift = try await Self.execute(
                probe.path, [recordings.path], in: copy, environment: PatchedStubBuild.probeEnvironment)
            #expect(drift.status == 0, "\(drift.output)")
            #expect(!drift.output.contains("DRIFT:"), "\(drift.output)")
            #expect(drift.output.contains("drifted  0"), "\(drift.output)")
            #expect(drift.output.contains("stub movie 278 \"The Shawshank Redemption\": GET /3/movie/278"))
            #expect(drift.output.contains("voteCount  stub 11242  recorded 11300"), "\(drift.output)")
            #expect(drift.output.contains("2 stub entities gone upstream"))
        #endif
    }

    @Test("Given no drift, then the patch changes nothing and --include-volatile needs --patch")
    func noDriftNoChange() async throws {
        let work = try TemporaryFolder()
        defer { work.remove() }
        let patchFile = work.url.appendingPathComponent("stubs.patch")
        let (status, output, _) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", Upstream.committedRecordings.path, "--patch", patchFile.path],
            environment: [:], in: Self.packageRoot)
        #expect(status == 0)
        #expect(output.contains("0 field(s) set, 0 gone entities marked"))
        #expect(!(try String(contentsOf: patchFile, encoding: .utf8)).contains("diff --git"))
        let (usage, _, errors) = await RefreshAndDriftTests.run(["drift", "--include-volatile"], environment: [:])
        #expect(usage == 2)
        #expect(errors == "marquee-fixtures: --include-volatile needs --patch FILE; see --help\n")
    }

    /// Runs `executable` with `arguments` in `directory`; its status and its output and errors together.
    static func execute(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String]? = nil
    ) async throws -> (status: Int32, output: String) {
        let (exit, output) = try await SpawnedProcess.run(
            executable: URL(fileURLWithPath: executable), arguments: arguments, environment: environment,
            workingDirectory: directory)
        return (exit.status, output)
    }
}
