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

// `--cache-control VALUE` adds `Cache-Control: VALUE` (no control characters) to every recorded answer (the
// recordings keep no caching header): the benchmark's cached live case gives them TMDb's `public, max-age=300`.
// `--delay-ms N` (1–600000) holds every answer N milliseconds: the benchmark's slow upstream (overload row).
let usage =
    "usage: marquee-service-replay [--delay-ms N] [--cache-control VALUE] DIRECTORY (with the recorded payloads)\n"
var arguments = Array(CommandLine.arguments.dropFirst())
var headers: [String: String] = [:]
var delay: Duration?
if arguments.count >= 3, arguments[0] == "--delay-ms", let milliseconds = Int(arguments[1]),
    (1...600_000).contains(milliseconds)
{
    delay = .milliseconds(milliseconds)
    arguments.removeFirst(2)
}
if arguments.count == 3, arguments[0] == "--cache-control", !arguments[1].isEmpty,
    arguments[1].unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
{
    headers["Cache-Control"] = arguments[1]
    arguments.removeFirst(2)
}
guard arguments.count == 1, !arguments[0].hasPrefix("-") else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let directory = URL(fileURLWithPath: arguments[0], isDirectory: true)
do {
    let server = try StubHTTPServer.start()
    try UpstreamReplay.register(on: server, from: directory, headers: headers) { answer in
        delay.map { .delayed($0, answer) } ?? answer
    }
    FileHandle.standardOutput.write(Data("\(server.baseURL.absoluteString)\n".utf8))
    while true { try await Task.sleep(for: .seconds(3600)) }
} catch {
    FileHandle.standardError.write(Data("marquee-service-replay: \(error)\n".utf8))
    exit(1)
}
