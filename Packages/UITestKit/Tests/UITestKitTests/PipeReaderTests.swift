import Foundation
import Synchronization
import Testing

@testable import UITestKit

@Suite("Reading a child's output: every byte, then the end, without libdispatch read sources")
struct PipeReaderTests {
    @Test("A pipe's bytes arrive in order, then one empty chunk once its writer closes it")
    func bytesThenEnd() async throws {
        // Given a pipe read by a PipeReader
        let pipe = Pipe()
        let chunks = Mutex<[Data]>([])
        PipeReader.start(pipe.fileHandleForReading, name: "test pipe") { data in
            chunks.withLock { $0.append(data) }
        }

        // When 100 KB (more than one read) is written and the pipe closed
        let written = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
        try pipe.fileHandleForWriting.write(contentsOf: written)
        try pipe.fileHandleForWriting.close()

        // Then the reader hands over exactly those bytes, and ends with one empty chunk
        let received = try await Poller(timeout: .seconds(10)).poll {
            chunks.withLock { $0.last?.isEmpty == true ? $0 : nil }
        }
        let all = try #require(received)
        #expect(all.filter(\.isEmpty).count == 1)
        #expect(all.reduce(Data(), +) == written)
    }

    @Test("Forty processes started and ended at once each deliver all they wrote, and their output's end")
    func manyProcessesAtOnce() async throws {
        // Given forty short-lived processes started together, as a parallel test run starts services
        let processes = try (0..<40).map { index in
            try ChildProcess(
                name: "printf \(index)", executable: URL(filePath: "/usr/bin/printf"),
                arguments: ["first %d\\nsecond %d\\n", "\(index)", "\(index)"])
        }

        // When each exits
        for process in processes {
            let closed = try await Poller(timeout: .seconds(20)).poll {
                process.exitCode != nil && process.output.isClosed ? true : nil
            }
            #expect(closed == true, "\(process.name): its output never ended")
        }

        // Then every line each one wrote was read, in order
        for (index, process) in processes.enumerated() {
            #expect(process.output.lines == ["first \(index)", "second \(index)"])
        }
    }
}
