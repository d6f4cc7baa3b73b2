import Wiring

// The wiring reports what backs each port (and refuses a live one under `-uitest`) through `PortAdapter`; a stubbed
// port answers from its `stub`, so Marquee's six stubs and a service's own report alike.
extension StubbedPort {
    /// A stub simulating the scenario.
    package var backing: PortBacking { stub.backing }
}
