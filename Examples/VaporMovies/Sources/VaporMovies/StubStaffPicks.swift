#if UITesting
    import MarqueeKit

    /// ``StaffPicks`` under `-uitest`: a port of the service's own on Marquee's stub library.
    public final class StubStaffPicks: StaffPicks, StubbedPort {
        /// The port's calls, as `/__uitest/calls` reports them and a UI test asserts them.
        public enum Call: StubbedCall, Hashable {
            case picks
        }

        /// `StaffPicks`.
        public static let port: ScenarioPort = "StaffPicks"
        /// `picks`.
        public static let methods: [ScenarioMethod] = ["picks"]
        /// `"data": {"picks": [{"id": 1, "title": "…", "note": "…"}]}` in a scenario.
        public static let standardPicks = StubDataKind<StaffPick>(
            "picks",
            standard: [
                StaffPick(id: 1, title: "Fight Club", note: "The first rule is to see it."),
                StaffPick(id: 2, title: "Spirited <Away> & Back", note: "Text to escape."),
            ])
        /// `picks`.
        public static let data: [any StubDataChecking] = [standardPicks]

        /// The machinery.
        public let stub: StubPort<Call, StaffPicksError>
        private let served: [StaffPick]

        /// The picks under `scenario`.
        public init(scenario: Scenario, clock: any Clock<Duration>) {
            stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
            served = Self.standardPicks.checkedItems(in: scenario)
        }

        /// The scenario's picks.
        public func picks() async throws(StaffPicksError) -> [StaffPick] {
            try await stub.call(.picks, empty: [], present: served)
        }
    }

    /// The picks of the scenario in force: what the pages read under `-uitest`.
    public struct CurrentStubStaffPicks: StaffPicks {
        let world: StubWorld

        /// The picks of `world`'s scenario in force.
        public init(world: StubWorld) {
            self.world = world
        }

        /// The scenario's picks.
        public func picks() async throws(StaffPicksError) -> [StaffPick] {
            try await world.stubs(StubStaffPicks.self).picks()
        }
    }
#endif
