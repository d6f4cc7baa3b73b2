#if UITesting
    /// A visitor's list as a scenario brings it, in its data kind `watchlists`:
    /// `{"id": "Vq3xP0", "movies": [550, 13]}` (the visitor by its id, movie ids in the order first added). A list
    /// the service could not hold (an id out of range, a movie twice, more than ``Watchlist/capacity``) does not
    /// read, so the scenario is refused naming the item.
    struct WatchlistSeed: Codable, Hashable, Sendable {
        /// The visitor, which is the item's id.
        let id: VisitorID
        /// The movies, in the order first added.
        let movies: [Int]

        init(id: VisitorID, movies: [Int]) {
            self.id = id
            self.movies = movies
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(VisitorID.self, forKey: .id)
            movies = try container.decode([Int].self, forKey: .movies)
            guard movies.allSatisfy(Watchlist.movieIDs.contains), Set(movies).count == movies.count,
                movies.count <= Watchlist.capacity
            else {
                throw DecodingError.dataCorruptedError(
                    forKey: .movies, in: container,
                    debugDescription: "at most \(Watchlist.capacity) distinct movie ids, each 1 to \(Int32.max)")
            }
        }
    }
#endif
