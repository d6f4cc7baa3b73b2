import Foundation
import Synchronization
import Testing

@_spi(Plumbing) @testable import UITestKit

@Suite("Reading a pipe on a thread of its own: every byte, then the end")
struct PipeReaderTests {
    @Test("A pipe's bytes arrive in order, then one empty chunk once its writer closes it")
    func bytesThenEnd() async throws {
        // Given a pipe read by a PipeReader
        let pipe = Pipe()
        let chunks = Mutex<[Data]>([])
        PipeReader.start(pipe.fileHandleForReading, name: "test pipe") { data in
            chunks.withLock { $0.append(data) }
        }

        // When 100 KB (more than the pipe holds, so more than one read) is written and the pipe closed, on a thread
        // of its own: were the reader stuck, the write would block that thread, not the test's deadline
        let written = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
        let writer = pipe.fileHandleForWriting
        Thread.detachNewThread {
            try? writer.write(contentsOf: written)
            try? writer.close()
        }

        // Then the reader hands over exactly those bytes, and ends with one empty chunk
        let received = try await Poller(timeout: .seconds(10)).poll {
            chunks.withLock { $0.last?.isEmpty == true ? $0 : nil }
        }
        let all = try #require(received, "the pipe's end never came")
        #expect(all.filter(\.isEmpty).count == 1)
        #expect(all.reduce(Data(), +) == written)
    }
}
