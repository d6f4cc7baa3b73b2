import Foundation
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("Recording file format")
struct RecordingFormatTests {
    @Test(
        "Written and parsed again, an exchange is the same: JSON, text and binary bodies, query items needing escapes")
    func roundTrip() throws {
        let key = RecordingKey(
            method: .get, path: "/3/search/movie",
            queryItems: [.init(name: "query", value: "fight club & co+1/é"), .init(name: "page", value: "1")])
        let bodies = [Data(#"{"a": [1, 2.50]}"#.utf8), Data("plain\n\ntext".utf8), Data([0, 255, 10, 13, 0xC3])]
        for body in bodies {
            let exchange = RecordedExchange(
                key: key, status: 404, headers: [RecordingHeader(name: "Content-Type", value: "x/y")], body: body)
            #expect(try RecordedExchange.parse(exchange.fileContents) == exchange)
        }
    }

    @Test("The pretty-printer keeps key order, number literals and escapes")
    func prettyPrinterKeepsLexemes() {
        let request = RecordedRequest(method: .get, path: "/x")
        let exchange = RecordedExchange.recorded(
            request, status: 200, headers: [],
            body: Data(#"{"z":1.50,"a":"q\"uo{te,}:","n":[],"e":1e3}"#.utf8))
        #expect(
            String(decoding: exchange.body, as: UTF8.self)
                == "{\n  \"z\": 1.50,\n  \"a\": \"q\\\"uo{te,}:\",\n  \"n\": [],\n  \"e\": 1e3\n}\n")
    }

    @Test(
        "A file that is not a recording is refused with the line and the reason",
        arguments: [
            ("", 1), ("hello", 1), ("# StubHTTPServer recording 1\n", 2),
            ("# StubHTTPServer recording 1\nGET\n", 2), ("# StubHTTPServer recording 1\nGET /x\nHTTP 200\n", 3),
            ("# StubHTTPServer recording 1\nGET /x\n\nHTTP 99\n\n", 4),
            ("# StubHTTPServer recording 1\nGET /x\n\nHTTP 200\nNoColon\n\n", 5),
            ("# StubHTTPServer recording 1\nGET /x\n\nHTTP 200\nA: b\n", 6),
            ("# StubHTTPServer recording 1\nGET /%zz\n\nHTTP 200\n\n", 2),
            ("# StubHTTPServer recording 1\nGET /x\n\nHTTP 200 base64\n\n!!!", 6),
        ])
    func malformed(text: String, line: Int) {
        #expect(throws: RecordingFormatError.self) { try RecordedExchange.parse(Data(text.utf8)) }
        do {
            _ = try RecordedExchange.parse(Data(text.utf8))
        } catch {
            #expect(error.line == line, "\(error)")
        }
    }

    @Test("Loading a folder reads only *.recording files and names a malformed one")
    func loadFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let exchange = RecordedExchange(
            key: RecordingKey(method: .get, path: "/a", queryItems: []), status: 200, headers: [], body: Data("x".utf8))
        try exchange.fileContents.write(to: folder.url.appendingPathComponent(exchange.fileName))
        try Data("notes".utf8).write(to: folder.url.appendingPathComponent("README.md"))
        #expect(try StubRecording.load(from: folder.url).sortedExchanges == [exchange])

        try Data("junk".utf8).write(to: folder.url.appendingPathComponent("bad.recording"))
        #expect {
            _ = try StubRecording.load(from: folder.url)
        } throws: { error in
            "\(error)".hasSuffix("bad.recording: line 1: the first line is not \"# StubHTTPServer recording 1\"")
        }
    }
}
