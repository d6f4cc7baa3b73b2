/// What an ``OSThread`` runs, passed through `pthread_create`'s context pointer.
final class OSThreadBody: Sendable {
    let name: String
    let run: @Sendable () -> Void

    init(name: String, run: @escaping @Sendable () -> Void) {
        self.name = name
        self.run = run
    }
}
