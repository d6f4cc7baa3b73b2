import Hummingbird
import MarqueeServiceInput

/// A request's path and query parameters, read strictly by ``QueryParameters`` (the rules, free of Hummingbird
/// types so `Fuzz/` reaches them): an unknown or repeated query parameter, a number that is not a whole number, or
/// a value outside its set is a 400 ``Problem`` naming the parameter. Range checks that belong to a use case (page
/// limits, empty queries) are left to it, so the rules live in one place.
struct RequestParameters {
    private let context: BasicRequestContext
    private let query: QueryParameters

    /// Reads `request`'s query; refuses any parameter not in `allowed`, and any given twice.
    init(_ request: Request, context: BasicRequestContext, allowed: Set<String>) throws(Problem) {
        self.context = context
        do {
            query = try QueryParameters(
                request.uri.queryParameters.map { (String($0.key), String($0.value)) }, allowed: allowed)
        } catch {
            throw Problem(error)
        }
    }

    /// The query parameter `name`, or `nil` when absent.
    func text(_ name: String) -> String? {
        query.text(name)
    }

    /// The query parameter `name` as a whole number; `defaultValue` when absent.
    func integer(_ name: String, default defaultValue: Int) throws(Problem) -> Int {
        do { return try query.integer(name, default: defaultValue) } catch { throw Problem(error) }
    }

    /// The path parameter `name` (e.g. `id`) as a whole number.
    func pathInteger(_ name: String) throws(Problem) -> Int {
        guard let text = context.parameters.get(name) else {
            throw .invalidParameter(name, "\(name) is missing")
        }
        do { return try QueryParameters.wholeNumber(text, parameter: name) } catch { throw Problem(error) }
    }

    /// The query parameter `name` as a value of `Value`, matched case-insensitively; `nil` when absent.
    func choice<Value: RawRepresentable & CaseIterable>(_ name: String, as type: Value.Type) throws(Problem) -> Value?
    where Value.RawValue == String {
        do { return try query.choice(name, as: type) } catch { throw Problem(error) }
    }
}
