import SharedKernel
import Testing

@Suite("W3CBaggage: the baggage header read and written to the W3C grammar, bounded")
struct W3CBaggageTests {
    @Test("list-members are read with their keys, decoded values and properties, white space around delimiters aside")
    func reads() throws {
        // Given a header of three members, with spaces and tabs, properties and a percent-encoded value
        let header = " userId=alice ,\tserverNode = DF%2028 ; prop1 ;prop2 = x,isProduction=false "

        // When it is read
        let baggage = try #require(W3CBaggage(headerValue: header))

        // Then each member is there in order, its value decoded and its properties as written
        #expect(baggage.members.map(\.key) == ["userId", "serverNode", "isProduction"])
        #expect(baggage.values(forKey: "serverNode") == ["DF 28"])
        #expect(baggage.members[1].properties == ["prop1", "prop2=x"])
        #expect(baggage.values(forKey: "absent") == [])
    }

    @Test("percent-encoded UTF-8 decodes, and bytes that are not UTF-8 read as U+FFFD")
    func decodes() throws {
        // Given values with encoded UTF-8, an encoded percent sign and a byte that is not UTF-8
        // When they are read
        let baggage = try #require(W3CBaggage(headerValue: "a=caf%C3%A9,b=100%25,c=%FFx"))

        // Then each decodes as the specification asks
        #expect(baggage.values(forKey: "a") == ["café"])
        #expect(baggage.values(forKey: "b") == ["100%"])
        #expect(baggage.values(forKey: "c") == ["\u{FFFD}x"])
    }

    @Test("an empty or blank header is empty baggage")
    func empty() throws {
        // Given headers with nothing in them
        // When they are read
        // Then each is baggage without members
        #expect(try #require(W3CBaggage(headerValue: "")).members.isEmpty)
        #expect(try #require(W3CBaggage(headerValue: " \t ")).members.isEmpty)
    }

    @Test(
        "a header that breaks the grammar is ignored whole",
        arguments: [
            "novalue", "=value", "a=1,,b=2", "a=1,", ",a=1", "a=1;", "k@y=1", "a=b c", "a=\"quoted\"", "a=x\\y",
            "a=1;=p", "a=%4", "a=%zz", "a=é", "a b=1",
        ])
    func malformed(header: String) {
        // Given a header that is not a baggage-string
        // When it is read
        // Then nothing of it is read
        #expect(W3CBaggage(headerValue: header) == nil)
    }

    @Test("a header over 8192 bytes is ignored, one of 8192 is read")
    func oversized() throws {
        // Given a member padded to exactly 8192 bytes, and the same one byte longer
        let fits = "k=" + String(repeating: "v", count: W3CBaggage.maximumBytes - 2)

        // When each is read
        let read = W3CBaggage(headerValue: fits)
        let ignored = W3CBaggage(headerValue: fits + "v")

        // Then only the one within the bound is read
        #expect(try #require(read).values(forKey: "k").first?.count == W3CBaggage.maximumBytes - 2)
        #expect(ignored == nil)
    }

    @Test("a header of more than 64 list-members is ignored, one of 64 is read")
    func tooManyMembers() throws {
        // Given 64 members, and 65
        let members = (1...65).map { "k\($0)=\($0)" }

        // When each is read
        let read = W3CBaggage(headerValue: members.prefix(64).joined(separator: ","))
        let ignored = W3CBaggage(headerValue: members.joined(separator: ","))

        // Then only the one within the bound is read
        #expect(try #require(read).members.count == 64)
        #expect(ignored == nil)
    }

    @Test("setting a key replaces its members in place and keeps every other member as it came")
    func mergesReplacing() throws {
        // Given baggage that names the key twice beside members with properties and their own encoding
        let baggage = try #require(
            W3CBaggage(headerValue: "a=%41;p=1, uitest-session=old;q ,b=x;flag,uitest-session=older"))

        // When the key is set
        let merged = baggage.setting("7", forKey: "uitest-session")

        // Then it holds the new value once, where the first was, and the others are untouched
        #expect(merged.headerValue == "a=%41;p=1,uitest-session=7,b=x;flag")
        #expect(merged.values(forKey: "uitest-session") == ["7"])
    }

    @Test("setting a new key adds it last, its value percent-encoded, and the header reads back the same")
    func mergesAdding() throws {
        // Given baggage without the key
        let baggage = try #require(W3CBaggage(headerValue: "a=1"))

        // When the key is set to a value outside baggage-octet
        let merged = baggage.setting("s 1,%;é\"", forKey: "uitest-session")

        // Then the value is written encoded, and reading the header back gives it decoded
        #expect(merged.headerValue == "a=1,uitest-session=s%201%2C%25%3B%C3%A9%22")
        #expect(W3CBaggage(headerValue: merged.headerValue) == merged)
        #expect(W3CBaggage().setting("1", forKey: "k").headerValue == "k=1")
    }

    @Test(
        "what is read is written again as a header that reads back to the same baggage, and then writes itself",
        arguments: [
            "", "a=", "a=1;p", " a = 1 ; p = 2 ;q ", "k=%25%2C%3B", "k=%e2%82%ac", "k=%C3", "!#$%&'*+-.^_`|~=1",
            "a=1,a=2", "a=x/y?z=w:@[]{}<>", "\ta=1\t,\tb=2",
        ])
    func roundTrip(header: String) throws {
        // Given a header that reads
        let baggage = try #require(W3CBaggage(headerValue: header))

        // When it is written and read again
        let written = baggage.headerValue
        let again = try #require(W3CBaggage(headerValue: written))

        // Then the baggage is the same, and writing it gives the same header
        #expect(again == baggage)
        #expect(again.headerValue == written)
    }

    @Test("baggage knows when its header is beyond what a reader takes")
    func bounds() throws {
        // Given 64 members, then one more set
        let full = try #require(W3CBaggage(headerValue: (1...64).map { "k\($0)=1" }.joined(separator: ",")))

        // When a 65th key is set, and a key is replaced instead
        let beyond = full.setting("1", forKey: "k65")
        let replaced = full.setting("2", forKey: "k1")

        // Then only the first is out of bounds
        #expect(full.isWithinBounds && replaced.isWithinBounds)
        #expect(!beyond.isWithinBounds)
    }
}
