import Foundation
import MarqueeJSON
import SharedKernel
import Testing

@Suite("JSON values and their rendering")
struct JSONValueTests {
    @Test("Object members render in the order they were built, at every depth")
    func memberOrder() {
        // Given
        let value = JSONValue.object([
            "b": .integer(2), "a": .object(["z": .null, "B": .bool(true), "é": .string("x")]), "A": .array([]),
        ])

        // When
        let compact = value.rendered(pretty: false)

        // Then
        #expect(compact == #"{"b":2,"a":{"z":null,"B":true,"é":"x"},"A":[]}"#)
    }

    @Test("The canonical form sorts object keys by their bytes, at every depth, inside arrays too")
    func sortedKeys() {
        // Given
        let value = JSONValue.object([
            "b": .integer(2), "a": .object(["z": .null, "B": .bool(true), "é": .string("x")]),
            "A": .array([.object(["y": .null, "x": .null])]),
        ])

        // When
        let compact = value.canonical.rendered(pretty: false)

        // Then
        #expect(compact == #"{"A":[{"x":null,"y":null}],"a":{"B":true,"z":null,"é":"x"},"b":2}"#)
    }

    @Test("An object built from a Dictionary has its members sorted; appending keeps the order of the calls")
    func objectBuilding() {
        // Given
        var object = JSONObject(["b": .integer(2), "a": .integer(1)])

        // When
        object.append("0", .null)
        object.append(contentsOf: ["z": .bool(false)])

        // Then
        #expect(object.members.map(\.key) == ["a", "b", "0", "z"])
        #expect(object != JSONObject(["0": .null, "a": .integer(1), "b": .integer(2), "z": .bool(false)]))
        #expect(
            JSONValue.object(object).canonical
                == .object(["0": .null, "a": .integer(1), "b": .integer(2), "z": .bool(false)]))
    }

    @Test("Pretty rendering indents by two spaces and ends with a newline")
    func prettyLayout() {
        // Given
        let value = JSONValue.object(["list": .array([.integer(1), .object([:])]), "name": .string("Rick")])

        // When
        let pretty = value.rendered()

        // Then
        #expect(pretty == "{\n  \"list\": [\n    1,\n    {}\n  ],\n  \"name\": \"Rick\"\n}\n")
    }

    @Test("Strings escape quotes, backslashes and control characters and keep other characters as they are")
    func escaping() {
        // Given
        let value = JSONValue.string("\"Bob\" \\ a/b\n\r\t\u{8}\u{C}\u{1}\u{1F}기생충 – ñ")

        // When
        let rendered = value.rendered(pretty: false)

        // Then
        #expect(rendered == #""\"Bob\" \\ a/b\n\r\t\b\f\u0001\u001f기생충 – ñ""#)
    }

    @Test(
        "Escaping finds each character to escape at every offset of the eight-byte scan, and only those",
        arguments: ["\"", "\\", "\n", "\u{0}", "\u{1F}", " ", "!", "#", "[", "]", "\u{7F}", "é", "🎬", "\\\""])
    func escapingAtEveryOffset(special: String) {
        for offset in 0..<18 {
            for length in [offset, offset + 1, offset + 9, offset + 17] {
                // Given: `special` at `offset` in a string of `length` other characters
                let filler = String(repeating: "a", count: length)
                let text = String(filler.prefix(offset)) + special + String(filler.dropFirst(offset))

                // When
                let rendered = JSONValue.string(text).rendered(pretty: false)

                // Then
                #expect(rendered == "\"" + Self.referenceEscaped(text) + "\"", "\(offset) of \(length)")
            }
        }
    }

    /// RFC 8259's minimal escaping, one scalar at a time: what the renderer must agree with.
    private static func referenceEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\u{8}": escaped += "\\b"
            case "\u{C}": escaped += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    @Test("Numbers render in Swift's shortest locale-independent form; non-finite ones as null")
    func numbers() {
        // Given
        let values: [JSONValue] = [.number(8.433), .number(7), .number(-0.5), .number(.nan), .integer(-42)]

        // When
        let rendered = JSONValue.array(values).rendered(pretty: false)

        // Then
        #expect(rendered == "[8.433,7.0,-0.5,null,-42]")
    }

    @Test("Integers render every digit, the extremes and zero included")
    func integers() {
        // Given
        let values: [JSONValue] = [.integer(0), .integer(7), .integer(-1), .integer(Int.max), .integer(Int.min)]

        // When
        let rendered = JSONValue.array(values).rendered(pretty: false)

        // Then
        #expect(rendered == "[0,7,-1,\(Int.max),\(Int.min)]")
    }

    @Test("The UTF-8 rendering is the text's bytes, escapes at either end of a string included")
    func utf8Rendering() {
        // Given
        let value = JSONValue.object([
            "\n": .array([.string("\"x\\"), .string(""), .string("🎬 Amélie\u{7F}"), .integer(-3), .number(0.1)]),
            "nested": .object(["empty": .object([:]), "list": .array([])]),
        ])

        // When
        let compact = value.renderedUTF8(pretty: false)
        let pretty = value.renderedUTF8()

        // Then
        #expect(compact == Array(value.rendered(pretty: false).utf8))
        #expect(pretty == Array(value.rendered().utf8))
        #expect(
            String(decoding: compact, as: UTF8.self)
                == #"{"\n":["\"x\\","","🎬 Amélie"# + "\u{7F}" + #"",-3,0.1],"nested":{"empty":{},"list":[]}}"#)
    }

    @Test("A document many times the renderer's first buffer, and one string longer than twice it, render whole")
    func largeDocuments() {
        // Given: 10,000 integers (about 49 KB), and a 40,000-byte string with a quote at its very end
        let integers = JSONValue.array((0..<10_000).map(JSONValue.integer))
        let long = String(repeating: "a", count: 40_000) + "\""

        // When
        let renderedIntegers = integers.renderedUTF8(pretty: false)
        let renderedLong = JSONValue.array([.string(long), .integer(1)]).renderedUTF8(pretty: false)

        // Then
        #expect(renderedIntegers == Array(("[" + (0..<10_000).map(String.init).joined(separator: ",") + "]").utf8))
        #expect(renderedLong == Array(("[\"" + String(repeating: "a", count: 40_000) + "\\\"\",1]").utf8))
    }

    @Test(
        "Instants render as ISO 8601 in UTC with milliseconds",
        arguments: [
            (0.0, "1970-01-01T00:00:00.000Z"),
            (1_509_821_326.250, "2017-11-04T18:48:46.250Z"),
            (1_509_821_421.651, "2017-11-04T18:50:21.651Z"),
            (1_635_873_877.458, "2021-11-02T17:24:37.458Z"),
            (1_583_020_799.999, "2020-02-29T23:59:59.999Z"),
            (951_782_400.0, "2000-02-29T00:00:00.000Z"),
            (951_868_800.0, "2000-03-01T00:00:00.000Z"),
            (-1.5, "1969-12-31T23:59:58.500Z"),
            (-2_208_988_800.0, "1900-01-01T00:00:00.000Z"),
            (4_107_542_399.001, "2100-02-28T23:59:59.001Z"),
        ])
    func instants(secondsSince1970: Double, expected: String) {
        // Given
        let date = Date(timeIntervalSince1970: secondsSince1970)

        // When
        let text = UTCInstant.iso8601Milliseconds(date)

        // Then
        #expect(text == expected)
        #expect(JSONValue.instant(date) == .string(expected))
    }

    @Test("Instants agree with a UTC ISO 8601 formatter across two centuries")
    func instantsAgreeWithFormatter() {
        // Given
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let start = -2_208_988_800  // 1900-01-01
        let step = 3_214_567  // about 37 days, so days, months and leap years all vary

        // When
        var mismatches: [String] = []
        for seconds in stride(from: start, to: 4_102_444_800, by: step) {
            let milliseconds = Double(seconds % 1000) / 1000
            let date = Date(timeIntervalSince1970: Double(seconds) + milliseconds)
            let ours = UTCInstant.iso8601Milliseconds(date)
            let theirs = formatter.string(from: date)
            if ours != theirs { mismatches.append("\(ours ?? "nil") != \(theirs)") }
        }

        // Then
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test(
        "An instant without a text (non-finite, or beyond what milliseconds in an Int64 can count) is nil and renders null",
        arguments: [
            Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9.3e15, -9.3e15,
        ])
    func instantsWithoutText(secondsSince1970: Double) {
        // Given
        let date = Date(timeIntervalSince1970: secondsSince1970)

        // When
        let text = UTCInstant.iso8601Milliseconds(date)

        // Then
        #expect(text == nil)
        #expect(JSONValue.instant(date) == .null)
        #expect(JSONValue.object(["at": .instant(date)]).rendered(pretty: false) == #"{"at":null}"#)
    }

    @Test(
        "The extreme instants still render, as far as Int64 milliseconds reach, and far dates keep their sign",
        arguments: [
            // -2^63 ms, the first instant Int64 milliseconds can count (as java.time prints it).
            (-9_223_372_036_854_775.808, "-292275055-05-16T16:47:04.192Z"),
            // Seconds near Int64.max milliseconds (2^63 - 2048 ms after the double arithmetic).
            (9_223_372_036_854_774.0, "292278994-08-17T07:12:53.760Z"),
            (Date.distantFuture.timeIntervalSince1970, "4001-01-01T00:00:00.000Z"),
            (-62_135_596_800.0, "0001-01-01T00:00:00.000Z"),
            (-62_167_219_200.0, "0000-01-01T00:00:00.000Z"),
            (-62_198_755_200.0, "-0001-01-01T00:00:00.000Z"),
            (253_402_300_800.0, "10000-01-01T00:00:00.000Z"),
        ])
    func extremeInstants(secondsSince1970: Double, expected: String) {
        // Given
        let date = Date(timeIntervalSince1970: secondsSince1970)

        // When
        let text = UTCInstant.iso8601Milliseconds(date)

        // Then
        #expect(text == expected)
    }

    @Test("Optional helpers render a missing value as null")
    func optionals() {
        // Given
        let missingText: String? = nil
        let missingNumber: Int? = nil

        // When
        let values = [
            JSONValue.string(missingText), .integer(missingNumber), .string("x" as String?), .integer(3 as Int?),
        ]

        // Then
        #expect(values == [.null, .null, .string("x"), .integer(3)])
    }

    @Test("Encoding through JSONEncoder gives the same members as the renderer")
    func encodable() throws {
        // Given
        let value = JSONValue.object(["b": .array([.number(1.5), .null]), "a": .string("x")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

        // When
        let encoded = String(decoding: try encoder.encode(value), as: UTF8.self)

        // Then
        #expect(encoded == value.canonical.rendered(pretty: false))
    }
}
