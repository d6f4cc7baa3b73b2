import Foundation
import Synchronization

/// The rate-limit windows of the upstream hosts: after a host answers 429 or 503 with `Retry-After`, nothing is
/// sent to it until that time has passed (`RetryAfterGate` asks here before each request, and tells here each
/// answer). One set of windows is shared by every request of a process: an upstream's rate limit is on its host (and
/// the caller's credential or address), not on a URL, so a 429 for one page means the next page would get one too.
///
/// A window lasts the `Retry-After` given (seconds, or an HTTP date read against the injected `now`), at most
/// ``maximumWindow``, so that an upstream that asks for a day cannot switch a host off for a day. A later answer
/// that asks for longer extends the window; a shorter one changes nothing. Times are measured on the injected
/// `clock`; a window is closed the moment its time has passed, and the ``UpstreamObserver`` hears of it then (a timer
/// on the clock), or at the latest when the next request for the host finds it passed.
package final class RetryAfterWindows: Sendable {
    /// The longest window an upstream's `Retry-After` opens: 10 minutes.
    package static let defaultMaximumWindow = Duration.seconds(600)

    /// The statuses whose `Retry-After` opens a window.
    private static let windowStatuses: Set<Int> = [429, 503]

    private struct Window {
        /// When it closes, on ``elapsed``.
        var until: Duration
        /// The status that opened it, handed to the requests refused meanwhile.
        var status: Int
    }

    /// The longest window opened.
    package let maximumWindow: Duration
    private let windows = Mutex<[String: Window]>([:])
    private let elapsed: @Sendable () -> Duration
    private let sleep: @Sendable (Duration) async -> Void
    private let now: @Sendable () -> Date
    private let observer: any UpstreamObserver

    /// No window open yet; times on `clock`, `Retry-After` dates against `now`, windows reported to `observer`.
    package init(
        clock: any Clock<Duration> = ContinuousClock(), now: @escaping @Sendable () -> Date = { Date() },
        maximumWindow: Duration = defaultMaximumWindow, observer: any UpstreamObserver = SilentUpstreamObserver()
    ) {
        (self.elapsed, self.sleep) = Self.timer(on: clock)
        self.now = now
        self.maximumWindow = max(.zero, maximumWindow)
        self.observer = observer
    }

    /// The open window for `host`: the status that opened it and the time that remains; `nil` when none is open.
    package func openWindow(for host: String) -> (status: Int, remaining: Duration)? {
        let at = elapsed()
        let (open, closed) = windows.withLock { windows -> ((status: Int, remaining: Duration)?, Bool) in
            guard let window = windows[host] else { return (nil, false) }
            guard at < window.until else {
                windows[host] = nil
                return (nil, true)
            }
            return ((window.status, window.until - at), false)
        }
        if closed { observer.rateLimitWindowClosed(host: host) }
        return open
    }

    /// Opens (or extends) `host`'s window when `response` is a 429 or 503 with a usable `Retry-After`.
    package func record(_ response: UpstreamResponse, from host: String) {
        guard Self.windowStatuses.contains(response.statusCode), let value = response.header("Retry-After"),
            let retryAfter = RetryAfter(headerValue: value)
        else { return }
        let duration = min(maximumWindow, retryAfter.delay(from: now()))
        guard duration > .zero else { return }
        let until = elapsed() + duration
        let opened = windows.withLock { windows -> Bool? in
            if let window = windows[host], window.until >= until { return nil }
            let isNew = windows[host] == nil
            windows[host] = Window(until: until, status: response.statusCode)
            return isNew
        }
        guard let opened else { return }
        if opened { observer.rateLimitWindowOpened(host: host, status: response.statusCode, duration: duration) }
        Task { [sleep] in
            await sleep(until)
            self.closeIfPassed(host)
        }
    }

    /// Closes `host`'s window when its time has passed (a later answer may have extended it).
    private func closeIfPassed(_ host: String) {
        let at = elapsed()
        let closed = windows.withLock { windows -> Bool in
            guard let window = windows[host], at >= window.until else { return false }
            windows[host] = nil
            return true
        }
        if closed { observer.rateLimitWindowClosed(host: host) }
    }

    /// The time since now on `clock`, and a sleep until a time so measured (returning early when cancelled): the
    /// clock opened once, so that its instants can be compared.
    private static func timer<C: Clock<Duration>>(
        on clock: C
    ) -> (@Sendable () -> Duration, @Sendable (Duration) async -> Void) {
        let start = clock.now
        return (
            { start.duration(to: clock.now) },
            { offset in try? await clock.sleep(until: start.advanced(by: offset), tolerance: nil) }
        )
    }
}
