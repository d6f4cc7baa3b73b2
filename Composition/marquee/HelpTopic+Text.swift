import MarqueeCommandLine

extension HelpTopic {
    /// The help page, ending with a newline. `scenarioPresets` are the stub scenarios this build knows (none
    /// when it was built without the UITesting trait).
    func text(scenarioPresets: [String]) -> String {
        switch self {
        case .overview: Self.overview(scenarioPresets: scenarioPresets)
        case .movies:
            """
            Usage: marquee [launch options] movies <command> [options]

            Commands:
              popular [--page N]        Currently popular movies
              search QUERY [--page N]   Movies whose title matches QUERY
              show ID                   One movie: tagline, release date, runtime, genres, overview,
                                        director(s), top cast, poster URL
              rate ID VALUE             Rate a movie 0.5 to 10 in steps of 0.5 (replaces your last rating)
              unrate ID                 Take your rating of a movie back
              rated [--page N]          The movies you rated, with your ratings

            Live, the movies commands need TMDB_API_TOKEN or TMDB_API_KEY, and rate, unrate and rated also
            TMDB_GUEST_SESSION_ID (from 'marquee session new'); with -uitest they need nothing.
            Run 'marquee movies <command> --help' for details.

            """
        case .moviesPopular:
            """
            Usage: marquee [launch options] movies popular [--page N] [--json]

            Lists the currently popular movies: title, year, rating and id, 20 a page.

            Options:
              --page N   The page, 1 through 500 (default 1)
              --json     Print JSON instead of a table

            """
        case .moviesSearch:
            """
            Usage: marquee [launch options] movies search QUERY [--page N] [--json]

            Lists the movies whose title matches QUERY (several words are joined with spaces; put '--' before a
            query that starts with '-').

            Options:
              --page N   The page, 1 through 500 (default 1)
              --json     Print JSON instead of a table

            """
        case .moviesShow:
            """
            Usage: marquee [launch options] movies show ID [--json]

            Shows one movie: title, tagline, release date, runtime, genres, rating, director(s), poster URL,
            overview and top cast. ID is TMDb's movie id, e.g. 550.

            Options:
              --json     Print JSON (with the full cast and crew) instead of text

            """
        case .moviesRate:
            """
            Usage: marquee [launch options] movies rate ID VALUE [--json]

            Rates a movie in your guest session's name: VALUE is 0.5 to 10 in steps of 0.5 (8, 8.5). Rating a
            movie again replaces your last rating; the answer says which. An invalid VALUE is refused before
            anything is sent (exit status 2).

            Live it needs TMDB_GUEST_SESSION_ID: run 'marquee session new' and export what it prints.

            Options:
              --json     Print JSON instead of text

            """
        case .moviesUnrate:
            """
            Usage: marquee [launch options] movies unrate ID [--json]

            Takes your rating of a movie back; a movie you did not rate is left as it is.

            Live it needs TMDB_GUEST_SESSION_ID: run 'marquee session new' and export what it prints.

            Options:
              --json     Print JSON instead of text

            """
        case .moviesRated:
            """
            Usage: marquee [launch options] movies rated [--page N] [--json]

            Lists the movies your guest session rated: title, year, your rating and id, 20 a page.

            Live it needs TMDB_GUEST_SESSION_ID: run 'marquee session new' and export what it prints.

            Options:
              --page N   The page, 1 through 500 (default 1)
              --json     Print JSON instead of a table

            """
        case .session:
            """
            Usage: marquee [launch options] session new [--json]

            Opens a new TMDb guest session and prints its id alone on standard output: the one place marquee
            ever shows it. It is a credential (whoever holds it rates in its name) and TMDb expires it. Keep it in
            TMDB_GUEST_SESSION_ID for 'marquee movies rate', 'unrate' and 'rated':

              export TMDB_GUEST_SESSION_ID="$(marquee session new)"

            Options:
              --json     Print {"guestSessionID": "…"} instead

            """
        case .characters:
            """
            Usage: marquee [launch options] characters <command> [options]

            Commands:
              list [--page N] [--name S] [--status S] [--species S] [--type S] [--gender S]
                                        Characters, optionally filtered
              show ID                   One character and the episodes it appears in

            Run 'marquee characters <command> --help' for details.

            """
        case .charactersList:
            """
            Usage: marquee [launch options] characters list [options] [--json]

            Lists characters: id, name, status and species, 20 a page.

            Options:
              --page N       The page, from 1 (default 1)
              --name S       Part of the name, any case
              --status S     alive, dead or unknown
              --species S    Part of the species, any case
              --type S       Part of the sub-type, any case
              --gender S     female, male, genderless or unknown
              --json         Print JSON instead of a table

            A value that starts with '-' goes after '=': --name=-x.

            """
        case .charactersShow:
            """
            Usage: marquee [launch options] characters show ID [--json]

            Shows one character (status, species, type, gender, origin and last known location with their type
            and dimension, image, creation instant in UTC) and its episodes with their codes and air dates.

            Options:
              --json     Print JSON instead of text

            """
        case .dependencies:
            """
            Usage: marquee [launch options] dependencies [--json]

            Prints which implementation backs each port: live (the production HTTP adapter, its base URL and the
            kind of credential it sends, never the credential itself) or stub (and the scenario it simulates).

            Options:
              --json     Print JSON instead of a table

            """
        }
    }

    private static func overview(scenarioPresets: [String]) -> String {
        let presets =
            scenarioPresets.isEmpty
            ? ["none: this build has no stub modules (built without the UITesting trait)"]
            : wrapped(scenarioPresets, width: 62)
        let presetLines = presets.enumerated().map { index, line in
            String(repeating: " ", count: 28) + (index == 0 ? "Presets: " : "         ") + line
        }.joined(separator: "\n")
        return """
            marquee: popular movies (TMDb) and Rick and Morty characters, on live services or on stubs.

            Usage: marquee [-uitest [-uitest-scenario S]] <command> [options] [--json]

            Commands:
              movies popular [--page N]       Currently popular movies
              movies search QUERY [--page N]  Movies whose title matches QUERY
              movies show ID                  One movie with its credits and poster
              movies rate ID VALUE            Rate a movie 0.5 to 10 in steps of 0.5
              movies unrate ID                Take your rating of a movie back
              movies rated [--page N]         The movies you rated
              session new                     Open a TMDb guest session; prints its id
              characters list [--page N] [--name S] [--status S] [--species S] [--type S] [--gender S]
                                              Characters, optionally filtered
              characters show ID              One character and the episodes it appears in
              dependencies                    Which implementation backs each port (live or stub)

            Options (any command):
              --json                    Print JSON (stable key order) instead of text
              --help, -h                Help for marquee or for a command, e.g. 'marquee movies show --help'
              --                        Ends the options: 'marquee movies search -- -x' searches for -x

            Launch options:
              -uitest                   Back every port with deterministic stubs: no network, no credentials.
                                        Spelled exactly so; near-misses such as --uitest are refused.
              -uitest-scenario S        With -uitest: a preset, inline JSON, or @path/to/scenario.json
            \(presetLines)

            Environment:
              TMDB_API_TOKEN            TMDb read access token (bearer); live movies need it or TMDB_API_KEY
              TMDB_API_KEY              TMDb API key; set only one of the two
              TMDB_GUEST_SESSION_ID     Your guest session ('marquee session new'): rate, unrate and rated
                                        need it live
              API_BASE_URL              Sends both APIs to this scheme, host and port (e.g. a stub server)
              TMDB_API_BASE_URL         The whole TMDb base URL (default https://api.themoviedb.org/3)
              RICK_AND_MORTY_API_BASE_URL
                                        The whole Rick and Morty base URL
                                        (default https://rickandmortyapi.com/api)
              UITEST_SCENARIO           Like -uitest-scenario; the argument wins

            Exit status: 0 done; 1 the service failed (not found, unauthorized, unavailable, rate limited,
            unreadable answer), movies lack a credential or a guest session, or the output could not be written;
            2 usage error
            (the message says which).

            """
    }

    /// `words` joined with `, ` into lines of at most `width` characters (a longer word gets a line of its own).
    private static func wrapped(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for (index, word) in words.enumerated() {
            let item = word + (index == words.count - 1 ? "" : ",")
            if line.isEmpty {
                line = item
            } else if line.count + 1 + item.count <= width {
                line += " " + item
            } else {
                lines.append(line)
                line = item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
