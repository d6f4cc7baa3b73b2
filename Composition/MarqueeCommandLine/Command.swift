import CharactersDomain
import MoviesDomain

/// One thing `marquee` can do, with its arguments already validated: pages, ids and the query are the domain's value
/// types, so the use cases they go to never see an invalid one.
public enum Command: Hashable, Sendable {
    /// `movies popular [--page N]`
    case moviesPopular(page: PageNumber)
    /// `movies search QUERY [--page N]`
    case moviesSearch(query: SearchQuery, page: PageNumber)
    /// `movies show ID`
    case moviesShow(id: EntityID)
    /// `characters list [--page N] [filters]`
    case charactersList(page: PageNumber, filter: CharacterFilter)
    /// `characters show ID`
    case charactersShow(id: EntityID)
    /// `dependencies`
    case dependencies
}
