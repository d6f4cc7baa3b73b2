import CharactersDomain

extension Episode {
    /// An episode for tests; defaults to episode 1, "Pilot", S01E01, aired 2013-12-02.
    public static func stub(
        id: Int = 1, name: String = "Pilot", code: EpisodeCode = .stub(), airDate: CalendarDate = pilotAirDate
    ) -> Episode {
        Episode(id: id, name: name, code: code, airDate: airDate)
    }

    /// The day the pilot first aired, 2013-12-02. (The Movies stubs' `CalendarDate.stub` is not reused here: both
    /// stub modules are linked into one binary, where two `CalendarDate.stub`s would be ambiguous.)
    public static let pilotAirDate: CalendarDate = {
        guard let date = CalendarDate(year: 2013, month: 12, day: 2) else {
            preconditionFailure("2013-12-02 is a day")
        }
        return date
    }()
}
