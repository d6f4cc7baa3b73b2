import CharactersAdapters
import CharactersDomain
import Foundation
import HTTPClientConformance
import HTTPTransport
import MarqueeTestSupport
import StubHTTPServer
import Testing

@Suite("RickAndMortyCharacterRepository, against the stub server")
struct RickAndMortyCharacterRepositoryTests {
    @Test("an unfiltered page is GET /api/character?page=N with Accept: application/json, mapped field by field")
    func unfilteredPage() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", try RickAndMortyHarness.fixture("rm-characters-page-1"))
            let harness = RickAndMortyHarness(server: server)

            // When
            let page = try await harness.characters.characters(page: 1, filter: CharacterFilter())

            // Then
            let request = try #require(server.requests.first)
            #expect(request.method == .get)
            #expect(request.rawTarget == "/api/character?page=1")
            #expect(request.header("Accept") == "application/json")
            #expect(page.page == 1)
            #expect(page.totalPages == 42)
            #expect(page.totalCount == 826)
            #expect(page.hasNextPage)
            let rick = try #require(page.results.first)
            #expect(rick.name == "Rick Sanchez")
            #expect(rick.status == .alive)
            #expect(rick.gender == .male)
            #expect(rick.species == "Human")
            #expect(rick.type == nil)
            #expect(rick.origin == CharacterLocation(name: "Earth (C-137)", id: 1))
            #expect(rick.location == CharacterLocation(name: "Citadel of Ricks", id: 3))
            #expect(rick.episodeIDs.count == 51)
            #expect(rick.imageURL.lastPathComponent == "1.jpeg")
            #expect(rick.created == Date(timeIntervalSince1970: 1_509_821_326.25))
        }
    }

    @Test("filter values are percent-encoded ('+', '&', '=', non-ASCII) and absent fields are left out")
    func filteredPage() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", try RickAndMortyHarness.fixture("rm-characters-page-1"))
            let harness = RickAndMortyHarness(server: server)
            let filter = CharacterFilter(
                name: "Rick & Morty+1=2 ñ", status: .alive, species: nil, type: nil, gender: .female
            )

            // When
            _ = try await harness.characters.characters(page: 2, filter: filter)

            // Then
            let request = try #require(server.requests.first)
            #expect(
                request.rawTarget
                    == "/api/character?page=2&name=Rick%20%26%20Morty%2B1%3D2%20%C3%B1&status=alive&gender=female"
            )
            #expect(request.queryValue("name") == "Rick & Morty+1=2 ñ")
            #expect(request.queryValue("species") == nil)
            #expect(request.queryValue("type") == nil)
        }
    }

    @Test("every filter field is sent in the API's spelling")
    func allFilterFields() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", try RickAndMortyHarness.fixture("rm-characters-page-1"))
            let harness = RickAndMortyHarness(server: server)
            let filter = CharacterFilter(
                name: "rick", status: .unknown, species: "Human", type: "Parasite", gender: .genderless
            )

            // When
            _ = try await harness.characters.characters(page: 1, filter: filter)

            // Then
            let request = try #require(server.requests.first)
            #expect(
                request.queryItems.map { "\($0.name)=\($0.value)" } == [
                    "page=1", "name=rick", "status=unknown", "species=Human", "type=Parasite", "gender=genderless",
                ]
            )
        }
    }

    @Test("a filter without match (404 on its first page) is an empty page, not an error")
    func filterWithoutMatch() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", try RickAndMortyHarness.fixture("rm-error-404", status: 404))
            let harness = RickAndMortyHarness(server: server)

            // When
            let page = try await harness.characters.characters(page: 1, filter: CharacterFilter(name: "zzzz"))

            // Then
            #expect(page == .empty(page: 1))
            #expect(server.requests.count == 1)
        }
    }

    @Test(
        "a 404 for a page after the first is .pageOutOfRange, filtered or not",
        arguments: [CharacterFilter(), CharacterFilter(name: "rick"), CharacterFilter(status: .dead)]
    )
    func pagePastTheEnd(filter: CharacterFilter) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", RickAndMortyHarness.nothingHere)
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(page: 43, filter: filter)
            }

            // Then
            #expect(error == .pageOutOfRange(page: 43))
        }
    }

    @Test("a 404 for the first page of the unfiltered list means the API is not there: .unavailable")
    func unfilteredFirstPageMissing() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", RickAndMortyHarness.nothingHere)
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(page: 1, filter: CharacterFilter())
            }

            // Then
            #expect(error == .upstream(.unavailable))
            #expect(server.requests.first?.rawTarget == "/api/character?page=1")
        }
    }

    @Test(
        "a page after the first of a filter without match is .pageOutOfRange, not another empty page",
        arguments: [2, 3]
    )
    func laterPageOfFilterWithoutMatch(page: Int) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character", try RickAndMortyHarness.fixture("rm-error-404", status: 404))
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(page: page, filter: CharacterFilter(name: "zzzz"))
            }

            // Then
            #expect(error == .pageOutOfRange(page: page))
            #expect(server.requests.first?.rawTarget == "/api/character?page=\(page)&name=zzzz")
        }
    }

    @Test(
        "a 200 page numbered past the page count it reports is .pageOutOfRange; page 1 of no pages is the empty page",
        arguments: [
            (1, 0, CharacterRepositoryError?.none),
            (2, 0, .pageOutOfRange(page: 2)),
            (3, 2, .pageOutOfRange(page: 3)),
            (2, 2, nil),
        ]
    )
    func pageCountFromA200(page: Int, pages: Int, expected: CharacterRepositoryError?) async throws {
        try await withStubServer { server in
            // Given
            server.register(
                .get, "/api/character",
                .json(
                    string: #"{"info":{"count":\#(pages * 20),"pages":\#(pages),"next":null,"prev":null},"results":[]}"#
                )
            )
            let harness = RickAndMortyHarness(server: server)

            // When
            let result: Result<CharacterPage, CharacterRepositoryError>
            do throws(CharacterRepositoryError) {
                result = .success(
                    try await harness.characters.characters(page: page, filter: CharacterFilter(name: "x")))
            } catch {
                result = .failure(error)
            }

            // Then
            switch (result, expected) {
            case (.failure(let error), let expected?):
                #expect(error == expected)
            case (.success(let characterPage), nil):
                #expect(characterPage.page == page)
                #expect(characterPage.totalPages == pages)
                #expect(pages > 0 || characterPage == .empty(page: 1))
            default:
                Issue.record("expected \(String(describing: expected)), got \(result)")
            }
        }
    }

    @Test("a page below 1 is .pageOutOfRange without a request")
    func pageBelowOne() async throws {
        try await withStubServer { server in
            // Given
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(page: 0, filter: CharacterFilter())
            }

            // Then
            #expect(error == .pageOutOfRange(page: 0))
            #expect(server.requests.isEmpty)
        }
    }

    @Test("character(withID:) is GET /api/character/{id}; unknown status and empty location URLs are kept as such")
    func characterByID() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/19", try RickAndMortyHarness.fixture("rm-character-19-unknown"))
            let harness = RickAndMortyHarness(server: server)

            // When
            let character = try await harness.characters.character(withID: 19)

            // Then
            #expect(server.requests.first?.rawTarget == "/api/character/19")
            #expect(character.name == "Antenna Rick")
            #expect(character.status == .unknown)
            #expect(character.type == "Human with antennae")
            #expect(character.origin == CharacterLocation(name: "unknown", id: nil))
            #expect(character.location == CharacterLocation(name: "unknown", id: nil))
            #expect(character.episodeIDs == [10])
        }
    }

    @Test(
        "an unknown id is .notFound whatever the 404 says",
        arguments: [
            #"{"error":"Character not found"}"#, #"{"error":"There is nothing here"}"#, "", "<h1>Not Found</h1>",
        ]
    )
    func unknownID(body: String) async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/9999", .json(string: body, status: 404))
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.character(withID: 9999)
            }

            // Then
            #expect(error == .notFound(characterID: 9999))
        }
    }

    @Test("several ids are one request, deduplicated and sorted, answered in ascending id order")
    func batch() async throws {
        try await withStubServer { server in
            // Given: the server answers in another order.
            server.register(.get, "/api/character/1,2,3", try RickAndMortyHarness.characterArray([2, 0, 1]))
            let harness = RickAndMortyHarness(server: server)

            // When
            let characters = try await harness.characters.characters(withIDs: [3, 1, 2, 1, 3])

            // Then
            #expect(server.requests.count == 1)
            #expect(server.requests.first?.rawTarget == "/api/character/1,2,3")
            #expect(characters.map(\.id) == [1, 2, 3])
            #expect(characters.map(\.name) == ["Rick Sanchez", "Morty Smith", "Summer Smith"])
        }
    }

    @Test("one id gets one object back, not an array, and is read all the same")
    func batchOfOne() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/19", try RickAndMortyHarness.fixture("rm-character-19-unknown"))
            let harness = RickAndMortyHarness(server: server)

            // When
            let characters = try await harness.characters.characters(withIDs: [19, 19])

            // Then
            #expect(server.requests.first?.rawTarget == "/api/character/19")
            #expect(characters.map(\.id) == [19])
        }
    }

    @Test("unknown ids are left out: several unknown ids are the API's 200 [], one unknown id its 404")
    func batchUnknown() async throws {
        try await withStubServer { server in
            // Given
            server.register(.get, "/api/character/1,99999", try RickAndMortyHarness.characterArray([0]))
            server.register(.get, "/api/character/88888,99999", .json(string: "[]"))
            server.register(
                .get, "/api/character/99999", .json(string: #"{"error":"Character not found"}"#, status: 404))
            let harness = RickAndMortyHarness(server: server)

            // When
            let partial = try await harness.characters.characters(withIDs: [99_999, 1])
            let none = try await harness.characters.characters(withIDs: [99_999, 88_888])
            let single = try await harness.characters.characters(withIDs: [99_999])

            // Then
            #expect(partial.map(\.id) == [1])
            #expect(none.isEmpty)
            #expect(single.isEmpty)
        }
    }

    @Test("a 404 for several ids is not an answer the API gives: the service is not there, .unavailable")
    func batchNotFound() async throws {
        try await withStubServer { server in
            // Given: nothing registered, every path is a 404.
            let harness = RickAndMortyHarness(server: server)

            // When
            let error = await #expect(throws: CharacterRepositoryError.self) {
                try await harness.characters.characters(withIDs: [88_888, 99_999])
            }

            // Then
            #expect(error == .upstream(.unavailable))
            #expect(server.requests.map(\.rawTarget) == ["/api/character/88888,99999"])
        }
    }

    @Test("no ids (or only ids below 1) is an empty list without a request")
    func batchEmpty() async throws {
        try await withStubServer { server in
            // Given
            let harness = RickAndMortyHarness(server: server)

            // When
            let empty = try await harness.characters.characters(withIDs: [])
            let invalid = try await harness.characters.characters(withIDs: [0, -4])

            // Then
            #expect(empty.isEmpty)
            #expect(invalid.isEmpty)
            #expect(server.requests.isEmpty)
        }
    }
}
