import CharactersDomain

/// One thing `marquee` can do, with its arguments already validated.
public enum Command: Hashable, Sendable {
    /// `movies popular [--page N]`
    case moviesPopular(page: Int)
    /// `movies search QUERY [--page N]`
    case moviesSearch(query: String, page: Int)
    /// `movies show ID`
    case moviesShow(id: Int)
    /// `characters list [--page N] [filters]`
    case charactersList(page: Int, filter: CharacterFilter)
    /// `characters show ID`
    case charactersShow(id: Int)
    /// `dependencies`
    case dependencies
}
