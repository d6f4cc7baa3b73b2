import Foundation
import MarqueeUpstreamReplay
import StubHTTPServer

// A loopback replay of the two upstream APIs from recorded payloads, for running marquee-service live without the
// internet (the benchmark's live case, or by hand): `marquee-service-replay DIRECTORY` serves DIRECTORY's
// recordings (the routes of `UpstreamReplay`, which the UI tests' replay backend serves too), prints its base URL as
// the first line, and runs until it is stopped. Point the service at it with
// `API_BASE_URL=<that URL> TMDB_API_TOKEN=anything marquee-service`. Each recording is read once, at the start, with
// its `{{BASE_URL}}`s filled in, and answered from memory: the replay stands in for the upstream in the benchmark, so it
// should cost as little of the shared cores as it can (a `.fixture` is read from its file on every request).

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: marquee-service-replay DIRECTORY (with the recorded payloads)\n".utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
do {
    let server = try StubHTTPServer.start()
    try UpstreamReplay.register(on: server, from: directory)
    FileHandle.standardOutput.write(Data("\(server.baseURL.absoluteString)\n".utf8))
    while true { try await Task.sleep(for: .seconds(3600)) }
} catch {
    FileHandle.standardError.write(Data("marquee-service-replay: \(error)\n".utf8))
    exit(1)
}
