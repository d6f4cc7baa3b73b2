import Foundation
import FuzzSupport

@testable import StubHTTPServer

// The recording file format (`RecordedExchange.parse`), as `StubRecording` reads every `*.recording` file a replay
// or a contract test loads. Properties, for any bytes:
// - refused only with a `RecordingFormatError` (typed throws) naming a line of the file (or the one after its last)
//   and a one-line reason;
// - an accepted exchange has a status of 100-599, a method of ASCII letters, a path starting with `/`, and headers
//   as HTTP allows them (a token for a name, no control character but a tab in a value);
// - the exchange written again (`fileContents`, its canonical form) parses back to the same exchange, and writes
//   the same bytes again.

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let contents = Data(FuzzInput(start, count).rest)
    switch outcome(contents) {
    case .failure(let error):
        let lines = contents.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        Fuzz.require((1...lines + 1).contains(error.line), "line \(error.line) of a file of \(lines) lines")
        Fuzz.require(
            !error.reason.isEmpty && Fuzz.isOneLine(error.description), "reason \(error.reason.debugDescription)")
    case .success(let exchange):
        checkInvariants(exchange)
        let canonical = exchange.fileContents
        let reparsed = outcome(canonical)
        Fuzz.require(
            reparsed == .success(exchange),
            "written again as \(String(decoding: canonical, as: UTF8.self).debugDescription) it parses as \(reparsed)")
        if case .success(let again) = reparsed {
            Fuzz.require(again.fileContents == canonical, "the canonical form is not stable")
        }
    }
    return 0
}

func outcome(_ contents: Data) -> Result<RecordedExchange, RecordingFormatError> {
    do { return .success(try RecordedExchange.parse(contents)) } catch { return .failure(error) }
}

func checkInvariants(_ exchange: RecordedExchange) {
    Fuzz.require((100...599).contains(exchange.status), "status \(exchange.status)")
    let method = exchange.key.method.rawValue
    Fuzz.require(
        !method.isEmpty && method.allSatisfy { $0.isASCII && $0.isUppercase }, "method \(method.debugDescription)")
    Fuzz.require(exchange.key.path.hasPrefix("/"), "path \(exchange.key.path.debugDescription)")
    let tokenCharacters = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for header in exchange.headers {
        Fuzz.require(!header.name.isEmpty && header.name.allSatisfy(tokenCharacters.contains), "header \(header)")
        Fuzz.require(
            header.value.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory != .control },
            "header \(header)")
    }
}

Fuzz.run(testOneInput)
