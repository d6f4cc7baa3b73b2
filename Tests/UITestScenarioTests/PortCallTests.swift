import Foundation
import MarqueeJSON
import Testing
import UITestScenario

@Suite("PortCall: a stub's call as data, across the process boundary and back")
struct RecordedCallTests {
    static let search = PortCall("searchMovies", ["query": .string("fight"), "page": .integer(1)])

    @Test("it is written as method and arguments, and reads back equal")
    func roundTrip() throws {
        // Given a call with arguments in the method's order
        // When it is written as JSON and read back
        let text = Self.search.json.rendered(pretty: false)
        let read = try JSONDecoder().decode(PortCall.self, from: Data(text.utf8))

        // Then the JSON names the method and the arguments by label, and the call read back is the same call
        #expect(text == #"{"method":"searchMovies","arguments":{"query":"fight","page":1}}"#)
        #expect(read == Self.search)
        #expect(read.hashValue == Self.search.hashValue)
    }

    @Test("arguments compare by their members at every depth, not by their order; values and methods still count")
    func equality() {
        // Given the same call with its arguments in another order, and calls that differ
        let reordered = PortCall("searchMovies", ["page": .integer(1), "query": .string("fight")])
        let otherPage = PortCall("searchMovies", ["query": .string("fight"), "page": .integer(2)])
        let otherMethod = PortCall("popularMovies", ["query": .string("fight"), "page": .integer(1)])

        // Then only the reordered one is equal
        #expect(reordered == Self.search)
        #expect(otherPage != Self.search)
        #expect(otherMethod != Self.search)
    }

    @Test("its description reads like the Swift call, arguments as JSON")
    func description() {
        #expect(Self.search.description == #"searchMovies(query: "fight", page: 1)"#)
        #expect(PortCall("imageConfiguration").description == "imageConfiguration()")
    }

    @Test("a call without arguments may leave them out; arguments that are not an object are refused")
    func decodingEdges() throws {
        #expect(try JSONDecoder().decode(PortCall.self, from: Data(#"{"method":"m"}"#.utf8)) == PortCall("m"))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PortCall.self, from: Data(#"{"method":"m","arguments":[1]}"#.utf8))
        }
    }

    @Test("JSONValue reads every kind of JSON value, objects sorted by key")
    func jsonValueDecoding() throws {
        // Given a document with every kind of value
        let text = #"{"b":[1,2.5,"x",true,null],"a":{"z":false,"y":-3}}"#

        // When it is read
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))

        // Then each value has its kind, and objects come sorted
        #expect(value.rendered(pretty: false) == #"{"a":{"y":-3,"z":false},"b":[1,2.5,"x",true,null]}"#)
    }
}
