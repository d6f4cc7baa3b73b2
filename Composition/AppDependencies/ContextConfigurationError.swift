/// Why a bounded context cannot run with the configuration at hand. Thrown when the context is asked for
/// (``AppDependencies/movies``), not at start-up, so contexts that are configured keep working.
public enum ContextConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither `TMDB_API_TOKEN` nor `TMDB_API_KEY` is set (or both are empty).
    case missingTMDbCredential
    /// Both `TMDB_API_TOKEN` and `TMDB_API_KEY` are set. Marquee does not pick one silently: a stale variable
    /// would otherwise decide which account is used.
    case conflictingTMDbCredentials
    /// The variable holds white space or control characters inside the credential (e.g. two values pasted
    /// together), which would corrupt the request. The value itself is never shown.
    case malformedTMDbCredential(variable: String)

    /// The context that cannot run, e.g. `movies`.
    public var context: String {
        switch self {
        case .missingTMDbCredential, .conflictingTMDbCredentials, .malformedTMDbCredential: "movies"
        }
    }

    /// One line naming the variables to set; never a credential.
    public var description: String {
        switch self {
        case .missingTMDbCredential:
            "live movies need a TMDb credential: set TMDB_API_TOKEN (read access token) or TMDB_API_KEY (API key)"
        case .conflictingTMDbCredentials:
            "both TMDB_API_TOKEN and TMDB_API_KEY are set; set only one of them"
        case .malformedTMDbCredential(let variable):
            "\(variable) holds white space or control characters inside the credential; set it to the bare value"
        }
    }

    /// A short form for the credential column of the dependencies report.
    package var credentialSummary: String {
        switch self {
        case .missingTMDbCredential: "missing (set TMDB_API_TOKEN or TMDB_API_KEY)"
        case .conflictingTMDbCredentials: "conflicting (both TMDB_API_TOKEN and TMDB_API_KEY are set)"
        case .malformedTMDbCredential(let variable): "malformed (\(variable))"
        }
    }
}
