/// A page of `--help`: the overview, a command group, or one command.
enum HelpTopic: Hashable, Sendable {
    case overview
    case movies
    case moviesPopular
    case moviesSearch
    case moviesShow
    case characters
    case charactersList
    case charactersShow
    case dependencies
}
