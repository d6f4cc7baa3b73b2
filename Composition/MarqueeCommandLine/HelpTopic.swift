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
    /// `marquee characters --help`.
    case characters
    /// `marquee characters list --help`.
    case charactersList
    /// `marquee characters show --help`.
    case charactersShow
    /// `marquee dependencies --help`.
    case dependencies
}
