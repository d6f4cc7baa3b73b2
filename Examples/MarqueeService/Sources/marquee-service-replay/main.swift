import Foundation
import StubHTTPServer

// A loopback replay of the two upstream APIs from recorded payloads, for running marquee-service live without the
// internet (the benchmark's live case, or by hand): `marquee-service-replay DIRECTORY` serves DIRECTORY's
// recordings, prints its base URL as the first line, and runs until it is stopped. Point the service at it with
// `API_BASE_URL=<that URL> TMDB_API_TOKEN=anything marquee-service`.

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
        server.register(.get, path, .fixture(url))
    }
    server.registerCatchAll(.json(string: #"{"status_message":"not recorded"}"#, status: 404))
    FileHandle.standardOutput.write(Data("\(server.baseURL.absoluteString)\n".utf8))
    while true { try await Task.sleep(for: .seconds(3600)) }
} catch {
    FileHandle.standardError.write(Data("marquee-service-replay: \(error)\n".utf8))
    exit(1)
}
