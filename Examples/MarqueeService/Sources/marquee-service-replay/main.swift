import Foundation
import StubHTTPServer

// A loopback replay of the two upstream APIs from recorded payloads, for running marquee-service live without the
// internet (the benchmark's live case, or by hand): `marquee-service-replay DIRECTORY` serves DIRECTORY's
// recordings, prints its base URL as the first line, and runs until it is stopped. Point the service at it with
// `API_BASE_URL=<that URL> TMDB_API_TOKEN=anything marquee-service`. Each recording is read once, at the start, with
// its `{{BASE_URL}}`s filled in, and answered from memory: the replay stands in for the upstream in the benchmark, so it
// should cost as little of the shared cores as it can (a `.fixture` is read from its file on every request).

let routes = [
    "/3/movie/popular": "tmdb-popular-page.json",
    "/api/character": "rm-characters-page-1.json",
]

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: marquee-service-replay DIRECTORY (with the recorded payloads)\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
do {
    let server = try StubHTTPServer.start()
    for (path, file) in routes {
        let url = directory.appendingPathComponent(file)
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            FileHandle.standardError.write(Data("marquee-service-replay: no \(file) in \(directory.path)\n".utf8))
            exit(1)
        }
        let recorded = try Data(contentsOf: url)
        let baseURL = Data(server.baseURL.absoluteString.utf8)
        server.register(.get, path, .json(recorded.replacing(Data("{{BASE_URL}}".utf8), with: baseURL)))
    }
    server.registerCatchAll(.json(string: #"{"status_message":"not recorded"}"#, status: 404))
    FileHandle.standardOutput.write(Data("\(server.baseURL.absoluteString)\n".utf8))
    while true { try await Task.sleep(for: .seconds(3600)) }
} catch {
    FileHandle.standardError.write(Data("marquee-service-replay: \(error)\n".utf8))
    exit(1)
}
