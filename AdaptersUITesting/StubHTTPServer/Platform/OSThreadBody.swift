import Dispatch

/// What an ``OSThread`` runs, passed through `pthread_create`'s context pointer.
final class OSThreadBody: Sendable {
    let name: String
    let run: @Sendable () -> Void
    /// Signalled by the new thread once it carries its name, so `spawn` returns with the thread identifiable.
    let named = DispatchSemaphore(value: 0)

    init(name: String, run: @escaping @Sendable () -> Void) {
        self.name = name
        self.run = run
    }
}
