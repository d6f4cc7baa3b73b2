import MoviesDomain
import Testing

@Suite("MovieRating: 0.5 through 10 in steps of 0.5, and nothing else")
struct MovieRatingTests {
    @Test("every half step from 0.5 to 10 is a rating, and reads back as itself", arguments: 1...20)
    func everyStep(halfPoints: Int) throws {
        // Given a value on the scale
        let value = Double(halfPoints) / 2

        // When it is made a rating
        let rating = try MovieRating(value)

        // Then it holds that value
        #expect(rating.value == value)
        #expect(rating.halfPoints == halfPoints)
        #expect(try MovieRating(parsing: rating.description) == rating)
    }

    @Test(
        "a value off the scale is refused with the case that says why",
        arguments: [
            (11.0, MovieRatingError.tooHigh(11)), (10.5, .tooHigh(10.5)), (0, .tooLow(0)), (-1, .tooLow(-1)),
            (0.25, .tooLow(0.25)), (8.3, .notAStep(8.3)), (9.75, .notAStep(9.75)),
        ])
    func refused(value: Double, expected: MovieRatingError) {
        #expect(throws: expected) { try MovieRating(value) }
    }

    @Test("NaN and infinities are not numbers")
    func notFinite() {
        #expect(throws: MovieRatingError.notANumber("nan")) { try MovieRating(.nan) }
        #expect(throws: MovieRatingError.notANumber("inf")) { try MovieRating(.infinity) }
    }

    @Test(
        "text is a plain decimal: no sign, exponent, spaces, or other digits",
        arguments: ["", "abc", "-1", "+8", "1e1", " 8", "8 ", "8..5", ".", "８", "0x8", "nan", "inf", "00000000008.5"])
    func textRefused(text: String) {
        #expect(throws: MovieRatingError.notANumber(text)) { try MovieRating(parsing: text) }
    }

    @Test("text on the scale is read, trailing zeros and a leading dot included")
    func textRead() throws {
        #expect(try MovieRating(parsing: "8.5").value == 8.5)
        #expect(try MovieRating(parsing: "8.50").value == 8.5)
        #expect(try MovieRating(parsing: "10").value == 10)
        #expect(try MovieRating(parsing: ".5").value == 0.5)
        #expect(throws: MovieRatingError.tooHigh(11)) { try MovieRating(parsing: "11") }
        #expect(throws: MovieRatingError.notAStep(8.3)) { try MovieRating(parsing: "8.3") }
    }

    @Test("the description is the shortest exact decimal")
    func description() {
        #expect(MovieRating(validating: 8.5).description == "8.5")
        #expect(MovieRating(validating: 8).description == "8")
        #expect(MovieRating(validating: 0.5).description == "0.5")
    }

    @Test("every refusal names the range on one line")
    func errorNamesRange() {
        let errors: [MovieRatingError] = [.notANumber("x"), .tooHigh(11), .tooLow(0), .notAStep(8.3)]
        for error in errors {
            #expect(error.description.contains("from 0.5 to 10 in steps of 0.5"))
            #expect(!error.description.contains("\n"))
        }
    }
}
