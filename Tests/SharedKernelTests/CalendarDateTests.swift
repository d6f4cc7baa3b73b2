import SharedKernel
import Testing

@Suite("CalendarDate")
struct CalendarDateTests {
    @Test(
        "components that name a real day make a date",
        arguments: [
            (2024, 2, 29),  // leap year
            (2000, 2, 29),  // divisible by 400: leap
            (2023, 2, 28),
            (2023, 1, 31),
            (2023, 4, 30),
            (2023, 12, 31),
            (1, 1, 1),
            (9999, 12, 31),
        ])
    func validComponents(year: Int, month: Int, day: Int) throws {
        // Given the components of a real day
        // When a date is made from them
        let date = try #require(CalendarDate(year: year, month: month, day: day))

        // Then it keeps them unchanged
        #expect(date.year == year)
        #expect(date.month == month)
        #expect(date.day == day)
    }

    @Test(
        "components that name no real day make no date",
        arguments: [
            (2023, 2, 29),  // not a leap year
            (1900, 2, 29),  // divisible by 100 but not by 400: not leap
            (2100, 2, 29),
            (2024, 2, 30),
            (2023, 4, 31),
            (2023, 6, 31),
            (2023, 9, 31),
            (2023, 11, 31),
            (2023, 1, 32),
            (2023, 1, 0),
            (2023, 1, -1),
            (2023, 0, 1),
            (2023, 13, 1),
            (2023, -1, 1),
            (0, 1, 1),
            (-1, 1, 1),
            (10000, 1, 1),
        ])
    func invalidComponents(year: Int, month: Int, day: Int) {
        // Given components that do not name a real day
        // When a date is made from them
        let date = CalendarDate(year: year, month: month, day: day)

        // Then there is none
        #expect(date == nil)
    }

    @Test(
        "the number of days in a month follows the Gregorian leap-year rule",
        arguments: [
            (2, 2024, 29), (2, 2023, 28), (2, 1900, 28), (2, 2000, 29), (1, 2023, 31), (4, 2023, 30), (12, 2023, 31),
        ])
    func numberOfDays(month: Int, year: Int, expected: Int) {
        // Given a month of a year
        // When its length is asked for
        let days = CalendarDate.numberOfDays(inMonth: month, ofYear: year)

        // Then it is the calendar's
        #expect(days == expected)
    }

    @Test(
        "exactly yyyy-MM-dd parses to that day",
        arguments: [
            ("1999-10-15", 1999, 10, 15),
            ("2024-02-29", 2024, 2, 29),
            ("0001-01-01", 1, 1, 1),
            ("9999-12-31", 9999, 12, 31),
        ])
    func parsesISO8601(text: String, year: Int, month: Int, day: Int) throws {
        // Given a date written as yyyy-MM-dd
        // When it is parsed
        let date = try #require(CalendarDate(iso8601: text))

        // Then it is that day, unshifted by any time zone
        #expect(date == CalendarDate(year: year, month: month, day: day))
    }

    @Test(
        "anything but exactly yyyy-MM-dd of a real day is rejected",
        arguments: [
            "",
            "1999-10-5",
            "1999-1-15",
            "99-10-15",
            "19991015",
            "1999/10/15",
            "1999.10.15",
            "1999-10-15T00:00:00Z",
            " 1999-10-15",
            "1999-10-15 ",
            "1999-10-15\n",
            "+999-10-15",
            "-999-10-15",
            "1999-+1-15",
            "1999-10--5",
            "1999-1a-15",
            "199x-10-15",
            "１９９９-10-15",
            "1999-13-01",
            "1999-00-10",
            "1999-10-00",
            "2023-02-29",
            "0000-01-01",
        ])
    func rejectsOtherText(text: String) {
        // Given text that is not exactly yyyy-MM-dd of a real day
        // When it is parsed
        let date = CalendarDate(iso8601: text)

        // Then there is no date
        #expect(date == nil)
    }

    @Test(
        "the description is yyyy-MM-dd, zero-padded",
        arguments: [
            (7, 3, 9, "0007-03-09"),
            (99, 12, 1, "0099-12-01"),
            (1999, 10, 15, "1999-10-15"),
            (2024, 2, 29, "2024-02-29"),
        ])
    func description(year: Int, month: Int, day: Int, expected: String) throws {
        // Given a date
        let date = try #require(CalendarDate(year: year, month: month, day: day))

        // When it is described
        let text = date.description

        // Then it is zero-padded yyyy-MM-dd, and parses back to the same date
        #expect(text == expected)
        #expect(CalendarDate(iso8601: text) == date)
    }

    @Test("dates order by year, then month, then day")
    func ordering() throws {
        // Given dates where a later month has an earlier day and a later year an earlier month
        let first = try #require(CalendarDate(year: 1999, month: 2, day: 28))
        let second = try #require(CalendarDate(year: 1999, month: 10, day: 1))
        let third = try #require(CalendarDate(year: 1999, month: 10, day: 15))
        let fourth = try #require(CalendarDate(year: 2000, month: 1, day: 1))

        // When they are sorted
        let sorted = [fourth, second, third, first].sorted()

        // Then year outranks month and month outranks day
        #expect(sorted == [first, second, third, fourth])
        #expect(!(third < third))
        #expect(third == CalendarDate(year: 1999, month: 10, day: 15))
    }

    @Test("a literal in code is the date it spells")
    func literal() {
        let date: CalendarDate = "2024-02-29"
        #expect(date == CalendarDate(year: 2024, month: 2, day: 29))
    }
}
