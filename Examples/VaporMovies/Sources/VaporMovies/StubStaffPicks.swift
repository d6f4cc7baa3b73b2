#if UITesting
    import MarqueeKit

    /// ``StaffPicks`` under `-uitest`: a port of the service's own on Marquee's stub library (its port name
    /// `StaffPicks` and its data kind `picks` derived).
    public final class StubStaffPicks: StaffPicks, StubbedPort {
        /// The port's methods, as `/__uitest/calls` reports them and a UI test asserts them.
        public enum Method: String, CaseIterable, Encodable, Sendable { case picks }

        /// `"data": {"picks": [{"id": 1, "title": "…", "note": "…"}]}` in a scenario.
        public static let standardPicks = StubDataKind<StaffPick>(
            "picks",
            standard: [
                StaffPick(id: 1, title: "Fight Club", note: "The first rule is to see it."),
                StaffPick(id: 2, title: "Spirited <Away> & Back", note: "Text to escape."),
            ])
        /// The machinery.
        public let stub: StubPort<Method, StaffPicksError>
        private let served: [StaffPick]

        /// The picks under `scenario`.
        public init(scenario: Scenario, clock: any Clock<Duration>) {
            stub = StubPort(for: Self.self, scenario: scenario, clock: clock)
            served = Self.standardPicks.checkedItems(in: scenario)
        }

        /// The scenario's picks.
        public func picks() async throws(StaffPicksError) -> [StaffPick] {
            try await stub.call(empty: [], present: served)
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
