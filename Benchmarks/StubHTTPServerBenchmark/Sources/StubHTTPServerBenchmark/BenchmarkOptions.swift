/// Command-line options: `--connections N --requests N --warmup N --client raw|urlsession`.
struct BenchmarkOptions: Sendable {
    var connections = 8
    var requests = 100_000
    var warmup = 5_000
    var client = BenchmarkClient.raw

    static let usage = """
        usage: StubHTTPServerBenchmark [--connections N] [--requests N] [--warmup N] [--client raw|urlsession]
          --connections  concurrent keep-alive clients (default 8)
          --requests     measured requests in total (default 100000)
          --warmup       requests before measuring (default 5000)
          --client       raw: blocking sockets, one thread per client (measures the server);
                         urlsession: URLSession data tasks (measures what tests see)
        """

    /// Parses `arguments` (without the program name); `nil` when they are invalid.
    static func parse(_ arguments: [String]) -> BenchmarkOptions? {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            guard let value = remaining.popFirst() else { return nil }
            switch flag {
            case "--connections":
                guard let number = Int(value), number > 0 else { return nil }
                options.connections = number
            case "--requests":
                guard let number = Int(value), number > 0 else { return nil }
                options.requests = number
            case "--warmup":
                guard let number = Int(value), number >= 0 else { return nil }
                options.warmup = number
            case "--client":
                guard let client = BenchmarkClient(rawValue: value) else { return nil }
                options.client = client
            default:
                return nil
            }
        }
        return options
    }
}
