import Foundation
import HTTPTransport
import MarqueeTestSupport
import MoviesDomain
import Testing

@testable import MoviesAdapters

@Suite("TMDb /configuration mapping")
struct TMDbImageConfigurationMapperTests {
    @Test("the recorded configuration maps onto the secure base URL and the three size lists")
    func recorded() throws {
        // Given
        let dto = try JSONAPIClient.decode(
            TMDbConfigurationDTO.self, from: JSONFixture.data("tmdb-configuration", in: .module))

        // When
        let configuration = try TMDbImageConfigurationMapper.imageConfiguration(dto)

        // Then
        #expect(configuration.secureBaseURL.absoluteString == "https://image.tmdb.org/t/p/")
        #expect(
            configuration.posterSizes == [
                .width(92), .width(154), .width(185), .width(342), .width(500), .width(780), .original,
            ]
        )
        #expect(configuration.backdropSizes == [.width(300), .width(780), .width(1280), .original])
        #expect(configuration.profileSizes == [.width(45), .width(185), .height(632), .original])
        #expect(
            configuration.url(for: "/abc.jpg", kind: .poster, width: 400)?.absoluteString
                == "https://image.tmdb.org/t/p/w500/abc.jpg"
        )
    }

    @Test("size names this version does not know are skipped")
    func unknownSizes() throws {
        // Given
        let json = #"{"images": {"secure_base_url": "https://i/", "poster_sizes": ["w92", "x2", "", "original"]}}"#

        // When
        let configuration = try TMDbImageConfigurationMapper.imageConfiguration(
            JSONAPIClient.decode(TMDbConfigurationDTO.self, from: Data(json.utf8))
        )

        // Then
        #expect(configuration.posterSizes == [.width(92), .original])
        #expect(configuration.backdropSizes.isEmpty)
    }

    @Test(
        "a missing or unusable base URL is an invalid response",
        arguments: [
            #"{"images": {"secure_base_url": ""}}"#, #"{"images": {"secure_base_url": "/t/p/"}}"#,
            #"{"images": {}}"#, #"{"change_keys": []}"#,
        ]
    )
    func invalid(json: String) {
        // Given / When
        let error = #expect(throws: JSONAPIFailure.self) {
            try TMDbImageConfigurationMapper.imageConfiguration(
                JSONAPIClient.decode(TMDbConfigurationDTO.self, from: Data(json.utf8))
            )
        }

        // Then
        #expect(error == .invalidResponse)
    }
}
