import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Hands a URLSession completion's result to the thread waiting for it.
final class ForwardResultBox: Sendable {
    private let result = Mutex<Result<(HTTPURLResponse, Data), URLError>?>(nil)

    var value: Result<(HTTPURLResponse, Data), URLError>? { result.withLock { $0 } }

    func set(_ value: Result<(HTTPURLResponse, Data), URLError>) {
        result.withLock { $0 = value }
    }
}
