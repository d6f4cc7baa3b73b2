/// An `application/problem+json` document as the service writes it.
struct ProblemBody: Decodable, Hashable {
    let type: String
    let title: String
    let status: Int
    let detail: String
    let instance: String
    let parameter: String?
}
