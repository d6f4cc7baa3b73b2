import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program started with `posix_spawn`: its standard input, output and error are the descriptors given (or
/// `/dev/null`), every other descriptor of the test process is closed in the child, and its exit is awaited on a
/// thread of its own. The one launcher of every child process the tests start (`ChildProcess`, Marquee's end-to-end
/// and fixture tests).
///
/// Why not Foundation's `Process`: on Linux (Swift 6.3.1) its `run()` lists `/proc/self/fd` to close the descriptors
/// the child must not inherit, and reads past its directory buffer once about 1,365 descriptors are open: a signal
/// 11 when the heap ends there, as a parallel test run that holds many connections once saw
/// (`Reproductions/ProcessRunProcSelfFDOverRead`; fixed upstream after 6.3.1). Here the C library closes them
/// (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34 and later; `POSIX_SPAWN_CLOEXEC_DEFAULT` on Darwin),
/// which lists nothing.
package final class SpawnedProcess: Sendable {
    /// How a child ended.
    package enum Exit: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal (this number) ended it.
        case signalled(Int32)

        /// The status, or the signal's number (as Foundation's `terminationStatus` says both).
        package var status: Int32 {
            switch self {
            case .exited(let status), .signalled(let status): status
            }
        }
    }

    /// Why a child could not be started: the program, and the C library's reason. Names nothing from the
    /// environment, which may hold secrets.
    package struct LaunchError: Error, CustomStringConvertible {
        /// The program that did not start.
        package let executable: String
        /// The `errno` value `posix_spawn` (or a file action) returned.
        package let code: Int32

        package var description: String {
            "cannot start \(executable): \(String(cString: strerror(code)))"
        }
    }

    private struct State {
        var exit: Exit?
        var waiters: [CheckedContinuation<Exit, Never>] = []
    }

    /// The child's process id.
    package let processIdentifier: pid_t
    private let state = Mutex(State())

    /// Starts `executable` with `arguments` and exactly `environment` (`nil`: the test process's), in
    /// `workingDirectory` (`nil`: the test process's). `standardInput`, `standardOutput` and `standardError` are
    /// descriptors of the caller's, which it still owns and closes (its writing end of a pipe as soon as this
    /// returns, or the pipe never ends); `nil` is `/dev/null`.
    package init(
        executable: URL, arguments: [String], environment: [String: String]? = nil, workingDirectory: URL? = nil,
        standardInput: Int32? = nil, standardOutput: Int32? = nil, standardError: Int32? = nil
    ) throws(LaunchError) {
        let path = executable.path(percentEncoded: false)
        let fail = { (code: Int32) in LaunchError(executable: path, code: code) }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (target, source) in [(0, standardInput), (1, standardOutput), (2, standardError)] {
            let code =
                if let source {
                    posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
                } else {
                    posix_spawn_file_actions_addopen(
                        &actions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
                }
            guard code == 0 else { throw fail(code) }
        }
        // The child starts with every signal at its default and none blocked, whatever the test process set (a
        // `marquee` whose output pipe is closed must die of SIGPIPE, as it would in a shell).
        var everySignal = sigset_t()
        var noSignal = sigset_t()
        sigfillset(&everySignal)
        sigemptyset(&noSignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setsigmask(&attributes, &noSignal)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        #if canImport(Glibc)
            guard let closeFrom = Self.addCloseFrom, let changeDirectory = Self.addChangeDirectory else {
                throw fail(ENOSYS)
            }
            if case let code = closeFrom(&actions, 3), code != 0 { throw fail(code) }
            if let workingDirectory,
                case let code = changeDirectory(&actions, workingDirectory.path(percentEncoded: false)), code != 0
            {
                throw fail(code)
            }
        #else
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
            if let workingDirectory,
                case let code = posix_spawn_file_actions_addchdir_np(
                    &actions, workingDirectory.path(percentEncoded: false)),
                code != 0
            {
                throw fail(code)
            }
        #endif
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") }
        let environment = variables + [nil]
        defer { for pointer in argv + environment { free(pointer) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, path, &actions, &attributes, argv, environment)
        guard code == 0 else { throw fail(code) }
        processIdentifier = pid
        let thread = Thread { [self] in reap() }
        thread.name = "reap \(pid)"
        thread.start()
    }

    /// Runs `executable` to its end (see ``init(executable:arguments:environment:workingDirectory:standardInput:standardOutput:standardError:)``
    /// for the rest) with its standard output and error interleaved in a file of its own, read once it has exited: no
    /// thread blocks meanwhile. How it ended, and what it wrote.
    package static func run(
        executable: URL, arguments: [String], environment: [String: String]? = nil, workingDirectory: URL? = nil
    ) async throws -> (exit: Exit, output: String) {
        let outputFile = FileManager.default.temporaryDirectory.appending(path: "spawned-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: outputFile.path(percentEncoded: false), contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: outputFile.path(percentEncoded: false)])
        }
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let output = try FileHandle(forWritingTo: outputFile)
        defer { try? output.close() }
        let process = try SpawnedProcess(
            executable: executable, arguments: arguments, environment: environment, workingDirectory: workingDirectory,
            standardOutput: output.fileDescriptor, standardError: output.fileDescriptor)
        let exit = await process.waitForExit()
        return (exit, String(decoding: try Data(contentsOf: outputFile), as: UTF8.self))
    }

    /// How it ended, or `nil` while it runs.
    package var exit: Exit? { state.withLock { $0.exit } }

    /// Waits until it has ended; how it ended.
    package func waitForExit() async -> Exit {
        await withCheckedContinuation { continuation in
            let exit = state.withLock { state in
                if state.exit == nil { state.waiters.append(continuation) }
                return state.exit
            }
            if let exit { continuation.resume(returning: exit) }
        }
    }

    /// Sends `signal` while it runs; after its exit, nothing (never to another process that got the id since).
    package func send(_ signal: Int32) {
        state.withLock { state in
            if state.exit == nil { _ = kill(processIdentifier, signal) }
        }
    }

    /// Blocks its thread until the child ends: first waits without reaping (so the id stays the child's while
    /// ``send(_:)`` may still use it), then, under the lock ``send(_:)`` takes, reaps it and records how it ended.
    private func reap() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        let (exit, waiters) = state.withLock { state in
            var status: Int32 = 0
            while waitpid(processIdentifier, &status, 0) < 0, errno == EINTR {}
            // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the signal (0 for an exit),
            // the next byte the exit status.
            let exit: Exit = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
            state.exit = exit
            defer { state.waiters = [] }
            return (exit, state.waiters)
        }
        for waiter in waiters { waiter.resume(returning: exit) }
    }

    #if canImport(Glibc)
        private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        private typealias ChangeDirectory =
            @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

        /// glibc's `posix_spawn_file_actions_addclosefrom_np` and `…_addchdir_np` (2.34, 2.29), looked up at run
        /// time: Swift's Glibc module does not import the non-portable declarations.
        private static let addCloseFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map {
            unsafeBitCast($0, to: CloseFrom.self)
        }
        private static let addChangeDirectory = dlsym(nil, "posix_spawn_file_actions_addchdir_np").map {
            unsafeBitCast($0, to: ChangeDirectory.self)
        }
    #endif
}
