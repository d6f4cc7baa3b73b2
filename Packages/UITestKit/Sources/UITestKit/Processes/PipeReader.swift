import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a pipe to its end on a thread of its own: for a child process's output, where a test must never block a
/// cooperative thread.
///
/// Why not `FileHandle.readabilityHandler`, for two reasons seen on Linux with this toolchain:
/// - it arms a libdispatch read source on a duplicate of the descriptor, and tearing such sources down while others
///   are armed, as a test run that starts and stops many processes does, corrupts libdispatch's epoll bookkeeping
///   (swift-corelibs-libdispatch #949): the process dies with SIGSEGV inside libdispatch, as one CI run of
///   marquee-service's tests did;
/// - it never handed over the pipe's end once the child exited, so a test could not tell "no such line" from "not
///   yet" before its deadline.
///
/// A blocking `read(2)` on a thread registers nothing with libdispatch and sees the end as it comes.
enum PipeReader {
    /// Starts a thread named `name` (its first 15 bytes: Linux's limit, beyond which the name is dropped) that
    /// hands each chunk `handle` yields to `receive` as it arrives, then an empty chunk when the pipe ends (every
    /// writer closed it) or a read fails, and then exits. The thread holds `handle`, so the descriptor stays open
    /// while it reads.
    static func start(
        _ handle: FileHandle, name: String, receive: @escaping @Sendable (Data) -> Void
    ) {
        let thread = Thread {
            let descriptor = handle.fileDescriptor
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                receive(Data(buffer[..<count]))
            }
            receive(Data())
        }
        thread.name = String(decoding: name.utf8.prefix(15), as: UTF8.self)
        thread.start()
    }
}
