import CharactersDomain

extension CalendarDate {
    /// An air date for tests; defaults to the pilot's, 2013-12-02. Components that name no real day are a mistake in
    /// the test and stop it with a message.
    static func stub(year: Int = 2013, month: Int = 12, day: Int = 2) -> CalendarDate {
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            preconditionFailure("CalendarDate.stub: \(year)-\(month)-\(day) is not a day")
        }
        return date
    }
}
