import Foundation
import MoviesDomain

extension StubMovieData {
    /// TMDb's popular list as recorded (page 1, 20 movies): ids, titles, overviews, dates, image paths, genres and
    /// votes exactly as TMDb sent them. Details carry what is known for sure (runtime, IMDb id, tagline, budget,
    /// revenue); the rest is `nil`, as TMDb itself answers for many titles. Credits list principal cast and director
    /// where known; titles whose cast is not known here have empty credits, which TMDb also answers.
    static let popularNow: [StubMovieRecord] = [
        StubMovieRecord(
            movie: Movie(
                id: 640146, title: "Ant-Man and the Wasp: Quantumania",
                originalTitle: "Ant-Man and the Wasp: Quantumania",
                originalLanguage: "en",
                overview:
                    "Super-Hero partners Scott Lang and Hope van Dyne, along with with Hope's parents Janet van Dyne and Hank Pym, and Scott's daughter Cassie Lang, find themselves exploring the Quantum Realm, interacting with strange new creatures and embarking on an adventure that will push them beyond the limits of what they thought possible.",
                tagline: "Witness the beginning of a new dynasty.", releaseDate: date(2023, 2, 15), runtimeMinutes: 125,
                genres: genres(28, 12, 878), status: "Released",
                homepage: url("https://www.marvel.com/movies/ant-man-and-the-wasp-quantumania"),
                imdbID: "tt10954600", budget: 200000000, revenue: 476071180,
                posterPath: "/ngl2FKBlU4fhbdsrtdom9LVLBXw.jpg", backdropPath: "/gMJngTNfaqCSCqGD4y8lVMZXKDn.jpg",
                voteAverage: 6.5, voteCount: 1886),
            cast: [
                (22226, "Paul Rudd", "Scott Lang / Ant-Man"),
                (19034, "Evangeline Lilly", "Hope van Dyne / Wasp"),
                (1160, "Michelle Pfeiffer", "Janet van Dyne"),
                (3392, "Michael Douglas", "Hank Pym"),
            ],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 502356, title: "The Super Mario Bros. Movie", originalTitle: "The Super Mario Bros. Movie",
                originalLanguage: "en",
                overview:
                    "While working underground to fix a water main, Brooklyn plumbers—and brothers—Mario and Luigi are transported down a mysterious pipe and wander into a magical new world. But when the brothers are separated, Mario embarks on an epic quest to find Luigi.",
                tagline: nil, releaseDate: date(2023, 4, 5), runtimeMinutes: 92,
                genres: genres(16, 12, 10751, 14, 35), status: "Released", homepage: nil,
                imdbID: "tt6718170", budget: nil, revenue: nil,
                posterPath: "/qNBAXBIQlnOThrVvA6mA2B5ggV6.jpg", backdropPath: "/iJQIbOPm81fPEGKt5BPuZmfnA54.jpg",
                voteAverage: 7.5, voteCount: 1456),
            cast: [
                (73457, "Chris Pratt", "Mario (voice)"),
                (1397778, "Anya Taylor-Joy", "Princess Peach (voice)"),
                (95101, "Charlie Day", "Luigi (voice)"),
                (70851, "Jack Black", "Bowser (voice)"),
            ],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 594767, title: "Shazam! Fury of the Gods", originalTitle: "Shazam! Fury of the Gods",
                originalLanguage: "en",
                overview:
                    "Billy Batson and his foster siblings, who transform into superheroes by saying \"Shazam!\", are forced to get back into action and fight the Daughters of Atlas, who they must stop from using a weapon that could destroy the world.",
                tagline: nil, releaseDate: date(2023, 3, 15), runtimeMinutes: 130,
                genres: genres(28, 35, 14), status: "Released", homepage: nil,
                imdbID: "tt10151854", budget: nil, revenue: nil,
                posterPath: "/2VK4d3mqqTc7LVZLnLPeRiPaJ71.jpg", backdropPath: "/nDxJJyA5giRhXx96q1sWbOUjMBI.jpg",
                voteAverage: 6.9, voteCount: 1231),
            cast: [
                (69899, "Zachary Levi", "Shazam"),
                (15735, "Helen Mirren", "Hespera"),
                (140, "Lucy Liu", "Kalypso"),
            ],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 76600, title: "Avatar: The Way of Water", originalTitle: "Avatar: The Way of Water",
                originalLanguage: "en",
                overview:
                    "Set more than a decade after the events of the first film, learn the story of the Sully family (Jake, Neytiri, and their kids), the trouble that follows them, the lengths they go to keep each other safe, the battles they fight to stay alive, and the tragedies they endure.",
                tagline: nil, releaseDate: date(2022, 12, 14), runtimeMinutes: 192,
                genres: genres(878, 12, 28), status: "Released",
                homepage: url("https://www.avatar.com/movies/avatar-the-way-of-water"),
                imdbID: "tt1630029", budget: nil, revenue: nil,
                posterPath: "/t6HIqrRAclMCA60NsSmeqe9RmNV.jpg", backdropPath: "/ovM06PdF3M8wvKb06i4sjW3xoww.jpg",
                voteAverage: 7.7, voteCount: 7535),
            cast: [
                (65731, "Sam Worthington", "Jake Sully"),
                (8691, "Zoe Saldaña", "Neytiri"),
                (10205, "Sigourney Weaver", "Kiri"),
                (32747, "Stephen Lang", "Colonel Miles Quaritch"),
                (204, "Kate Winslet", "Ronal"),
            ],
            crew: [
                (2710, "James Cameron", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 948713, title: "The Last Kingdom: Seven Kings Must Die",
                originalTitle: "The Last Kingdom: Seven Kings Must Die",
                originalLanguage: "en",
                overview:
                    "In the wake of King Edward's death, Uhtred of Bebbanburg and his comrades adventure across a fractured kingdom in the hopes of uniting England at last.",
                tagline: nil, releaseDate: date(2023, 4, 14), runtimeMinutes: nil,
                genres: genres(28, 12, 36, 18, 10752), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/7yyFEsuaLGTPul5UkHc5BhXnQ0k.jpg", backdropPath: "/xwA90BwZXTh8ke3CVsQlj8EOkFr.jpg",
                voteAverage: 7.4, voteCount: 232),
            cast: [],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 677179, title: "Creed III", originalTitle: "Creed III",
                originalLanguage: "en",
                overview:
                    "After dominating the boxing world, Adonis Creed has been thriving in both his career and family life. When a childhood friend and former boxing prodigy, Damian Anderson, resurfaces after serving a long sentence in prison, he is eager to prove that he deserves his shot in the ring. The face-off between former friends is more than just a fight. To settle the score, Adonis must put his future on the line to battle Damian — a fighter who has nothing to lose.",
                tagline: nil, releaseDate: date(2023, 3, 1), runtimeMinutes: 116,
                genres: genres(18, 28), status: "Released", homepage: nil,
                imdbID: "tt11145118", budget: nil, revenue: nil,
                posterPath: "/cvsXj3I9Q2iyyIo95AecSd1tad7.jpg", backdropPath: "/5i6SjyDbDWqyun8klUuCxrlFbyw.jpg",
                voteAverage: 7.3, voteCount: 1192),
            cast: [
                (135651, "Michael B. Jordan", "Adonis Creed"),
                (62561, "Tessa Thompson", "Bianca Taylor"),
            ],
            crew: [
                (135651, "Michael B. Jordan", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 638974, title: "Murder Mystery 2", originalTitle: "Murder Mystery 2",
                originalLanguage: "en",
                overview:
                    "After starting their own detective agency, Nick and Audrey Spitz land a career-making case when their billionaire pal is kidnapped from his wedding.",
                tagline: nil, releaseDate: date(2023, 3, 28), runtimeMinutes: nil,
                genres: genres(35, 9648, 28), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/s1VzVhXlqsevi8zeCMG9A16nEUf.jpg", backdropPath: "/bT3IpP7OopgiVuy6HCPOWLuaFAd.jpg",
                voteAverage: 6.5, voteCount: 864),
            cast: [
                (19292, "Adam Sandler", "Nick Spitz"),
                (4491, "Jennifer Aniston", "Audrey Spitz"),
            ],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 713704, title: "Evil Dead Rise", originalTitle: "Evil Dead Rise",
                originalLanguage: "en",
                overview:
                    "Two sisters find an ancient vinyl that gives birth to bloodthirsty demons that run amok in a Los Angeles apartment building and thrusts them into a primal battle for survival as they face the most nightmarish version of family imaginable.",
                tagline: nil, releaseDate: date(2023, 4, 12), runtimeMinutes: 97,
                genres: genres(27, 53), status: "Released", homepage: nil,
                imdbID: "tt13345606", budget: nil, revenue: nil,
                posterPath: "/mIBCtPvKZQlxubxKMeViO2UrP3q.jpg", backdropPath: "/7bWxAsNPv9CXHOhZbJVlj2KxgfP.jpg",
                voteAverage: 7.0, voteCount: 207),
            cast: [],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 315162, title: "Puss in Boots: The Last Wish", originalTitle: "Puss in Boots: The Last Wish",
                originalLanguage: "en",
                overview:
                    "Puss in Boots discovers that his passion for adventure has taken its toll: He has burned through eight of his nine lives, leaving him with only one life left. Puss sets out on an epic journey to find the mythical Last Wish and restore his nine lives.",
                tagline: nil, releaseDate: date(2022, 12, 7), runtimeMinutes: nil,
                genres: genres(16, 10751, 14, 12, 35, 18), status: "Released", homepage: nil,
                imdbID: "tt3915174", budget: nil, revenue: nil,
                posterPath: "/kuf6dutpsT0vSVehic3EZIqkOBt.jpg", backdropPath: "/ouB7hwclG7QI3INoYJHaZL4vOaa.jpg",
                voteAverage: 8.3, voteCount: 5331),
            cast: [
                (3131, "Antonio Banderas", "Puss in Boots (voice)"),
                (3136, "Salma Hayek", "Kitty Softpaws (voice)"),
                (1373737, "Florence Pugh", "Goldilocks (voice)"),
            ],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 603692, title: "John Wick: Chapter 4", originalTitle: "John Wick: Chapter 4",
                originalLanguage: "en",
                overview:
                    "With the price on his head ever increasing, John Wick uncovers a path to defeating The High Table. But before he can earn his freedom, Wick must face off against a new enemy with powerful alliances across the globe and forces that turn old friends into foes.",
                tagline: nil, releaseDate: date(2023, 3, 22), runtimeMinutes: 170,
                genres: genres(28, 53, 80), status: "Released", homepage: nil,
                imdbID: "tt10366206", budget: nil, revenue: nil,
                posterPath: "/vZloFAK7NmvMGKE7VkF5UHaz0I.jpg", backdropPath: "/h8gHn0OzBoaefsYseUByqsmEDMY.jpg",
                voteAverage: 8.0, voteCount: 1211),
            cast: [
                (6384, "Keanu Reeves", "John Wick"),
                (1341, "Donnie Yen", "Caine"),
                (2975, "Laurence Fishburne", "The Bowery King"),
            ],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 1048300, title: "Adrenaline", originalTitle: "Adrenaline",
                originalLanguage: "en",
                overview:
                    "A female FBI agent holidaying in Eastern Europe with her family gets her life upside down when her daughter is kidnapped. She has to team up with a criminal on the run to save her daughter before time runs out.",
                tagline: nil, releaseDate: date(2022, 12, 15), runtimeMinutes: nil,
                genres: genres(28), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/qVzRt8c2v4gGBYsnaflXVVeQ9Lh.jpg", backdropPath: "/nDmPjKLqLwWyd4Ssti8HCdhW5cZ.jpg",
                voteAverage: 4.0, voteCount: 4),
            cast: [],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 804150, title: "Cocaine Bear", originalTitle: "Cocaine Bear",
                originalLanguage: "en",
                overview:
                    "Inspired by a true story, an oddball group of cops, criminals, tourists and teens converge in a Georgia forest where a 500-pound black bear goes on a murderous rampage after unintentionally ingesting cocaine.",
                tagline: nil, releaseDate: date(2023, 2, 22), runtimeMinutes: 95,
                genres: genres(53, 35, 80), status: "Released", homepage: nil,
                imdbID: "tt14209916", budget: nil, revenue: nil,
                posterPath: "/gOnmaxHo0412UVr1QM5Nekv1xPi.jpg", backdropPath: "/a2tys4sD7xzVaogPntGsT1ypVoT.jpg",
                voteAverage: 6.4, voteCount: 878),
            cast: [
                (41292, "Keri Russell", "Sari"),
                (11477, "Ray Liotta", "Syd"),
            ],
            crew: [
                (9281, "Elizabeth Banks", "Director", "Directing")
            ]),
        StubMovieRecord(
            movie: Movie(
                id: 1008005, title: "The Communion Girl", originalTitle: "La niña de la comunión",
                originalLanguage: "es",
                overview:
                    "Spain, late 1980s. Newcomer Sara tries to fit in with the other teens in this tight-knit small town in the province of Tarragona. If only she were more like her extroverted best friend, Rebe. They go out one night at a nightclub, on the way home, they come upon a little girl holding a doll, dressed for her first communion. And that's when the nightmare begins.",
                tagline: nil, releaseDate: date(2023, 2, 10), runtimeMinutes: nil,
                genres: genres(27), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/sP6AO11a7jWgsmT9T8j9EGIWAaZ.jpg", backdropPath: "/54IXMMEQKlkPXHqPExWy98UBmtE.jpg",
                voteAverage: 6.5, voteCount: 58),
            cast: [],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 946310, title: "Pirates Down the Street II: The Ninjas from Across",
                originalTitle: "De Piraten van Hiernaast II: De Ninja's van de Overkant",
                originalLanguage: "nl",
                overview:
                    "The pirates feel right at home in Sandborough, but the atmosphere cools right down when the ninjas come to live in the street. After all, pirates and ninjas are sworn enemies!  While pirate captain Hector Blunderbuss struggles to get rid of his new neighbours, son Billy and ninja daughter Yuka become friends. The pirates challenge the ninjas to the ultimate battle at the village's annual hexathlon. Who will win the match? Ninjas are faster and more agile of course, but pirates are the best cheats in all of the seven seas...",
                tagline: nil, releaseDate: date(2022, 4, 20), runtimeMinutes: nil,
                genres: genres(10751, 28, 12), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/uDsvma9dAwnDPVuCFi99YpWvBk0.jpg", backdropPath: "/tFaC1Fb1sv1dALB0i9Avi76MHmn.jpg",
                voteAverage: 6.4, voteCount: 22),
            cast: [],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 1104040, title: "Gangs of Lagos", originalTitle: "Gangs of Lagos",
                originalLanguage: "en",
                overview:
                    "A group of friends who each have to navigate their own destiny, growing up on the bustling streets and neighborhood of Isale Eko, Lagos.",
                tagline: nil, releaseDate: date(2023, 4, 7), runtimeMinutes: nil,
                genres: genres(80), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/nGwFsB6EXUCr21wzPgtP5juZPSv.jpg", backdropPath: "/rPSJAElGxOTko1zK6uIlYnTMFxN.jpg",
                voteAverage: 5.6, voteCount: 21),
            cast: [],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 700391, title: "65", originalTitle: "65",
                originalLanguage: "en",
                overview:
                    "65 million years ago, the only 2 survivors of a spaceship from Somaris that crash-landed on Earth must fend off dinosaurs and reach the escape vessel in time before an imminent asteroid strike threatens to destroy the planet.",
                tagline: nil, releaseDate: date(2023, 3, 2), runtimeMinutes: 93,
                genres: genres(878, 12, 53, 28), status: "Released", homepage: nil,
                imdbID: "tt12261776", budget: nil, revenue: nil,
                posterPath: "/rzRb63TldOKdKydCvWJM8B6EkPM.jpg", backdropPath: "/eSVu1FvGPy86TDo4hQbpuHx55DJ.jpg",
                voteAverage: 6.3, voteCount: 763),
            cast: [
                (1023139, "Adam Driver", "Mills")
            ],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 758323, title: "The Pope's Exorcist", originalTitle: "The Pope's Exorcist",
                originalLanguage: "en",
                overview:
                    "Father Gabriele Amorth, Chief Exorcist of the Vatican, investigates a young boy's terrifying possession and ends up uncovering a centuries-old conspiracy the Vatican has desperately tried to keep hidden.",
                tagline: nil, releaseDate: date(2023, 4, 5), runtimeMinutes: 103,
                genres: genres(27, 53), status: "Released", homepage: nil,
                imdbID: "tt13375076", budget: nil, revenue: nil,
                posterPath: "/9JBEPLTPSm0d1mbEcLxULjJq9Eh.jpg", backdropPath: "/5Y5pz0NX7SZS9036I733F7uNcwK.jpg",
                voteAverage: 6.5, voteCount: 143),
            cast: [
                (934, "Russell Crowe", "Father Gabriele Amorth")
            ],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 842945, title: "Supercell", originalTitle: "Supercell",
                originalLanguage: "en",
                overview:
                    "Good-hearted teenager William always lived in hope of following in his late father’s footsteps and becoming a storm chaser. His father’s legacy has now been turned into a storm-chasing tourist business, managed by the greedy and reckless Zane Rogers, who is now using William as the main attraction to lead a group of unsuspecting adventurers deep into the eye of the most dangerous supercell ever seen.",
                tagline: nil, releaseDate: date(2023, 3, 17), runtimeMinutes: nil,
                genres: genres(28), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/gbGHezV6yrhua0KfAgwrknSOiIY.jpg", backdropPath: "/m1fgGSLK0WvRpzM1AmZu38m0Tx8.jpg",
                voteAverage: 6.3, voteCount: 125),
            cast: [],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 849869, title: "Kill Boksoon", originalTitle: "길복순",
                originalLanguage: "ko",
                overview:
                    "At work, she's a renowned assassin. At home, she's a single mom to a teenage daughter. Killing? That's easy. It's parenting that's the hard part.",
                tagline: nil, releaseDate: date(2023, 2, 17), runtimeMinutes: nil,
                genres: genres(28, 80, 53), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/taYgn3RRpCGlTGdaGQvnSIOzXFy.jpg", backdropPath: "/tYcmm8XtzRdcT6kliCbHuWwLCwB.jpg",
                voteAverage: 6.8, voteCount: 184),
            cast: [],
            crew: []),
        StubMovieRecord(
            movie: Movie(
                id: 1033219, title: "Attack on Titan", originalTitle: "Attack on Titan",
                originalLanguage: "en",
                overview:
                    "As viable water is depleted on Earth, a mission is sent to Saturn's moon Titan to retrieve sustainable H2O reserves from its alien inhabitants. But just as the humans acquire the precious resource, they are attacked by Titan rebels, who don't trust that the Earthlings will leave in peace.",
                tagline: nil, releaseDate: date(2022, 9, 30), runtimeMinutes: nil,
                genres: genres(28, 878), status: "Released", homepage: nil,
                imdbID: nil, budget: nil, revenue: nil,
                posterPath: "/qNz4l8UgTkD8rlqiKZ556pCJ9iO.jpg", backdropPath: "/eNJhWy7xFzR74SYaSJHqJZuroDm.jpg",
                voteAverage: 6.1, voteCount: 105),
            cast: [],
            crew: []),
    ]
}
