/// `/`: the popular movies (template `movie-list`).
struct MovieListPage: Sendable {
    let documentTitle = "Popular movies"
    let screen = "movieList"
    let isMoviesSection = true
    let isCharactersSection = false
    let query = ""
    let error: ErrorStateView?
    let isEmpty: Bool
    let hasRows: Bool
    let rows: [MovieRowView]
    let paging: PagingView?
}
