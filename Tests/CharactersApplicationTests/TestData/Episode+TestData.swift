import CharactersDomain

extension Episode {
    /// The first three episodes, in ascending id order.
    static let rickPilotEpisodes: [Episode] = [
        Episode(
            id: 1, name: "Pilot", code: EpisodeCode(season: 1, episode: 1)!,
            airDate: CalendarDate(year: 2013, month: 12, day: 2)!),
        Episode(
            id: 2, name: "Lawnmower Dog", code: EpisodeCode(season: 1, episode: 2)!,
            airDate: CalendarDate(year: 2013, month: 12, day: 9)!),
        Episode(
            id: 3, name: "Anatomy Park", code: EpisodeCode(season: 1, episode: 3)!,
            airDate: CalendarDate(year: 2013, month: 12, day: 16)!),
    ]
}
