import Foundation
import FuzzSupport
import UITestScenario

@testable import HTTPTransport
@testable import SharedKernel

// The W3C `baggage` header (`W3CBaggage`), as every service under `-uitest` reads the session from any request
// (`StubWorlds.sessionID`) and the session-carrying client writes it over a request's own
// (`SessionCarryingUpstreamClient.carrying`). The first input byte picks the session id
// written over the rest, the rest is the header. Properties, for any bytes:
// - a header is read whole or not at all: when read, at most 64 members, each key a token;
// - what is read, written again, reads back to the same members and writes the same bytes;
// - the session read from it is `nil` or one non-empty id without a control character;
// - the header that carries a session over it reads back to that session, within the bounds a reader takes, and
//   keeps every member of another key when the original was within them.

let tokenCharacters = Set("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
let ids = ["3", "a-session", "id with spaces", "caf\u{E9}=;,%", String(repeating: "x", count: 300)]

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    let id = ids[Int(input.byte()) % ids.count]
    let header = String(decoding: input.rest, as: UTF8.self)

    if let baggage = W3CBaggage(headerValue: header) {
        Fuzz.require(baggage.members.count <= W3CBaggage.maximumMembers, "\(baggage.members.count) members read")
        for member in baggage.members {
            Fuzz.require(
                !member.key.isEmpty && member.key.utf8.allSatisfy(tokenCharacters.contains), "key \(member.key)")
        }
        let written = baggage.headerValue
        let reread = W3CBaggage(headerValue: written)
        Fuzz.require(reread?.members == baggage.members, "written as \(written.debugDescription) it reads otherwise")
        Fuzz.require(reread?.headerValue == written, "the written form of \(written.debugDescription) is not stable")
    }

    if let session = session(in: header) {
        Fuzz.require(
            !session.isEmpty && !session.unicodeScalars.contains { $0.properties.generalCategory == .control },
            "session \(session.debugDescription)")
    }

    let carried = carried(id, over: header)
    Fuzz.require(session(in: carried) == id, "\(carried.debugDescription) does not carry \(id.debugDescription)")
    if let original = W3CBaggage(headerValue: header),
        original.setting(id, forKey: W3CBaggage.sessionKey).isWithinBounds
    {
        let others = { (baggage: W3CBaggage?) in baggage?.members.filter { $0.key != W3CBaggage.sessionKey } }
        Fuzz.require(
            others(W3CBaggage(headerValue: carried)) == others(original), "carrying the session changed another member")
    }
    return 0
}

/// The session a request names by its `baggage` header alone.
func session(in header: String?) -> String? {
    StubWorlds.sessionID(cookieHeader: nil, sessionHeader: nil, baggageHeader: header)
}

/// The `baggage` header a request whose own is `header` goes with, carrying the session `id`.
func carried(_ id: String, over header: String) -> String {
    let request = UpstreamRequest(url: URL(string: "http://127.0.0.1/")!, headers: ["baggage": header])
    return SessionCarryingUpstreamClient.carrying(id, on: request).headers["baggage"] ?? ""
}

Fuzz.run(testOneInput)
