import CharactersDomain
import Foundation
import FuzzSupport
import HTTPTransport

@testable import CharactersAdapters

// Rick and Morty payloads, bytes → DTO → domain, through the production adapters
// (`RickAndMortyCharacterRepository`, `RickAndMortyEpisodeRepository`) answered by a canned response. Input: an
// operation byte, a status byte, a parameter byte (page or id), then the body. Properties, for any body:
// - a success status gives a value, `invalidResponse`, or (for a list) `pageOutOfRange` of the page asked for;
// - an error status gives no value, except the empty first page a 404 means for a filtered list;
// - every value keeps the domain's invariants: ids from 1, the page asked for, totals not negative, episode and
//   location ids from 1, a finite creation instant, real air dates; a batch holds only ids asked for, ascending,
//   each once.

let configuration = RickAndMortyConfiguration()

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    let operation = input.byte() % 4
    let status = CannedUpstreamClient.statuses[Int(input.byte()) % CannedUpstreamClient.statuses.count]
    let parameter = Int(input.byte()) + 1
    let client = CannedUpstreamClient(statusCode: status, body: input.rest)
    let success = (200...299).contains(status)
    let ids = [parameter, parameter + 1, parameter + 2]

    if operation == 3 {
        let repository = RickAndMortyEpisodeRepository(configuration: configuration, httpClient: client)
        let result = Fuzz.blocking { () async -> Result<[Episode], UpstreamFailure> in
            do throws(UpstreamFailure) {
                return .success(try await repository.episodes(withIDs: ids))
            } catch { return .failure(error) }
        }
        switch result {
        case .failure(let error):
            Fuzz.require(!success || error == .invalidResponse, "status \(status) gave \(error)")
        case .success(let episodes):
            Fuzz.require(success, "status \(status) gave episodes")
            checkBatch(episodes.map(\.id), asked: ids)
            for episode in episodes {
                Fuzz.require(
                    CalendarDate(year: episode.airDate.year, month: episode.airDate.month, day: episode.airDate.day)
                        == episode.airDate, "air date \(episode.airDate)")
                Fuzz.require(EpisodeCode(episode.code.description) == episode.code, "episode code \(episode.code)")
            }
        }
        return 0
    }

    let repository = RickAndMortyCharacterRepository(configuration: configuration, httpClient: client)
    let filter = parameter.isMultiple(of: 2) ? CharacterFilter() : CharacterFilter(name: "rick")
    let page = parameter % 4 + 1
    let result = Fuzz.blocking { () async -> Result<CharacterValue, CharacterRepositoryError> in
        do throws(CharacterRepositoryError) {
            switch operation {
            case 0: return .success(.one(try await repository.character(withID: parameter)))
            case 1: return .success(.page(try await repository.characters(page: page, filter: filter)))
            default: return .success(.batch(try await repository.characters(withIDs: ids)))
            }
        } catch {
            return .failure(error)
        }
    }
    switch result {
    case .failure(let error):
        let expected: Set<CharacterRepositoryError> =
            operation == 1 ? [.upstream(.invalidResponse), .pageOutOfRange(page: page)] : [.upstream(.invalidResponse)]
        Fuzz.require(!success || expected.contains(error), "status \(status) gave \(error)")
    case .success(let value):
        switch value {
        case .one(let character):
            Fuzz.require(success, "status \(status) gave a character")
            check(character)
        case .batch(let characters):
            Fuzz.require(success, "status \(status) gave characters")
            checkBatch(characters.map(\.id), asked: ids)
            characters.forEach(check)
        case .page(let characterPage):
            Fuzz.require(
                success || (status == 404 && page == 1 && !filter.isEmpty && characterPage.results.isEmpty),
                "status \(status) gave page \(characterPage.page)")
            Fuzz.require(characterPage.page == page, "asked for page \(page), got page \(characterPage.page)")
            Fuzz.require(characterPage.totalPages >= 0, "total pages \(characterPage.totalPages)")
            Fuzz.require(characterPage.totalCount >= 0, "total count \(characterPage.totalCount)")
            characterPage.results.forEach(check)
        }
    }
    return 0
}

enum CharacterValue: Sendable {
    case one(SeriesCharacter)
    case page(CharacterPage)
    case batch([SeriesCharacter])
}

func check(_ character: SeriesCharacter) {
    Fuzz.require(character.id >= 1, "character id \(character.id)")
    Fuzz.require(character.episodeIDs.allSatisfy { $0 >= 1 }, "episode ids \(character.episodeIDs)")
    let locations = [character.origin.id, character.location.id].compactMap { $0 }
    Fuzz.require(locations.allSatisfy { $0 >= 1 }, "location ids \(locations)")
    Fuzz.require(character.created.timeIntervalSince1970.isFinite, "created \(character.created)")
}

func checkBatch(_ found: [Int], asked: [Int]) {
    Fuzz.require(found.allSatisfy(asked.contains), "asked for \(asked), got \(found)")
    Fuzz.require(zip(found, found.dropFirst()).allSatisfy { $0 < $1 }, "not ascending, each once: \(found)")
}

Fuzz.run(testOneInput)
