import CharactersDomain

extension AirDate {
    /// An air date for tests; defaults to the pilot's, 2013-12-02. Components that name no real day are a mistake in
    /// the test and stop it with a message.
    static func stub(year: Int = 2013, month: Int = 12, day: Int = 2) -> AirDate {
        guard let date = AirDate(year: year, month: month, day: day) else {
            preconditionFailure("AirDate.stub: \(year)-\(month)-\(day) is not a day")
        }
        return date
    }
}
