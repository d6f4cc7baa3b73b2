import CharactersDomain
import MoviesDomain

/// What the command line asks for, once parsed: run a command, or print a help page.
public enum Invocation: Hashable, Sendable {
    /// Run `command`, writing its result in `format`.
    case run(Command, format: OutputFormat)
    /// Print the help page for `topic` and exit 0.
    case help(HelpTopic)
}

/// One thing `marquee` can do, with its arguments already validated: pages, ids and the query are the domain's value
/// types, so the use cases they go to never see an invalid one.
public enum Command: Hashable, Sendable {
    /// `movies popular [--page N]`
    case moviesPopular(page: PageNumber)
    /// `movies search QUERY [--page N]`
    case moviesSearch(query: SearchQuery, page: PageNumber)
    /// `movies show ID`
    case moviesShow(id: EntityID)
    /// `movies rate ID VALUE`: the value is a rating already, so an invalid one never reaches the service.
    case moviesRate(id: EntityID, rating: MovieRating)
    /// `movies unrate ID`
    case moviesUnrate(id: EntityID)
    /// `movies rated [--page N]`
    case moviesRated(page: PageNumber)
    /// `session new`
    case sessionNew
    /// `characters list [--page N] [filters]`
    case charactersList(page: PageNumber, filter: CharacterFilter)
    /// `characters show ID`
    case charactersShow(id: EntityID)
    /// `dependencies`
    case dependencies
}

/// How a command's result is written to standard output.
public enum OutputFormat: Hashable, Sendable {
    /// Tables and labelled fields for people.
    case text
    /// JSON for machines: keys in a fixed order, dates `yyyy-MM-dd`, instants ISO 8601 UTC.
    case json
}

/// A page of `--help`: the overview, a command group, or one command.
public enum HelpTopic: Hashable, Sendable {
    /// `marquee --help`.
    case overview
    /// `marquee movies --help`.
    case movies
    /// `marquee movies popular --help`.
    case moviesPopular
    /// `marquee movies search --help`.
    case moviesSearch
    /// `marquee movies show --help`.
    case moviesShow
    /// `marquee movies rate --help`.
    case moviesRate
    /// `marquee movies unrate --help`.
    case moviesUnrate
    /// `marquee movies rated --help`.
    case moviesRated
    /// `marquee session --help` (and `marquee session new --help`).
    case session
    /// `marquee characters --help`.
    case characters
    /// `marquee characters list --help`.
    case charactersList
    /// `marquee characters show --help`.
    case charactersShow
    /// `marquee dependencies --help`.
    case dependencies
}
