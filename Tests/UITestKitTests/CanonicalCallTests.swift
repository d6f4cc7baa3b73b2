import Foundation
import Testing

@testable import UITestKit

@Suite("A call from a service's own typed call value: the enum's Encodable form is the call")
struct CanonicalCallTests {
    private enum Call: Encodable {
        case allBooks
        case book(id: Int)
        case search(query: String, page: Int)
    }

    @Test("A case with labelled values is its name with those arguments, whatever their order")
    func labelledCase() throws {
        // When
        let typed = try CanonicalCall(Call.search(query: "moby", page: 2))

        // Then
        #expect(
            typed
                == (try CanonicalCall(
                    method: "search", arguments: ["page": Argument.integer(2), "query": .string("moby")])))
        #expect(typed.description == #"search({"page":2,"query":"moby"})"#)
    }

    @Test("A case without values is the method alone, equal to what the service reports for it")
    func bareCase() throws {
        // When
        let typed = try CanonicalCall(Call.allBooks)

        // Then
        #expect(typed == (try CanonicalCall(method: "allBooks", arguments: [String: Int]())))
        #expect(typed != (try CanonicalCall(Call.book(id: 1))))
    }

    @Test("A value that is no enum case of calls is refused, naming its type")
    func notACall() {
        // When
        let error = #expect(throws: EncodingError.self) { try CanonicalCall(["a": 1, "b": 2]) }

        // Then
        #expect("\(String(describing: error))".contains("Dictionary"))
    }
}

/// A JSON argument, for spelling expected arguments by hand.
private enum Argument: Encodable {
    case integer(Int)
    case string(String)

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .integer(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }
}
