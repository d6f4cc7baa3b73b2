import Dispatch
import Foundation
import Synchronization

/// What every fuzz target shares: libFuzzer's driver, the property check that fails an input, and a way to run
/// async code from libFuzzer's synchronous callback.
public enum Fuzz {
    /// The line a broken property prints before the process aborts; `Fuzz/run` reports the text after it.
    public static let brokenPropertyPrefix = "FUZZ PROPERTY BROKEN: "

    /// Runs libFuzzer with `testOneInput` and exits with its status. Call it from the target's top-level code:
    /// SwiftPM makes that code the program's `main`, so libFuzzer's own `main` is not the entry point.
    public static func run(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv, testOneInput))
    }

    /// Fails the input unless `condition` holds: prints ``brokenPropertyPrefix`` and `reason` on one line, then
    /// aborts, so libFuzzer saves the input as a reproducer.
    public static func require(
        _ condition: @autoclosure () -> Bool, _ reason: @autoclosure () -> String
    ) {
        guard !condition() else { return }
        let line = brokenPropertyPrefix + reason().replacingOccurrences(of: "\n", with: "\\n") + "\n"
        FileHandle.standardError.write(Data(line.utf8))
        abort()
    }

    /// Waits for `operation`, which runs on the cooperative pool, and returns its result.
    public static func blocking<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await operation()
            result.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        guard let value = result.withLock({ $0 }) else { fatalError("the operation finished without a value") }
        return value
    }

    /// Whether `text` fits on one line (no line break of any kind), as every message Marquee shows must.
    public static func isOneLine(_ text: String) -> Bool {
        !text.contains { $0.isNewline }
    }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt
