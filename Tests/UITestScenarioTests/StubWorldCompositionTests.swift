import MarqueeTestSupport
import Testing

@testable import UITestScenario

@Suite("StubWorld.composed: a host's graph on the stubs, made once per installed scenario")
struct StubWorldCompositionTests {
    /// A host's graph: what it built on which stubs.
    private final class Graph: Sendable {
        let shelf: StubShelf
        init(_ stubs: StubWorld.Stubs) { shelf = stubs.stubs() }
    }

    @Test("Every request until a switch gets the same graph; a switch or a reset composes it again on the new stubs")
    func oncePerScenario() throws {
        // Given a world and a graph composed on it
        let world = try StubWorld(stubbing: [StubShelf.self], clock: TestClock())
        let first = world.composed(Graph.init)

        // When the graph is asked for again, then after a switch, then after a reset
        let again = world.composed(Graph.init)
        try world.replaceScenario(.empty)
        let switched = world.composed(Graph.init)
        let switchedShelf = world.stubs(StubShelf.self)
        world.reset()
        let reset = world.composed(Graph.init)

        // Then the first two are one graph, and each install has its own, on that install's stubs
        #expect(again === first)
        #expect(switched !== first && switched.shelf === switchedShelf)
        #expect(reset.shelf === world.stubs(StubShelf.self))
        #expect(reset !== switched && reset !== first)
    }

    @Test("A graph of another type is composed and kept beside the first, never in its place")
    func perType() throws {
        // Given
        let world = try StubWorld(stubbing: [StubShelf.self], clock: TestClock())
        let graph = world.composed(Graph.init)

        // When
        let count = world.composed { stubs in stubs.generation + 10 }

        // Then
        #expect(count == 10)
        #expect(world.composed(Graph.init) === graph)
    }
}
