// The shared kernel (calendar dates) is part of this context's vocabulary: whoever imports CharactersDomain can
// name its types without importing SharedKernel too.
@_exported public import SharedKernel

/// An episode of Rick and Morty.
public struct Episode: Hashable, Sendable, Identifiable {
    /// The API's episode id.
    public let id: Int
    /// The episode's title.
    public let name: String
    /// Its season and number, e.g. `S01E01`.
    public let code: EpisodeCode
    /// The day it first aired.
    public let airDate: CalendarDate

    /// An episode.
    public init(id: Int, name: String, code: EpisodeCode, airDate: CalendarDate) {
        self.id = id
        self.name = name
        self.code = code
        self.airDate = airDate
    }
}
