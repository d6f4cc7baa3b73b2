import SharedKernel
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

    @Test(
        "Says the rounded-up wait in words, singular for one second",
        arguments: [
            (Duration.seconds(30), "30 seconds"), (.milliseconds(500), "1 second"), (.seconds(1), "1 second"),
            (.milliseconds(1_001), "2 seconds"), (.zero, "0 seconds"),
        ])
    func inWords(duration: Duration, words: String) {
        #expect(duration.wholeSecondsInWords == words)
    }
}
