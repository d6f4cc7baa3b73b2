import Synchronization

/// An ``UpstreamClient`` decorator that bounds the upstream work per host (``UpstreamLimits``) and sheds what does not
/// fit instead of queueing it without end: a request finding every slot of its host taken waits for one while the
/// host's queue has room, else it is answered at once with a 503 carrying `Retry-After`
/// (``UpstreamLimits/shedRetryAfter``), which the adapters read as the upstream being unavailable.
///
/// Waiting requests get slots in the order they came. A waiting request whose task is cancelled (its visitor gone,
/// or every caller of a collapsed request gone) leaves the queue at once with ``UpstreamClientError/cancelled`` and
/// is never sent; one cancelled in flight is cancelled in the wrapped client, which ends its upstream call. The
/// observer hears every change of a host's work in flight and queued, under the lock that changes it (so the last
/// thing it hears is the truth), and every request shed.
@available(*, deprecated, message: "package in 2.0.0: use AppDependencies.makeProductionUpstreamClient")
public final class LoadSheddingUpstreamClient: UpstreamClient {
    private struct Slots {
        var inFlight = 0
        /// The waiting requests, oldest first, each with what it is told: `true` for a slot, `false` for leaving.
        var queue: [(id: UInt64, continuation: CheckedContinuation<Bool, Never>)] = []
    }

    private enum Admission {
        case granted, waiting, shed, cancelled
    }

    private struct State {
        var hosts: [String: Slots] = [:]
        var nextID: UInt64 = 0
    }

    /// The bounds.
    public let limits: UpstreamLimits
    private let wrapped: any UpstreamClient
    private let observer: any UpstreamObserver
    private let state = Mutex(State())

    /// `wrapping` bounded by `limits`, reporting to `observer`.
    public init(
        wrapping: any UpstreamClient, limits: UpstreamLimits = .default,
        observer: any UpstreamObserver = SilentUpstreamObserver()
    ) {
        self.wrapped = wrapping
        self.limits = limits
        self.observer = observer
    }

    /// What `wrapping` answers once `request` has a slot; the shed 503 when none is free and the queue is full.
    public func send(_ request: UpstreamRequest) async throws(UpstreamClientError) -> UpstreamResponse {
        let host = request.upstreamHost
        let id = state.withLock { state in
            state.nextID &+= 1
            return state.nextID
        }
        var admission = Admission.cancelled
        let granted = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                admission = admit(id, to: host, continuation)
                switch admission {
                case .granted: continuation.resume(returning: true)
                case .shed, .cancelled: continuation.resume(returning: false)
                case .waiting: break
                }
            }
        } onCancel: {
            leave(id, host)
        }
        guard granted else {
            guard admission == .shed else { throw .cancelled }
            observer.requestRefused(host: host, reason: .overloaded)
            return .refusal(503, retryAfter: limits.shedRetryAfter)
        }
        defer { release(host) }
        return try await wrapped.send(request)
    }

    /// How many requests for `host` are in flight and waiting (for tests).
    package func work(for host: String) -> (inFlight: Int, queued: Int) {
        state.withLock { state in
            let slots = state.hosts[host] ?? Slots()
            return (slots.inFlight, slots.queue.count)
        }
    }

    /// Takes a slot of `host` for request `id`, or queues it (to be resumed later), or says it is shed or cancelled.
    ///
    /// The cancellation flag is read under the lock: the cancellation handler takes the same lock after the flag is
    /// set, so either it finds the request queued here or this sees the flag.
    private func admit(
        _ id: UInt64, to host: String, _ continuation: CheckedContinuation<Bool, Never>
    ) -> Admission {
        state.withLock { state in
            var slots = state.hosts[host] ?? Slots()
            defer {
                state.hosts[host] = slots
                observer.upstreamWorkChanged(host: host, inFlight: slots.inFlight, queued: slots.queue.count)
            }
            if Task.isCancelled { return .cancelled }
            if slots.inFlight < limits.maxInFlight {
                slots.inFlight += 1
                return .granted
            }
            guard slots.queue.count < limits.maxQueued else { return .shed }
            slots.queue.append((id, continuation))
            return .waiting
        }
    }

    /// Hands `host`'s slot to the oldest waiting request, or frees it.
    private func release(_ host: String) {
        let next = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard var slots = state.hosts[host] else { return nil }
            defer {
                state.hosts[host] = slots.inFlight == 0 && slots.queue.isEmpty ? nil : slots
                observer.upstreamWorkChanged(host: host, inFlight: slots.inFlight, queued: slots.queue.count)
            }
            guard !slots.queue.isEmpty else {
                slots.inFlight -= 1
                return nil
            }
            return slots.queue.removeFirst().continuation
        }
        next?.resume(returning: true)
    }

    /// Takes the cancelled request `id` out of `host`'s queue, if it is still waiting there, and tells it to leave.
    private func leave(_ id: UInt64, _ host: String) {
        let leaving = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard var slots = state.hosts[host], let index = slots.queue.firstIndex(where: { $0.id == id }) else {
                return nil
            }
            let continuation = slots.queue.remove(at: index).continuation
            state.hosts[host] = slots
            observer.upstreamWorkChanged(host: host, inFlight: slots.inFlight, queued: slots.queue.count)
            return continuation
        }
        leaving?.resume(returning: false)
    }
}
