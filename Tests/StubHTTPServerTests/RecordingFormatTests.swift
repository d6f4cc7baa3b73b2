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
        let request = ReceivedRequest(method: .get, path: "/x")
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
            // Found by FuzzRecording: control characters in a header were kept, and a replay served them.
            ("# StubHTTPServer recording 1\nGET /x\n\nHTTP 404\nContent-Type: application/js\u{0B}on\n\n{}", 5),
            ("# StubHTTPServer recording 1\nGET /x\n\nHTTP 200\nRetry-After: 1\r\n\n", 5),
            ("# StubHTTPServer recording 1\nGET /x\n\nHTTP 200\nContent Type: a\n\n", 5),
            ("# StubHTTPServer recording 1\nGET /x\n\nHTTP 200\nX-\u{7F}: a\n\n", 5),
        ])
    func malformed(text: String, line: Int) {
        #expect(throws: RecordingFormatError.self) { try RecordedExchange.parse(Data(text.utf8)) }
        do {
            _ = try RecordedExchange.parse(Data(text.utf8))
        } catch {
            #expect(error.line == line, "\(error)")
        }
    }

    @Test("Every truncation and every single-byte corruption of a valid file parses or throws, never traps")
    func parserIsTotal() throws {
        let exchange = RecordedExchange.recorded(
            ReceivedRequest(method: .get, path: "/3/movie/640", queryItems: [(name: "language", value: "en-US")]),
            status: 200, headers: [(name: "Content-Type", value: "application/json")],
            body: Data(#"{"id":640,"title":"Catch Me If You Can","genres":[{"id":18}]}"#.utf8))
        let file = [UInt8](exchange.fileContents)
        var parsed = 0
        for end in 0...file.count where (try? RecordedExchange.parse(Data(file[0..<end]))) != nil { parsed += 1 }
        for index in file.indices {
            for replacement: UInt8 in [0, 10, 32, 0x3A, 0xFF] {
                var corrupted = file
                corrupted[index] = replacement
                if (try? RecordedExchange.parse(Data(corrupted))) != nil { parsed += 1 }
            }
        }
        // Any cut after the blank line before the body still parses (the body is whatever follows).
        #expect(parsed > 0)
        #expect(try RecordedExchange.parse(Data(file)) == exchange)
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
