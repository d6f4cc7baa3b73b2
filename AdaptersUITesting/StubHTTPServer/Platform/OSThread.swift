import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A joinable POSIX thread. Foundation's `Thread` cannot be joined; stopping a server must return only once its
/// threads are really gone, so that start/stop cycles leave nothing behind.
final class OSThread: Sendable {
    /// The thread's handle; `nil` once joined or detached. In a `Mutex` because `pthread_t` is a pointer on Darwin.
    private let handle: Mutex<pthread_t?>
    /// The kernel's id of the thread (Linux: its `/proc/self/task/<id>` entry), read by the thread itself before
    /// `spawn` returns; `nil` where there is no `/proc`.
    let kernelID: String?

    private init(handle: pthread_t, kernelID: String?) {
        self.handle = Mutex(handle)
        self.kernelID = kernelID
    }

    /// Starts a thread named `name` (Linux keeps 15 bytes) running `body`; `nil` if the system refuses. Returns
    /// once the thread carries its name, so a server's threads can be told apart from the moment it has started.
    static func spawn(name: String, _ body: @escaping @Sendable () -> Void) -> OSThread? {
        let threadBody = OSThreadBody(name: name, run: body)
        let context = Unmanaged.passRetained(threadBody).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
            let result = pthread_create(
                &thread, nil,
                { context in
                    OSThread.enter(context)
                    return nil
                }, context)
            guard result == 0 else {
                Unmanaged<OSThreadBody>.fromOpaque(context).release()
                return nil
            }
            threadBody.named.wait()
            return OSThread(handle: thread, kernelID: threadBody.kernelID.withLock { $0 })
        #else
            var thread: pthread_t?
            let result = pthread_create(
                &thread, nil,
                { context in
                    OSThread.enter(context)
                    return nil
                }, context)
            guard result == 0, let thread else {
                Unmanaged<OSThreadBody>.fromOpaque(context).release()
                return nil
            }
            threadBody.named.wait()
            return OSThread(handle: thread, kernelID: threadBody.kernelID.withLock { $0 })
        #endif
    }

    /// Waits until the thread has ended. Called from the thread itself (e.g. a handler stopping its own server),
    /// it detaches instead, since a thread cannot wait for itself.
    func join() {
        let taken: pthread_t? = handle.withLock { handle in
            defer { handle = nil }
            return handle
        }
        guard let thread = taken else { return }
        if pthread_equal(thread, pthread_self()) != 0 {
            pthread_detach(thread)
        } else {
            pthread_join(thread, nil)
        }
    }

    private static func enter(_ context: UnsafeMutableRawPointer?) {
        guard let context else { return }
        let body = Unmanaged<OSThreadBody>.fromOpaque(context).takeRetainedValue()
        // Foundation, since Glibc does not export `pthread_setname_np` (a GNU extension).
        Thread.current.name = body.name
        // `/proc/thread-self` links to `<pid>/task/<tid>`: the thread's id without a system call Swift cannot make.
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
        body.kernelID.withLock { $0 = link?.split(separator: "/").last.map(String.init) }
        body.named.signal()
        body.run()
    }
}

/// What an ``OSThread`` runs, passed through `pthread_create`'s context pointer.
final class OSThreadBody: Sendable {
    let name: String
    let run: @Sendable () -> Void
    /// Signalled by the new thread once it carries its name, so `spawn` returns with the thread identifiable.
    let named = DispatchSemaphore(value: 0)
    /// The thread's kernel id, set by the thread before it signals ``named``.
    let kernelID = Mutex<String?>(nil)

    init(name: String, run: @escaping @Sendable () -> Void) {
        self.name = name
        self.run = run
    }
}
