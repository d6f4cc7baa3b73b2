import CompositionKit
import Testing

@Suite("A wait in whole seconds")
struct DurationWholeSecondsTests {
    @Test(
        "Rounds up any fraction, so nobody told to wait comes back early; never negative",
        arguments: [
            (Duration.seconds(7), 7), (.milliseconds(1), 1), (.milliseconds(2_500), 3), (.zero, 0),
            (.seconds(-3), 0), (.nanoseconds(1), 1),
        ])
    func roundsUp(duration: Duration, seconds: Int) {
        #expect(duration.wholeSecondsRoundedUp == seconds)
    }
}
