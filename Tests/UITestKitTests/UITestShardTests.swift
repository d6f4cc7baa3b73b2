import Testing
@_spi(Plumbing) import UITestKit

@Suite("UI_TEST_SHARD: a deterministic part of a suite per machine")
struct UITestShardTests {
    @Test(
        "A shard reads as index/count, 1 ≤ index ≤ count, and nothing else",
        arguments: [
            ("2/4", UITestShard(index: 2, count: 4)), ("1/1", UITestShard(index: 1, count: 1)),
            (" 3 / 3 ", UITestShard(index: 3, count: 3)), ("0/4", nil), ("5/4", nil), ("2/0", nil), ("2", nil),
            ("a/b", nil), ("1/2/3", nil), ("", nil),
        ])
    func reading(text: String, expected: UITestShard?) {
        #expect(UITestShard(text) == expected)
    }

    @Test("Every test id lands in exactly one shard, the same one every time, and the shards share the suite")
    func partition() throws {
        // Given 200 test ids and the four quarters
        let ids = (1...200).map { "MarqueeUITests.MovieFlowUITests/test\($0)()" }
        let shards = try (1...4).map { try #require(UITestShard(index: $0, count: 4)) }

        // When each shard picks its tests
        let picked = shards.map { shard in ids.filter { shard.includes(testID: $0) } }

        // Then each id is picked once, each shard gets a share, and a second pick is the same
        #expect(picked.map(\.count).reduce(0, +) == ids.count)
        #expect(Set(picked.joined()).count == ids.count)
        #expect(picked.allSatisfy { $0.count >= 30 })
        #expect(shards.map { shard in ids.filter { shard.includes(testID: $0) } } == picked)
        #expect(shards[1].description == "2/4")
    }
}
