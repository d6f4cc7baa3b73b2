import Testing

@testable import UITestKit

@Suite("HTTPAnswer reads answers leniently, as chromedriver writes them")
struct HTTPAnswerTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("A header without the space after its colon is read (chromedriver's Content-Length:881)")
    func headerWithoutSpace() {
        // Given chromedriver's way of writing its headers
        let answer = bytes("HTTP/1.1 200 OK\r\nContent-Length:5\r\nContent-Type:application/json\r\n\r\nhello")

        // When it is read
        let reading = HTTPAnswer.read(answer, ended: false)

        // Then the status and the body are there, without waiting for the connection to close
        #expect(reading == .complete(HTTPAnswer(status: 200, body: bytes("hello"))))
    }

    @Test("An answer is incomplete until Content-Length bytes arrived, and malformed if the connection closes first")
    func partialBody() {
        // Given an answer of which two of five bytes arrived
        let partial = bytes("HTTP/1.1 404 Not Found\r\ncontent-length: 5\r\n\r\nhe")

        // When it is read while the connection is open, and once it closed
        let open = HTTPAnswer.read(partial, ended: false)
        let closed = HTTPAnswer.read(partial, ended: true)

        // Then it waits, and then says what is missing
        #expect(open == .incomplete)
        #expect(closed == .malformed("the connection closed after 2 of 5 bytes"))
    }

    @Test("A chunked answer is put together, extensions and trailers ignored")
    func chunked() {
        // Given a chunked answer in two chunks (one with an extension) and a trailer
        let answer = bytes(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;x=y\r\n{\"va\r\nA\r\nlue\":null}\r\n0\r\nT: 1\r\n\r\n"
        )

        // When it is read, first cut short before the last chunk, then whole
        let cut = HTTPAnswer.read(Array(answer.prefix(55)), ended: false)
        let whole = HTTPAnswer.read(answer, ended: false)

        // Then the body is the chunks' bytes in order
        #expect(cut == .incomplete)
        #expect(whole == .complete(HTTPAnswer(status: 200, body: bytes("{\"value\":null}"))))
    }

    @Test("Without a length, the body lasts until the connection closes; a 204 has none")
    func noLength() {
        // Given answers with neither Content-Length nor chunked encoding
        let withBody = bytes("HTTP/1.0 200 OK\r\n\r\nall of it")
        let noContent = bytes("HTTP/1.1 204 No Content\r\n\r\n")

        // When they are read
        // Then the body ends with the connection, and a 204 is complete at once
        #expect(HTTPAnswer.read(withBody, ended: false) == .incomplete)
        #expect(HTTPAnswer.read(withBody, ended: true) == .complete(HTTPAnswer(status: 200, body: bytes("all of it"))))
        #expect(HTTPAnswer.read(noContent, ended: false) == .complete(HTTPAnswer(status: 204, body: [])))
    }

    @Test("What is not HTTP/1.x is malformed, saying where")
    func malformed() {
        // Given bytes that are no HTTP answer, and a header line without a colon
        let garbage = bytes("SSH-2.0-OpenSSH\r\n\r\n")
        let noColon = bytes("HTTP/1.1 200 OK\r\nbroken line\r\n\r\n")

        // When they are read
        // Then each is refused with its reason
        #expect(HTTPAnswer.read(garbage, ended: false) == .malformed("not an HTTP/1.x status line: SSH-2.0-OpenSSH"))
        #expect(HTTPAnswer.read(noColon, ended: false) == .malformed("a header line without a colon: broken line"))
        #expect(
            HTTPAnswer.read(bytes("HTTP/1.1 200"), ended: true) == .malformed("the connection closed within the header")
        )
    }
}
