import CharactersDomain
import Testing

@Suite("AirDate")
struct AirDateTests {
    @Test(
        "components that name a real day make an air date",
        arguments: [(2013, 12, 2), (2024, 2, 29), (2000, 2, 29), (2015, 4, 30), (1, 1, 1), (9999, 12, 31)])
    func validComponents(year: Int, month: Int, day: Int) throws {
        // Given the components of a real day
        // When an air date is made from them
        let date = try #require(AirDate(year: year, month: month, day: day))

        // Then it keeps them
        #expect(date.year == year)
        #expect(date.month == month)
        #expect(date.day == day)
    }

    @Test(
        "components that name no real day make no air date",
        arguments: [
            (2023, 2, 29), (1900, 2, 29), (2024, 2, 30), (2015, 4, 31), (2015, 13, 1), (2015, 0, 1), (2015, -1, 1),
            (2015, 1, 0), (2015, 1, 32), (0, 1, 1), (10000, 1, 1),
        ])
    func invalidComponents(year: Int, month: Int, day: Int) {
        // Given components that do not name a real day
        // When an air date is made from them
        let date = AirDate(year: year, month: month, day: day)

        // Then there is none
        #expect(date == nil)
    }

    @Test(
        "the description is yyyy-MM-dd, zero-padded",
        arguments: [(2013, 12, 2, "2013-12-02"), (7, 3, 9, "0007-03-09"), (2015, 10, 11, "2015-10-11")])
    func description(year: Int, month: Int, day: Int, expected: String) throws {
        // Given an air date
        let date = try #require(AirDate(year: year, month: month, day: day))

        // When it is described
        // Then it is zero-padded yyyy-MM-dd
        #expect(date.description == expected)
    }

    @Test("air dates order by year, then month, then day")
    func ordering() throws {
        // Given air dates where a later month has an earlier day and a later year an earlier month
        let first = try #require(AirDate(year: 2013, month: 2, day: 28))
        let second = try #require(AirDate(year: 2013, month: 12, day: 2))
        let third = try #require(AirDate(year: 2013, month: 12, day: 9))
        let fourth = try #require(AirDate(year: 2014, month: 1, day: 1))

        // When they are sorted
        let sorted = [fourth, third, first, second].sorted()

        // Then year outranks month and month outranks day
        #expect(sorted == [first, second, third, fourth])
    }
}
