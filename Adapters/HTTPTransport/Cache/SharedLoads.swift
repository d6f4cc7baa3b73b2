import Synchronization

/// Loads shared by key: while a load for a key is in flight, every caller asking for that key waits for it instead
/// of starting another (RFC 9111 §4 calls such requests "collapsed"). When successes are kept, a key's first
/// success is the answer to every later call, and a failure is never kept: the next call loads again.
///
/// Each caller waits on a continuation of its own, so callers leave independently: a caller whose task is
/// cancelled gets `cancelled` at once while the others keep waiting, and when the last waiting caller leaves, the
/// load's task is cancelled too, so nothing runs, retries included, for nobody. A caller that arrives cancelled gets
/// the kept value if there is one, else `cancelled` without a load.
///
/// A load runs in a task of its own, started by the caller that found none in flight: it outlives that caller if
/// others are waiting, and inherits that caller's priority and task-local values but not its cancellation; a caller
/// that joins later shares all of that, and whatever deadline the load works to.
package final class SharedLoads<Key: Hashable & Sendable, Value: Sendable, Failure: Error>: Sendable {
    /// What a load ends with, handed to every caller that waited for it.
    package typealias Outcome = Result<Value, Failure>

    /// The load in flight for a key and the callers waiting for it, by caller number.
    private struct Flight {
        /// Tells this load from a later one for the same key, so a cancelled load finishing late changes nothing.
        let generation: UInt64
        let task: Task<Void, Never>
        var waiters: [UInt64: CheckedContinuation<Outcome, Never>]
    }

    private enum Phase {
        case loading(Flight)
        case kept(Value)
    }

    private struct State {
        var phases: [Key: Phase] = [:]
        var nextCaller: UInt64 = 0
        var nextGeneration: UInt64 = 0
    }

    private let keepsSuccesses: Bool
    private let cancelled: Failure
    private let state = Mutex(State())

    /// Shared loads that keep each key's first success when `keepingSuccesses`, and answer a caller that leaves
    /// with `cancelled`.
    package init(keepingSuccesses: Bool, cancelled: Failure) {
        self.keepsSuccesses = keepingSuccesses
        self.cancelled = cancelled
    }

    /// How many callers are waiting for the load of `key` in flight (for tests).
    package func waitingCount(for key: Key) -> Int {
        state.withLock { state in
            guard case .loading(let flight) = state.phases[key] else { return 0 }
            return flight.waiters.count
        }
    }

    /// The kept value for `key`, else the outcome of the load in flight for it, else of `load` started now.
    package func outcome(for key: Key, load: @escaping @Sendable () async -> Outcome) async -> Outcome {
        await sharedOutcome(for: key, load: load).outcome
    }

    /// ``outcome(for:load:)``, and whether it came from a load this caller did not start (one in flight, or a kept
    /// value), for a caller that may not use another caller's outcome in every case.
    package func sharedOutcome(
        for key: Key, load: @escaping @Sendable () async -> Outcome
    ) async -> (outcome: Outcome, isShared: Bool) {
        let caller = state.withLock { state in
            state.nextCaller &+= 1
            return state.nextCaller
        }
        var started = false
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                let registration = register(caller, for: key, continuation, load: load)
                started = registration.started
                if let immediate = registration.immediate {
                    continuation.resume(returning: immediate)
                }
            }
        } onCancel: {
            leave(caller, key)
        }
        return (outcome, !started)
    }

    /// Adds `caller` to the waiters of `key`'s load in flight, starting `load` if there is none (`started`);
    /// returns the outcome instead when it is already known (a kept value, or a caller that is already cancelled).
    ///
    /// The cancellation flag is read under the lock: the cancellation handler takes the same lock after the flag
    /// is set, so either it finds the caller registered here or this sees the flag. No caller is left waiting.
    private func register(
        _ caller: UInt64, for key: Key, _ continuation: CheckedContinuation<Outcome, Never>,
        load: @escaping @Sendable () async -> Outcome
    ) -> (immediate: Outcome?, started: Bool) {
        state.withLock { state -> (immediate: Outcome?, started: Bool) in
            switch state.phases[key] {
            case .kept(let value):
                return (.success(value), false)
            case .loading(var flight):
                if Task.isCancelled { return (.failure(cancelled), false) }
                flight.waiters[caller] = continuation
                state.phases[key] = .loading(flight)
                return (nil, false)
            case nil:
                if Task.isCancelled { return (.failure(cancelled), false) }
                state.nextGeneration &+= 1
                let generation = state.nextGeneration
                // Created under the lock, so exactly one caller starts the load; the task's own update of `state`
                // waits for this lock and therefore always finds this generation's flight.
                let task = Task { self.finish(key, generation, with: await load()) }
                state.phases[key] = .loading(
                    Flight(generation: generation, task: task, waiters: [caller: continuation]))
                return (nil, true)
            }
        }
    }

    /// Resumes the cancelled `caller` with `cancelled` if it is still waiting for `key`, and cancels the load when
    /// it was the last one waiting for it.
    private func leave(_ caller: UInt64, _ key: Key) {
        let (continuation, abandoned) = state.withLock {
            state -> (CheckedContinuation<Outcome, Never>?, Task<Void, Never>?) in
            guard case .loading(var flight) = state.phases[key],
                let continuation = flight.waiters.removeValue(forKey: caller)
            else { return (nil, nil) }
            guard flight.waiters.isEmpty else {
                state.phases[key] = .loading(flight)
                return (continuation, nil)
            }
            state.phases[key] = nil
            return (continuation, flight.task)
        }
        continuation?.resume(returning: .failure(cancelled))
        abandoned?.cancel()
    }

    /// Hands `outcome` to everyone waiting for `key`'s load of `generation`, keeping it when it is a success that
    /// is kept.
    private func finish(_ key: Key, _ generation: UInt64, with outcome: Outcome) {
        let waiters = state.withLock { state -> [CheckedContinuation<Outcome, Never>] in
            // Abandoned by every caller (and perhaps replaced by a newer load): nobody to tell, nothing to keep.
            guard case .loading(let flight) = state.phases[key], flight.generation == generation else { return [] }
            switch outcome {
            case .success(let value) where keepsSuccesses: state.phases[key] = .kept(value)
            case .success, .failure: state.phases[key] = nil
            }
            return Array(flight.waiters.values)
        }
        for waiter in waiters {
            waiter.resume(returning: outcome)
        }
    }
}
