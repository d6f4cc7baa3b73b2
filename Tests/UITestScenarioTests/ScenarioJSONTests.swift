import Foundation
import Testing
import UITestScenario

@Suite("Scenario JSON")
struct ScenarioJSONTests {
    @Test("The documented example parses to a custom scenario with a per-port behaviour and a global delay")
    func documentedExample() throws {
        // Given
        let json = """
            {"version":1,"default":"happyPath","ports":{"MovieRepository":{"behavior":"failThenRecover","failures":2}},\
            "delayMilliseconds":300}
            """

        // When
        let scenario = try Scenario.parse(json)

        // Then
        #expect(scenario.name == "custom")
        #expect(scenario.behavior(for: "MovieRepository") == .failThenRecover(failures: 2, failure: .unavailable))
        #expect(scenario.behavior(for: "ImageConfigurationRepository") == .happyPath)
        #expect(scenario.behavior(for: "CharacterRepository") == .happyPath)
        #expect(TestPorts.all.allSatisfy { scenario.delay(for: $0) == .milliseconds(300) })
    }

    @Test("A behaviour written as a name equals the same behaviour written as an object")
    func nameAndObjectForms() throws {
        // Given
        let short = #"{"version":1,"default":"serverError","ports":{"EpisodeRepository":"failThenRecover"}}"#
        let long = """
            {"version":1,"default":{"behavior":"serverError"},
             "ports":{"EpisodeRepository":{"behavior":"failThenRecover","failures":1,"failure":"serverError"}}}
            """

        // When
        let fromShort = try Scenario.parse(short)
        let fromLong = try Scenario.parse(long)

        // Then
        #expect(fromShort == fromLong)
        #expect(fromShort.behavior(for: "EpisodeRepository") == .failThenRecover(failures: 1, failure: .unavailable))
        #expect(fromShort.behavior(for: "MovieRepository") == .serverError)
    }

    @Test("A port's own delay overrides the global one; a port entry with only a delay keeps the default behaviour")
    func perPortDelay() throws {
        // Given
        let json = """
            {"version":1,"default":"empty","delayMilliseconds":1500,
             "ports":{"ImageConfigurationRepository":{"delayMilliseconds":0},
                      "CharacterRepository":{"behavior":"unauthorized","delayMilliseconds":40}}}
            """

        // When
        let scenario = try Scenario.parse(json)

        // Then
        #expect(scenario.delay(for: "MovieRepository") == .milliseconds(1500))
        #expect(scenario.delay(for: "ImageConfigurationRepository") == .zero)
        #expect(scenario.delay(for: "CharacterRepository") == .milliseconds(40))
        #expect(scenario.behavior(for: "ImageConfigurationRepository") == .empty)
        #expect(scenario.behavior(for: "CharacterRepository") == .unauthorized)
    }

    @Test("failThenRecover can fail with unauthorized instead of serverError")
    func failThenRecoverWithUnauthorized() throws {
        // Given
        let json = #"{"version":1,"default":{"behavior":"failThenRecover","failures":3,"failure":"unauthorized"}}"#

        // When
        let scenario = try Scenario.parse(json)

        // Then
        #expect(scenario.behavior(for: "CharacterRepository") == .failThenRecover(failures: 3, failure: .unauthorized))
    }

    @Test("JSON that describes a preset is reported under the preset's name")
    func jsonEqualToPresetIsNamed() throws {
        // Given
        let json = #"{"version":1,"default":"failThenRecover"}"#
        let slow = #"{"delayMilliseconds":2000,"version":1}"#

        // When
        let scenario = try Scenario.parse(json)
        let slowScenario = try Scenario.parse(slow)

        // Then
        #expect(scenario.name == "failThenRecover")
        #expect(slowScenario.name == "slow")
    }

    @Test(
        "Encoding a scenario to JSON and parsing it back gives an equal scenario",
        arguments: Scenario.presets.map(\.scenario) + [
            Scenario(defaultBehavior: .notFound, delayMilliseconds: 250)
                .with(.failThenRecover(failures: 4, failure: .unauthorized), for: "MovieRepository")
                .with(.failThenRecover(failures: 1), for: "ImageConfigurationRepository")
                .withDelay(milliseconds: 0, for: "EpisodeRepository")
                .withDelay(milliseconds: 60_000, for: "CharacterRepository"),
            Scenario().withDelay(milliseconds: 10, for: "MovieRepository"),
            Scenario(defaultBehavior: .failThenRecover(failures: 0, failure: .unauthorized)),
            Scenario(defaultBehavior: .failThenRecover(failures: 5000), delayMilliseconds: 100_000)
                .with(.failThenRecover(failures: -3), for: "EpisodeRepository")
                .withDelay(milliseconds: -4, for: "MovieRepository"),
        ])
    func roundTrip(scenario: Scenario) throws {
        // Given
        let json = scenario.jsonString

        // When
        let parsed = try Scenario.parse(json)
        let decoded = try JSONDecoder().decode(Scenario.self, from: try JSONEncoder().encode(scenario))

        // Then
        #expect(parsed == scenario)
        #expect(decoded == scenario)
        #expect(parsed.name == scenario.name)
    }

    @Test("A scenario encodes to one stable line of JSON with sorted keys")
    func encodedText() throws {
        // Given
        let scenario = Scenario(delayMilliseconds: 300)
            .with(.failThenRecover(failures: 2), for: "MovieRepository")
            .with(.serverError, for: "EpisodeRepository")
            .withDelay(milliseconds: 0, for: "ImageConfigurationRepository")

        // When
        let json = scenario.jsonString

        // Then
        #expect(
            json == #"{"default":"happyPath","delayMilliseconds":300,"ports":{"EpisodeRepository":"serverError","#
                + #""ImageConfigurationRepository":{"delayMilliseconds":0},"#
                + #""MovieRepository":{"behavior":"failThenRecover","failure":"serverError","failures":2}},"version":1}"#
        )
    }

    @Test("A kind named with no items is written as version 2 and reads back equal (found by FuzzScenario)")
    func emptyKindRoundTrips() throws {
        // Given: data that names a kind and gives it no items, which version 1 cannot carry
        let scenario = try Scenario.parse(#"{"version": 2, "data": {"characters": []}}"#)

        // When
        let json = scenario.jsonString

        // Then
        #expect(json == #"{"data":{"characters":[]},"default":"happyPath","version":2}"#)
        #expect(try Scenario.parse(json) == scenario)
    }

    @Test("A scenario embedded in another JSON document decodes and reports errors at its path")
    func embeddedScenario() throws {
        // Given
        struct Launch: Codable, Equatable {
            var scenario: Scenario
        }
        let good = Data(#"{"scenario":{"version":1,"default":"empty"}}"#.utf8)
        let bad = Data(#"{"scenario":{"version":1,"ports":{"MovieRepository":{"behaviour":"empty"}}}}"#.utf8)

        // When
        let launch = try JSONDecoder().decode(Launch.self, from: good)
        let error = #expect(throws: ScenarioError.self) { try JSONDecoder().decode(Launch.self, from: bad) }

        // Then
        #expect(launch.scenario == .empty)
        #expect(error?.reason == .unknownKey("behaviour", context: "scenario.ports.MovieRepository"))
    }

    @Test("Values outside what JSON allows are brought into range, so every scenario can be written as JSON")
    func clamping() {
        // Given
        let scenario = Scenario(defaultBehavior: .failThenRecover(failures: 5000), delayMilliseconds: 100_000)
            .with(.failThenRecover(failures: -3, failure: .unauthorized), for: "EpisodeRepository")
            .withDelay(milliseconds: -4, for: "MovieRepository")

        // When
        let behaviours = [scenario.behavior(for: "CharacterRepository"), scenario.behavior(for: "EpisodeRepository")]
        let delays = [scenario.delay(for: "CharacterRepository"), scenario.delay(for: "MovieRepository")]

        // Then
        #expect(
            behaviours == [
                .failThenRecover(failures: PortBehavior.maximumFailures, failure: .unavailable),
                .failThenRecover(failures: 0, failure: .unauthorized),
            ])
        #expect(delays == [.milliseconds(Scenario.maximumDelayMilliseconds), .zero])
    }

    @Test("Builders replace one port's behaviour or delay and drop overrides that change nothing")
    func builders() {
        // Given
        let base = Scenario.serverError

        // When
        let changed = base.with(.happyPath, for: "MovieRepository").withDelay(milliseconds: 5)
        let noOp = Scenario(portOverrides: ["MovieRepository": PortOverride()])

        // Then
        #expect(changed.behavior(for: "MovieRepository") == .happyPath)
        #expect(changed.behavior(for: "EpisodeRepository") == .serverError)
        #expect(changed.delay(for: "EpisodeRepository") == .milliseconds(5))
        #expect(noOp == .happyPath)
        #expect(noOp.portOverrides.isEmpty)
    }
}
