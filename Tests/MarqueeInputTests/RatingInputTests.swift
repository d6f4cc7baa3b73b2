import MarqueeInput
import MoviesDomain
import Testing

@Suite("InputValues.rating: the one reading of a rating, for every host")
struct RatingInputTests {
    @Test(
        "a rating on the scale is read", arguments: [("8.5", 8.5), ("8", 8), ("0.5", 0.5), ("10", 10), ("7.50", 7.5)])
    func accepted(text: String, value: Double) throws {
        #expect(try InputValues.rating(text).value == value)
    }

    @Test(
        "anything else is refused as value, one line naming the range and why, the text quoted",
        arguments: [
            ("11", "too high"), ("0", "too low"), ("8.3", "not a multiple of 0.5"), ("x", "not a number"),
            ("-1", "not a number"), ("8\n", "not a number"),
        ])
    func refused(text: String, reason: String) {
        let error = #expect(throws: InputError.self) { try InputValues.rating(text) }
        #expect(error?.parameter == "value")
        #expect(
            error?.message.hasPrefix("value must be a rating from 0.5 to 10 in steps of 0.5 (\(reason)), got '") == true
        )
        #expect(error?.message.contains("\n") == false)
    }
}
