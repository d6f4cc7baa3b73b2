import Foundation
import MarqueeFixtures
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("marquee-fixtures drift --patch")
struct StubDataPatchTests {
    /// The package this test runs in: its stub data is what the patch is written against.
    static let packageRoot = Upstream.committedRecordings
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The contract requests and one stub entity beyond them, movie 278, which the upstream has removed.
    static let needs =
        FixtureNeed.contract + FixtureNeed.catalogue.filter { $0.question == "MovieRepository.movie(withID: 278)" }

    /// Drifted fields of three kinds of literal (a movie's, a credit's, a character's), and a volatile one.
    static let edits: [Upstream.Edit] = [
        .init(
            request: "GET /3/movie/640?language=en-US", from: #""release_date": "2002-12-25""#,
            to: #""release_date": "2002-12-26""#),
        .init(request: "GET /3/movie/640?language=en-US", from: #""runtime": 141"#, to: #""runtime": 142"#),
        .init(request: "GET /3/movie/640?language=en-US", from: #""vote_count": 11242"#, to: #""vote_count": 11300"#),
        .init(request: "GET /api/character/19", from: #""status": "unknown""#, to: #""status": "Dead""#),
        .init(
            request: "GET /3/movie/550/credits?language=en-US", from: #""character": "Tyler Durden""#,
            to: #""character": "Tyler \"Jack\" Durden""#),
    ]

    @Test(
        "Given drifted fields and a gone entity, when drift writes a patch, then git applies it to a copy of the stub data, the copy typechecks, and it holds exactly the recorded values"
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
            _ = try await RefreshAndDriftTests.refresh(from: upstream).run(into: recordings, needs: Self.needs)
        }

        // When
        let (status, output, errors) = await RefreshAndDriftTests.run(
            ["drift", "--recordings", recordings.path, "--patch", patchFile.path], environment: [:],
            needs: Self.needs, in: Self.packageRoot)

        // Then: the report fails, and says what the patch does
        #expect(status == 1)
        #expect(errors.isEmpty, "\(errors)")
        #expect(output.contains("4 field(s) set, 1 gone entity marked"), "\(output)")
        let patch = try String(contentsOf: patchFile, encoding: .utf8)

        // And it applies to a copy of the stub data
        let copy = work.url.appendingPathComponent("copy", isDirectory: true)
        for module in ["MoviesAdaptersUITesting", "CharactersAdaptersUITesting"] {
            let target = copy.appendingPathComponent("AdaptersUITesting/\(module)")
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.packageRoot.appendingPathComponent("AdaptersUITesting/\(module)"), to: target)
        }
        let applied = try Self.execute("/usr/bin/env", ["git", "apply", "--verbose", patchFile.path], in: copy)
        #expect(applied.status == 0, "\(applied.output)\n\(patch)")

        // And the changed literals hold the recorded values; volatile ones and everything else are untouched
        let movies = try String(
            contentsOf: copy.appendingPathComponent(
                "AdaptersUITesting/MoviesAdaptersUITesting/Data/StubMovieData+Classics.swift"), encoding: .utf8)
        #expect(movies.contains("releaseDate: date(2002, 12, 26), runtimeMinutes: 142,"))
        #expect(movies.contains("voteAverage: 7.9, voteCount: 11242),"))
        #expect(movies.contains("// marquee-fixtures drift: stub movie 278 is gone upstream — GET /3/movie/278"))
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
        #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 5, "\(patch)")
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 3, "\(patch)")

        // And the patched stub modules typecheck against the modules this test was built with
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.path), "\(modules.path)")
        for module in ["MoviesAdaptersUITesting", "CharactersAdaptersUITesting"] {
            let folder = copy.appendingPathComponent("AdaptersUITesting/\(module)")
            let sources = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path }
            let typecheck = try Self.execute(
                "/usr/bin/env",
                ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", module, "-I", modules.path] + sources,
                in: copy)
            #expect(typecheck.status == 0, "\(module): \(typecheck.output)")
        }
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
        _ executable: String, _ arguments: [String], in directory: URL
    ) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
