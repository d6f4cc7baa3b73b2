import CharactersDomain
import HTTPTransport

/// Maps episode DTOs onto the domain; an id below 1, or an air date or episode code that cannot be read, is an
/// invalid response.
enum RickAndMortyEpisodeMapper {
    static func episode(_ dto: RickAndMortyEpisodeDTO) throws(JSONAPIFailure) -> Episode {
        guard dto.id > 0, let code = EpisodeCode(dto.episode),
            let airDate = RickAndMortyAirDateParser.airDate(from: dto.airDate)
        else { throw .invalidResponse }
        return Episode(id: dto.id, name: dto.name, code: code, airDate: airDate)
    }
}
