/// One of the three routing levels, registered in a chosen order by the precedence tests.
enum RouteLevel: String, CaseIterable, Sendable {
    case exact
    case prefix
    case catchAll

    /// Every order in which the three levels can be registered (6).
    static var allOrders: [[RouteLevel]] {
        permutations(of: allCases)
    }

    private static func permutations(of levels: [RouteLevel]) -> [[RouteLevel]] {
        guard levels.count > 1 else { return [levels] }
        return levels.indices.flatMap { index in
            var rest = levels
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }
}
