import Foundation
import MoviesDomain

extension StubMovieData {
    /// Well-known films with their real TMDb ids, titles, release dates (TMDb's primary date), runtimes, IMDb ids,
    /// genres and principal cast and director. Fight Club (550) and Catch Me If You Can (640) carry TMDb's recorded
    /// values (Fight Club's credits with their real credit ids); vote figures of the others are rounded snapshots.
    static let classics: [StubMovieRecord] = [
        StubMovieRecord(
            movie: Movie(
                id: 550, title: "Fight Club", originalTitle: "Fight Club",
                originalLanguage: "en",
                overview:
                    "A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression into a shocking new form of therapy. Their concept catches on, with underground \"fight clubs\" forming in every town, until an eccentric gets in the way and ignites an out-of-control spiral toward oblivion.",
                tagline: "Mischief. Mayhem. Soap.", releaseDate: date(1999, 10, 15), runtimeMinutes: 139,
                genres: genres(18, 53, 35), status: "Released",
                homepage: url("http://www.foxmovies.com/movies/fight-club"),
                imdbID: "tt0137523", budget: 63000000, revenue: 100853753,
                posterPath: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg", backdropPath: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg",
                voteAverage: 8.433, voteCount: 26279),
            castMembers: [
                CastMember(
                    creditID: "52fe4250c3a36847f80149f3", personID: 819, name: "Edward Norton",
                    character: "The Narrator", order: 0, profilePath: "/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg"),
                CastMember(
                    creditID: "52fe4250c3a36847f80149f7", personID: 287, name: "Brad Pitt",
                    character: "Tyler Durden", order: 1, profilePath: "/huV2cdcolEUwJy37QvH914vup7d.jpg"),
                CastMember(
                    creditID: "631f0de8bd32090082733691", personID: 1283, name: "Helena Bonham Carter",
                    character: "Marla Singer", order: 2, profilePath: "/DDeITcCpnBd0CkAIRPhggy9bt5.jpg"),
                CastMember(
                    creditID: "52fe4250c3a36847f80149ff", personID: 7470, name: "Meat Loaf",
                    character: "Robert \"Bob\" Paulson", order: 3, profilePath: "/7gKLR1u46OB8WJ6m06LemNBCMx6.jpg"),
                CastMember(
                    creditID: "631f0e29ce9e91007f757d86", personID: 7499, name: "Jared Leto",
                    character: "Angel Face", order: 4, profilePath: "/ca3x0OfIKbJppZh8S1Alx3GfUZO.jpg"),
            ],
            crewMembers: [
                CrewMember(
                    creditID: "631f0289568463007bbe28a5", personID: 7467, name: "David Fincher", job: "Director",
                    department: "Directing", profilePath: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg"),
                CrewMember(
                    creditID: "52fe4250c3a36847f8014a4d", personID: 7468, name: "Chuck Palahniuk", job: "Novel",
                    department: "Writing", profilePath: "/r8WZhWea6RXCNO7HXvvB4lWYxzu.jpg"),
                CrewMember(
                    creditID: "56380f0cc3a3681b5c0200be", personID: 7469, name: "Jim Uhls", job: "Screenplay",
                    department: "Writing", profilePath: "/eJPUwP933EiwEWqxEBzPv6Xf0nC.jpg"),
                CrewMember(
                    creditID: "52fe4250c3a36847f8014a23", personID: 7479, name: "Jeff Cronenweth",
                    job: "Director of Photography",
                    department: "Camera", profilePath: "/93Mn7WPDJjAEVvDv2J39RhzlnEE.jpg"),
                CrewMember(
                    creditID: "52fe4250c3a36847f8014a11", personID: 1254, name: "Art Linson", job: "Producer",
                    department: "Production", profilePath: "/gZbaXFTQCSWCq6vzE817NXIA4zC.jpg"),
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 640, title: "Catch Me If You Can", originalTitle: "Catch Me If You Can",
                originalLanguage: "en",
                overview:
                    "A true story about Frank Abagnale Jr. who, before his 19th birthday, successfully conned millions of dollars worth of checks as a Pan Am pilot, doctor, and legal prosecutor. An FBI agent makes it his mission to put him behind bars. But Frank not only eludes capture, he revels in the pursuit.",
                tagline: "The true story of a real fake.", releaseDate: date(2002, 12, 25), runtimeMinutes: 141,
                genres: genres(18, 80), status: "Released", homepage: nil,
                imdbID: "tt0264464", budget: 52000000, revenue: 352114312,
                posterPath: "/ctjEj2xM32OvBXCq8zAdK3ZrsAj.jpg", backdropPath: "/rwcEaZghpbt6mV0lRQ9ymz5oM9B.jpg",
                voteAverage: 7.9, voteCount: 11242),
            cast: [
                (6193, "Leonardo DiCaprio", "Frank Abagnale Jr."),
                (31, "Tom Hanks", "Carl Hanratty"),
                (4690, "Christopher Walken", "Frank Abagnale"),
                (8349, "Martin Sheen", "Roger Strong"),
                (9273, "Amy Adams", "Brenda Strong"),
            ],
            crew: [
                (488, "Steven Spielberg", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 278, title: "The Shawshank Redemption", originalTitle: "The Shawshank Redemption",
                originalLanguage: "en",
                overview:
                    "Framed in the 1940s for the double murder of his wife and her lover, upstanding banker Andy Dufresne begins a new life at the Shawshank prison, where he puts his accounting skills to work for an amoral warden. During his long stretch in prison, Dufresne comes to be admired by the other inmates -- including an older prisoner named Red -- for his integrity and unquenchable sense of hope.",
                tagline: "Fear can hold you prisoner. Hope can set you free.", releaseDate: date(1994, 9, 23),
                runtimeMinutes: 142,
                genres: genres(18, 80), status: "Released", homepage: nil,
                imdbID: "tt0111161", budget: 25000000, revenue: 28341469,
                posterPath: "/q6y0Go1tsGEsmtFryDOJo3dEmqu.jpg", backdropPath: "/kXfqcdQKsToO0OUXHcrrNCHDBzO.jpg",
                voteAverage: 8.7, voteCount: 21554),
            cast: [
                (504, "Tim Robbins", "Andy Dufresne"),
                (192, "Morgan Freeman", "Ellis Boyd 'Red' Redding"),
                (4029, "Bob Gunton", "Warden Samuel Norton"),
                (6573, "William Sadler", "Heywood"),
                (6574, "Clancy Brown", "Captain Byron T. Hadley"),
            ],
            crew: [
                (4027, "Frank Darabont", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 238, title: "The Godfather", originalTitle: "The Godfather",
                originalLanguage: "en",
                overview:
                    "Spanning the years 1945 to 1955, a chronicle of the fictional Italian-American Corleone crime family. When organized crime family patriarch, Vito Corleone barely survives an attempt on his life, his youngest son, Michael steps in to take care of the would-be killers, launching a campaign of bloody revenge.",
                tagline: "An offer you can't refuse.", releaseDate: date(1972, 3, 14), runtimeMinutes: 175,
                genres: genres(18, 80), status: "Released", homepage: nil,
                imdbID: "tt0068646", budget: 6000000, revenue: 245066411,
                posterPath: "/eEslKSwcqmiNS6va24Pbxf2UKmJ.jpg", backdropPath: "/rSPw7tgCH9c6NqICZef4kZjFOQ5.jpg",
                voteAverage: 8.7, voteCount: 15490),
            cast: [
                (3084, "Marlon Brando", "Don Vito Corleone"),
                (1158, "Al Pacino", "Michael Corleone"),
                (3085, "James Caan", "Sonny Corleone"),
                (3087, "Robert Duvall", "Tom Hagen"),
                (3092, "Diane Keaton", "Kay Adams"),
            ],
            crew: [
                (1776, "Francis Ford Coppola", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 155, title: "The Dark Knight", originalTitle: "The Dark Knight",
                originalLanguage: "en",
                overview:
                    "Batman raises the stakes in his war on crime. With the help of Lt. Jim Gordon and District Attorney Harvey Dent, Batman sets out to dismantle the remaining criminal organizations that plague the streets. The partnership proves to be effective, but they soon find themselves prey to a reign of chaos unleashed by a rising criminal mastermind known to the terrified citizens of Gotham as the Joker.",
                tagline: "Welcome to a world without rules.", releaseDate: date(2008, 7, 16), runtimeMinutes: 152,
                genres: genres(18, 28, 80, 53), status: "Released", homepage: nil,
                imdbID: "tt0468569", budget: nil, revenue: nil,
                posterPath: "/qJ2tW6WMUDux911r6m7haRef0WH.jpg", backdropPath: nil,
                voteAverage: 8.5, voteCount: 30000),
            cast: [
                (3894, "Christian Bale", "Bruce Wayne"),
                (1810, "Heath Ledger", "Joker"),
                (6383, "Aaron Eckhart", "Harvey Dent"),
                (3895, "Michael Caine", "Alfred"),
                (64, "Gary Oldman", "James Gordon"),
            ],
            crew: [
                (525, "Christopher Nolan", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 680, title: "Pulp Fiction", originalTitle: "Pulp Fiction",
                originalLanguage: "en",
                overview:
                    "A burger-loving hit man, his philosophical partner, a drug-addled gangster's moll and a washed-up boxer converge in this sprawling, comedic crime caper. Their adventures unfurl in three stories that ingeniously trip back and forth in time.",
                tagline: "Just because you are a character doesn't mean you have character.",
                releaseDate: date(1994, 9, 10), runtimeMinutes: 154,
                genres: genres(53, 80), status: "Released", homepage: nil,
                imdbID: "tt0110912", budget: nil, revenue: nil,
                posterPath: "/d5iIlFn5s0ImszYzBPb8JPIfbXD.jpg", backdropPath: nil,
                voteAverage: 8.5, voteCount: 25600),
            cast: [
                (8891, "John Travolta", "Vincent Vega"),
                (2231, "Samuel L. Jackson", "Jules Winnfield"),
                (139, "Uma Thurman", "Mia Wallace"),
                (62, "Bruce Willis", "Butch Coolidge"),
            ],
            crew: [
                (138, "Quentin Tarantino", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 13, title: "Forrest Gump", originalTitle: "Forrest Gump",
                originalLanguage: "en",
                overview:
                    "A man with a low IQ has accomplished great things in his life and been present during significant historic events—in each case, far exceeding what anyone imagined he could do. But despite all he has achieved, his one true love eludes him.",
                tagline: "The world will never be the same once you've seen it through the eyes of Forrest Gump.",
                releaseDate: date(1994, 6, 23), runtimeMinutes: 142,
                genres: genres(35, 18, 10749), status: "Released", homepage: nil,
                imdbID: "tt0109830", budget: nil, revenue: nil,
                posterPath: "/arw2vcBveWOVZr6pxd9XTd1TdQa.jpg", backdropPath: nil,
                voteAverage: 8.5, voteCount: 24800),
            cast: [
                (31, "Tom Hanks", "Forrest Gump"),
                (32, "Robin Wright", "Jenny Curran"),
                (33, "Gary Sinise", "Lieutenant Dan Taylor"),
                (34, "Mykelti Williamson", "Bubba Blue"),
                (35, "Sally Field", "Mrs. Gump"),
            ],
            crew: [
                (24, "Robert Zemeckis", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 27205, title: "Inception", originalTitle: "Inception",
                originalLanguage: "en",
                overview:
                    "Cobb, a skilled thief who commits corporate espionage by infiltrating the subconscious of his targets is offered a chance to regain his old life as payment for a task considered to be impossible: \"inception\", the implantation of another person's idea into a target's subconscious.",
                tagline: "Your mind is the scene of the crime.", releaseDate: date(2010, 7, 15), runtimeMinutes: 148,
                genres: genres(28, 878, 12), status: "Released", homepage: nil,
                imdbID: "tt1375666", budget: nil, revenue: nil,
                posterPath: "/9gk7adHYeDvHkCSEqAvQNLV5Uge.jpg", backdropPath: "/s3TBrRGB1iav7gFOCNx3H31MoES.jpg",
                voteAverage: 8.4, voteCount: 33900),
            cast: [
                (6193, "Leonardo DiCaprio", "Dom Cobb"),
                (24045, "Joseph Gordon-Levitt", "Arthur"),
                (3899, "Ken Watanabe", "Saito"),
                (2524, "Tom Hardy", "Eames"),
                (27578, "Elliot Page", "Ariadne"),
            ],
            crew: [
                (525, "Christopher Nolan", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 603, title: "The Matrix", originalTitle: "The Matrix",
                originalLanguage: "en",
                overview:
                    "Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a group of underground insurgents fighting the vast and powerful computers who now rule the earth.",
                tagline: "Welcome to the Real World.", releaseDate: date(1999, 3, 30), runtimeMinutes: 136,
                genres: genres(28, 878), status: "Released", homepage: nil,
                imdbID: "tt0133093", budget: nil, revenue: nil,
                posterPath: "/f89U3ADr1oiB1s9GkdPOEpXUk5H.jpg", backdropPath: nil,
                voteAverage: 8.2, voteCount: 23700),
            cast: [
                (6384, "Keanu Reeves", "Thomas A. Anderson / Neo"),
                (2975, "Laurence Fishburne", "Morpheus"),
                (530, "Carrie-Anne Moss", "Trinity"),
                (1331, "Hugo Weaving", "Agent Smith"),
            ],
            crew: [
                (9339, "Lana Wachowski", "Director", "Directing"),
                (9340, "Lilly Wachowski", "Director", "Directing"),
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 157336, title: "Interstellar", originalTitle: "Interstellar",
                originalLanguage: "en",
                overview:
                    "The adventures of a group of explorers who make use of a newly discovered wormhole to surpass the limitations on human space travel and conquer the vast distances involved in an interstellar voyage.",
                tagline: "Mankind was born on Earth. It was never meant to die here.", releaseDate: date(2014, 11, 5),
                runtimeMinutes: 169,
                genres: genres(12, 18, 878), status: "Released", homepage: nil,
                imdbID: "tt0816692", budget: nil, revenue: nil,
                posterPath: "/gEU2QniE6E77NI6lCU6MxlNBvIx.jpg", backdropPath: nil,
                voteAverage: 8.4, voteCount: 32000),
            cast: [
                (10297, "Matthew McConaughey", "Cooper"),
                (1813, "Anne Hathaway", "Brand"),
                (83002, "Jessica Chastain", "Murph"),
                (3895, "Michael Caine", "Professor Brand"),
            ],
            crew: [
                (525, "Christopher Nolan", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 329, title: "Jurassic Park", originalTitle: "Jurassic Park",
                originalLanguage: "en",
                overview:
                    "A wealthy entrepreneur secretly creates a theme park featuring living dinosaurs drawn from prehistoric DNA. Before opening day, he invites a team of experts and his two eager grandchildren to experience the park and help calm anxious investors. However, the park is anything but amusing as the security systems go off-line and the dinosaurs escape.",
                tagline: "An adventure 65 million years in the making.", releaseDate: date(1993, 6, 11),
                runtimeMinutes: 127,
                genres: genres(12, 878), status: "Released", homepage: nil,
                imdbID: "tt0107290", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 7.9, voteCount: 15000),
            cast: [
                (4783, "Sam Neill", "Alan Grant"),
                (4784, "Laura Dern", "Ellie Sattler"),
                (4785, "Jeff Goldblum", "Ian Malcolm"),
                (4786, "Richard Attenborough", "John Hammond"),
            ],
            crew: [
                (488, "Steven Spielberg", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 11, title: "Star Wars", originalTitle: "Star Wars",
                originalLanguage: "en",
                overview:
                    "Princess Leia is captured and held hostage by the evil Imperial forces in their effort to take over the galactic Empire. Venturesome Luke Skywalker and dashing captain Han Solo team together with the loveable robot duo R2-D2 and C-3PO to rescue the beautiful princess and restore peace and justice in the Empire.",
                tagline: "A long time ago in a galaxy far, far away...", releaseDate: date(1977, 5, 25),
                runtimeMinutes: 121,
                genres: genres(12, 28, 878), status: "Released", homepage: nil,
                imdbID: "tt0076759", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 8.2, voteCount: 19500),
            cast: [
                (2, "Mark Hamill", "Luke Skywalker"),
                (3, "Harrison Ford", "Han Solo"),
                (4, "Carrie Fisher", "Princess Leia Organa"),
                (5, "Peter Cushing", "Grand Moff Tarkin"),
            ],
            crew: [
                (1, "George Lucas", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 98, title: "Gladiator", originalTitle: "Gladiator",
                originalLanguage: "en",
                overview:
                    "In the year 180, the death of emperor Marcus Aurelius throws the Roman Empire into chaos. Maximus is one of the Roman army's most capable and trusted generals and a key advisor to the emperor. As Marcus' devious son Commodus ascends to the throne, Maximus is set to be executed. He escapes, but is too late to save his family. When he is sold as a slave and trained as a gladiator, he vows revenge.",
                tagline: nil, releaseDate: date(2000, 5, 1), runtimeMinutes: 155,
                genres: genres(28, 18, 12), status: "Released", homepage: nil,
                imdbID: "tt0172495", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 8.2, voteCount: 17000),
            cast: [
                (934, "Russell Crowe", "Maximus"),
                (73421, "Joaquin Phoenix", "Commodus"),
                (935, "Connie Nielsen", "Lucilla"),
            ],
            crew: [
                (578, "Ridley Scott", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 807, title: "Se7en", originalTitle: "Se7en",
                originalLanguage: "en",
                overview:
                    "Two homicide detectives are on a desperate hunt for a serial killer whose crimes are based on the \"seven deadly sins\" in this dark and haunting film that takes viewers from the tortured remains of one victim to the next.",
                tagline: "Seven deadly sins. Seven ways to die.", releaseDate: date(1995, 9, 22), runtimeMinutes: 127,
                genres: genres(80, 9648, 53), status: "Released", homepage: nil,
                imdbID: "tt0114369", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 8.4, voteCount: 19300),
            cast: [
                (287, "Brad Pitt", "David Mills"),
                (192, "Morgan Freeman", "William Somerset"),
                (12052, "Gwyneth Paltrow", "Tracy Mills"),
            ],
            crew: [
                (7467, "David Fincher", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 769, title: "GoodFellas", originalTitle: "GoodFellas",
                originalLanguage: "en",
                overview:
                    "The true story of Henry Hill, a half-Irish, half-Sicilian Brooklyn kid who is adopted by neighbourhood gangsters at an early age and climbs the ranks of a Mafia family under the guidance of Jimmy Conway.",
                tagline: "Three Decades of Life in the Mafia.", releaseDate: date(1990, 9, 12), runtimeMinutes: 145,
                genres: genres(18, 80), status: "Released", homepage: nil,
                imdbID: "tt0099685", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 8.5, voteCount: 11700),
            cast: [
                (380, "Robert De Niro", "James Conway"),
                (11477, "Ray Liotta", "Henry Hill"),
                (4517, "Joe Pesci", "Tommy DeVito"),
                (11478, "Lorraine Bracco", "Karen Hill"),
            ],
            crew: [
                (1032, "Martin Scorsese", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 105, title: "Back to the Future", originalTitle: "Back to the Future",
                originalLanguage: "en",
                overview:
                    "Eighties teenager Marty McFly is accidentally sent back in time to 1955, inadvertently disrupting his parents' first meeting and attracting his mother's romantic interest. Marty must repair the damage to history by rekindling his parents' romance and - with the help of his eccentric inventor friend Doc Brown - return to 1985.",
                tagline: "He's the only kid ever to get into trouble before he was born.",
                releaseDate: date(1985, 7, 3), runtimeMinutes: 116,
                genres: genres(12, 35, 878), status: "Released", homepage: nil,
                imdbID: "tt0088763", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 8.3, voteCount: 18600),
            cast: [
                (521, "Michael J. Fox", "Marty McFly"),
                (1062, "Christopher Lloyd", "Dr. Emmett Brown"),
                (1063, "Lea Thompson", "Lorraine Baines"),
                (1064, "Crispin Glover", "George McFly"),
            ],
            crew: [
                (24, "Robert Zemeckis", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 120, title: "The Lord of the Rings: The Fellowship of the Ring",
                originalTitle: "The Lord of the Rings: The Fellowship of the Ring",
                originalLanguage: "en",
                overview:
                    "Young hobbit Frodo Baggins, after inheriting a mysterious ring from his uncle Bilbo, must leave his home in order to keep it from falling into the hands of its evil creator. Along the way, a fellowship is formed to protect the ringbearer and make sure that the ring arrives at its final destination: Mt. Doom, the only place where it can be destroyed.",
                tagline: "One ring to rule them all.", releaseDate: date(2001, 12, 18), runtimeMinutes: 179,
                genres: genres(12, 14, 28), status: "Released", homepage: nil,
                imdbID: "tt0120737", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 8.4, voteCount: 23500),
            cast: [
                (109, "Elijah Wood", "Frodo Baggins"),
                (1327, "Ian McKellen", "Gandalf"),
                (110, "Viggo Mortensen", "Aragorn"),
                (1328, "Sean Astin", "Samwise Gamgee"),
            ],
            crew: [
                (108, "Peter Jackson", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 122, title: "The Lord of the Rings: The Return of the King",
                originalTitle: "The Lord of the Rings: The Return of the King",
                originalLanguage: "en",
                overview:
                    "Aragorn is revealed as the heir to the ancient kings as he, Gandalf and the other members of the broken fellowship struggle to save Gondor from Sauron's forces. Meanwhile, Frodo and Sam take the ring closer to the heart of Mordor, the dark lord's realm.",
                tagline: "The eye of the enemy is moving.", releaseDate: date(2003, 12, 1), runtimeMinutes: 201,
                genres: genres(12, 14, 28), status: "Released", homepage: nil,
                imdbID: "tt0167260", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 8.5, voteCount: 22000),
            cast: [
                (109, "Elijah Wood", "Frodo Baggins"),
                (1327, "Ian McKellen", "Gandalf"),
                (110, "Viggo Mortensen", "Aragorn"),
                (1328, "Sean Astin", "Samwise Gamgee"),
            ],
            crew: [
                (108, "Peter Jackson", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 24428, title: "The Avengers", originalTitle: "The Avengers",
                originalLanguage: "en",
                overview:
                    "When an unexpected enemy emerges and threatens global safety and security, Nick Fury, director of the international peacekeeping agency known as S.H.I.E.L.D., finds himself in need of a team to pull the world back from the brink of disaster. Spanning the globe, a daring recruitment effort begins!",
                tagline: "Some assembly required.", releaseDate: date(2012, 4, 25), runtimeMinutes: 143,
                genres: genres(878, 28, 12), status: "Released", homepage: nil,
                imdbID: "tt0848228", budget: nil, revenue: nil,
                posterPath: "/RYMX2wcKCBAr24UyPD7xwmjaTn.jpg", backdropPath: nil,
                voteAverage: 7.7, voteCount: 29000),
            cast: [
                (3223, "Robert Downey Jr.", "Tony Stark / Iron Man"),
                (16828, "Chris Evans", "Steve Rogers / Captain America"),
                (103, "Mark Ruffalo", "Bruce Banner / The Hulk"),
                (74568, "Chris Hemsworth", "Thor"),
                (1245, "Scarlett Johansson", "Natasha Romanoff / Black Widow"),
            ],
            crew: [
                (12891, "Joss Whedon", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 299534, title: "Avengers: Endgame", originalTitle: "Avengers: Endgame",
                originalLanguage: "en",
                overview:
                    "After the devastating events of Avengers: Infinity War, the universe is in ruins due to the efforts of the Mad Titan, Thanos. With the help of remaining allies, the Avengers must assemble once more in order to undo Thanos' actions and restore order to the universe once and for all, no matter what consequences may be in store.",
                tagline: "Avenge the fallen.", releaseDate: date(2019, 4, 24), runtimeMinutes: 181,
                genres: genres(12, 878, 28), status: "Released", homepage: nil,
                imdbID: "tt4154796", budget: nil, revenue: nil,
                posterPath: "/or06FN3Dka5tukK1e9sl16pB3iy.jpg", backdropPath: nil,
                voteAverage: 8.3, voteCount: 23500),
            cast: [
                (3223, "Robert Downey Jr.", "Tony Stark / Iron Man"),
                (16828, "Chris Evans", "Steve Rogers / Captain America"),
                (103, "Mark Ruffalo", "Bruce Banner / Hulk"),
                (74568, "Chris Hemsworth", "Thor"),
                (1245, "Scarlett Johansson", "Natasha Romanoff / Black Widow"),
            ],
            crew: [
                (19271, "Anthony Russo", "Director", "Directing"),
                (19272, "Joe Russo", "Director", "Directing"),
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 862, title: "Toy Story", originalTitle: "Toy Story",
                originalLanguage: "en",
                overview:
                    "Led by Woody, Andy's toys live happily in his room until Andy's birthday brings Buzz Lightyear onto the scene. Afraid of losing his place in Andy's heart, Woody plots against Buzz. But when circumstances separate Buzz and Woody from their owner, the duo eventually learns to put aside their differences.",
                tagline: nil, releaseDate: date(1995, 10, 30), runtimeMinutes: 81,
                genres: genres(16, 12, 10751, 35), status: "Released", homepage: nil,
                imdbID: "tt0114709", budget: 30000000, revenue: 373554033,
                posterPath: "/uXDfjJbdP4ijW5hWSBrPrlKpxab.jpg", backdropPath: nil,
                voteAverage: 8.0, voteCount: 17000),
            cast: [
                (31, "Tom Hanks", "Woody (voice)"),
                (12898, "Tim Allen", "Buzz Lightyear (voice)"),
                (7167, "Don Rickles", "Mr. Potato Head (voice)"),
            ],
            crew: [
                (7879, "John Lasseter", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 496243, title: "Parasite", originalTitle: "기생충",
                originalLanguage: "ko",
                overview:
                    "All unemployed, Ki-taek's family takes peculiar interest in the wealthy and glamorous Parks for their livelihood until they get entangled in an unexpected incident.",
                tagline: "Act like you own the place.", releaseDate: date(2019, 5, 30), runtimeMinutes: 133,
                genres: genres(35, 53, 18), status: "Released", homepage: nil,
                imdbID: "tt6751668", budget: nil, revenue: nil,
                posterPath: "/7IiTTgloJzvGI1TAYymCfbfl3vT.jpg", backdropPath: nil,
                voteAverage: 8.5, voteCount: 16500),
            cast: [
                (20738, "Song Kang-ho", "Kim Ki-taek")
            ],
            crew: [
                (21684, "Bong Joon-ho", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 872585, title: "Oppenheimer", originalTitle: "Oppenheimer",
                originalLanguage: "en",
                overview:
                    "The story of J. Robert Oppenheimer's role in the development of the atomic bomb during World War II.",
                tagline: "The world forever changes.", releaseDate: date(2023, 7, 19), runtimeMinutes: 181,
                genres: genres(18, 36), status: "Released", homepage: nil,
                imdbID: "tt15398776", budget: nil, revenue: nil,
                posterPath: "/8Gxv8gSFCU0XGDykEGv7zR1n2ua.jpg", backdropPath: nil,
                voteAverage: 8.1, voteCount: 8000),
            cast: [
                (2037, "Cillian Murphy", "J. Robert Oppenheimer"),
                (5081, "Emily Blunt", "Kitty Oppenheimer"),
                (1892, "Matt Damon", "Leslie Groves"),
                (3223, "Robert Downey Jr.", "Lewis Strauss"),
            ],
            crew: [
                (525, "Christopher Nolan", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 85, title: "Raiders of the Lost Ark", originalTitle: "Raiders of the Lost Ark",
                originalLanguage: "en",
                overview:
                    "When Dr. Indiana Jones – the tweed-suited professor who just happens to be a celebrated archaeologist – is hired by the government to locate the legendary Ark of the Covenant, he finds himself up against the entire Nazi regime.",
                tagline: "Indiana Jones - the new hero from the creators of JAWS and STAR WARS.",
                releaseDate: date(1981, 6, 12), runtimeMinutes: 115,
                genres: genres(12, 28), status: "Released", homepage: nil,
                imdbID: "tt0082971", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 7.9, voteCount: 11500),
            cast: [
                (3, "Harrison Ford", "Indiana Jones"),
                (650, "Karen Allen", "Marion Ravenwood"),
                (651, "Paul Freeman", "Dr. René Belloq"),
            ],
            crew: [
                (488, "Steven Spielberg", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 578, title: "Jaws", originalTitle: "Jaws",
                originalLanguage: "en",
                overview:
                    "When the seaside community of Amity finds itself under attack by a dangerous great white shark, the town's chief of police, a young marine biologist, and a grizzled hunter embark on a desperate quest to destroy the beast before it strikes again.",
                tagline: "Don't go in the water.", releaseDate: date(1975, 6, 20), runtimeMinutes: 124,
                genres: genres(27, 53, 12), status: "Released", homepage: nil,
                imdbID: "tt0073195", budget: nil, revenue: nil,
                posterPath: nil, backdropPath: nil,
                voteAverage: 7.7, voteCount: 9500),
            cast: [
                (6355, "Roy Scheider", "Martin Brody"),
                (8606, "Robert Shaw", "Quint"),
                (3037, "Richard Dreyfuss", "Matt Hooper"),
            ],
            crew: [
                (488, "Steven Spielberg", "Director", "Directing")
            ]),
    ]
}
