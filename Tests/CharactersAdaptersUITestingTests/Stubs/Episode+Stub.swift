import CharactersDomain

extension Episode {
    /// An episode for tests; defaults to episode 1, "Pilot", S01E01, aired 2013-12-02.
    static func stub(
        id: Int = 1, name: String = "Pilot", code: EpisodeCode = .stub(), airDate: CalendarDate = "2013-12-02"
    ) -> Episode {
        Episode(id: id, name: name, code: code, airDate: airDate)
    }
}
