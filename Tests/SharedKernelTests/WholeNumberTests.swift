import SharedKernel
import Testing

@Suite("PageNumber and EntityID: whole numbers from 1, validated once")
struct WholeNumberTests {
    @Test(
        "decimal ASCII digits from 1 parse to their value",
        arguments: [("1", 1), ("2", 2), ("007", 7), ("500", 500), ("9223372036854775807", Int.max)])
    func parses(text: String, value: Int) throws {
        // Given a whole number from 1 as text
        // When a page number and an id are parsed from it
        let page = try PageNumber(parsing: text)
        let id = try EntityID(parsing: text)

        // Then both hold its value and describe it in decimal
        #expect(page.value == value && id.value == value)
        #expect(page.description == String(value) && id.description == String(value))
    }

    @Test(
        "a text that is not decimal ASCII digits is not a whole number",
        arguments: ["", " 1", "1 ", "+1", "-1", "1.5", "1e3", "٣", "１", "0x10", "one"])
    func notAWholeNumber(text: String) {
        // Given a text that is not a decimal number of ASCII digits
        // When it is parsed
        // Then it is refused as such, quoted as given
        #expect(throws: WholeNumberError.notAWholeNumber(text)) { try PageNumber(parsing: text) }
        #expect(throws: WholeNumberError.notAWholeNumber(text)) { try EntityID(parsing: text) }
    }

    @Test("zero, however written, is below one", arguments: ["0", "00", "000"])
    func zero(text: String) {
        // Given a zero
        // When it is parsed
        // Then it is refused as below one
        #expect(throws: WholeNumberError.belowOne(text)) { try PageNumber(parsing: text) }
        #expect(throws: WholeNumberError.belowOne(text)) { try EntityID(parsing: text) }
    }

    @Test("a number too large for an Int is above the maximum, Int.max")
    func tooLarge() {
        // Given digits past Int.max
        let text = "9223372036854775808"

        // When they are parsed
        // Then they are refused as above the maximum
        #expect(throws: WholeNumberError.aboveMaximum(text, maximum: Int.max)) { try PageNumber(parsing: text) }
        #expect(throws: WholeNumberError.aboveMaximum(text, maximum: Int.max)) { try EntityID(parsing: text) }
    }

    @Test("a page number with a maximum accepts 1 through it and refuses the next", arguments: [1, 499, 500])
    func maximum(value: Int) throws {
        // Given a service whose last page is 500
        // When a page up to it is parsed or made
        // Then it is accepted
        #expect(try PageNumber(parsing: String(value), maximum: 500).value == value)
        #expect(try PageNumber(value, maximum: 500).value == value)
        // And the page after the last is refused
        #expect(throws: WholeNumberError.aboveMaximum("501", maximum: 500)) {
            try PageNumber(parsing: "501", maximum: 500)
        }
        #expect(throws: WholeNumberError.aboveMaximum("501", maximum: 500)) { try PageNumber(501, maximum: 500) }
    }

    @Test("an Int below 1 is refused", arguments: [0, -1, Int.min])
    func belowOne(value: Int) {
        // Given a number below 1
        // When a page number or id is made of it
        // Then it is refused, the number written in decimal
        #expect(throws: WholeNumberError.belowOne(String(value))) { try PageNumber(value) }
        #expect(throws: WholeNumberError.belowOne(String(value))) { try EntityID(value) }
    }

    @Test("literals and the first page")
    func literals() {
        // Given values written in code
        let page: PageNumber = 3
        let id: EntityID = 550

        // Then they hold their value, and page 1 is the first
        #expect(page.value == 3 && id.value == 550)
        #expect(PageNumber.first.value == 1 && PageNumber.first < page)
    }
}
