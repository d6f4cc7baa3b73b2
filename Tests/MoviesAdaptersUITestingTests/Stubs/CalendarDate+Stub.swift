import MoviesDomain

extension CalendarDate {
    /// A calendar day for tests; defaults to Fight Club's release day. Components that name no real day are a
    /// mistake in the test and stop it with a message.
    static func stub(year: Int = 1999, month: Int = 10, day: Int = 15) -> CalendarDate {
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            preconditionFailure("CalendarDate.stub: \(year)-\(month)-\(day) is not a day")
        }
        return date
    }
}
