import CharactersDomain
import Foundation
import UITestScenario

extension StubTable where Item == SeriesCharacter {
    /// The characters UI tests run on: 48 real characters (three pages: 20, 20, 8); every episode and location they
    /// name is in the standard episodes and locations.
    package static var standard: StubTable<SeriesCharacter> { StubCharacterData.characters }
}

extension StubCharacterData {
    /// 48 real characters of the Rick and Morty API with their real values: ids 1 through 20 as recorded
    /// (`GET /character?page=1`), 21 through 47 as the API serves them, and 826 (Butter Robot, the API's genderless
    /// robot). `created` is the API's instant, written as seconds since 1970 with its milliseconds (the comment shows
    /// the API's text). Among them: dead and unknown status, unknown and genderless gender, and origins "unknown"
    /// with no location id.
    static let characters = StubTable<SeriesCharacter>([
        character(
            1, "Rick Sanchez", .alive, species: "Human", type: nil, gender: .male,
            origin: place("Earth (C-137)", 1), location: place("Citadel of Ricks", 3), episodes: Array(1...51),
            created: Date(timeIntervalSince1970: 1_509_821_326.250)),  // 2017-11-04T18:48:46.250Z
        character(
            2, "Morty Smith", .alive, species: "Human", type: nil, gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: Array(1...51),
            created: Date(timeIntervalSince1970: 1_509_821_421.651)),  // 2017-11-04T18:50:21.651Z
        character(
            3, "Summer Smith", .alive, species: "Human", type: nil, gender: .female,
            origin: place("Earth (Replacement Dimension)", 20), location: place("Earth (Replacement Dimension)", 20),
            episodes: [
                6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 29, 30, 31, 32, 33, 34,
                35, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51,
            ],
            created: Date(timeIntervalSince1970: 1_509_822_596.428)),  // 2017-11-04T19:09:56.428Z
        character(
            4, "Beth Smith", .alive, species: "Human", type: nil, gender: .female,
            origin: place("Earth (Replacement Dimension)", 20), location: place("Earth (Replacement Dimension)", 20),
            episodes: [
                6, 7, 8, 9, 10, 11, 12, 14, 15, 16, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34,
                35, 36, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51,
            ],
            created: Date(timeIntervalSince1970: 1_509_823_363.665)),  // 2017-11-04T19:22:43.665Z
        character(
            5, "Jerry Smith", .alive, species: "Human", type: nil, gender: .male,
            origin: place("Earth (Replacement Dimension)", 20), location: place("Earth (Replacement Dimension)", 20),
            episodes: [
                6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 21, 22, 23, 26, 29, 30, 31, 32, 33, 35, 36, 38, 39,
                40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51,
            ],
            created: Date(timeIntervalSince1970: 1_509_823_616.301)),  // 2017-11-04T19:26:56.301Z
        character(
            6, "Abadango Cluster Princess", .alive, species: "Alien", type: nil, gender: .female,
            origin: place("Abadango", 2), location: place("Abadango", 2), episodes: [27],
            created: Date(timeIntervalSince1970: 1_509_825_028.250)),  // 2017-11-04T19:50:28.250Z
        character(
            7, "Abradolf Lincler", .unknown, species: "Human", type: "Genetic experiment", gender: .male,
            origin: place("Earth (Replacement Dimension)", 20), location: place("Testicle Monster Dimension", 21),
            episodes: [10, 11],
            created: Date(timeIntervalSince1970: 1_509_825_560.523)),  // 2017-11-04T19:59:20.523Z
        character(
            8, "Adjudicator Rick", .dead, species: "Human", type: nil, gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [28],
            created: Date(timeIntervalSince1970: 1_509_825_814.737)),  // 2017-11-04T20:03:34.737Z
        character(
            9, "Agency Director", .dead, species: "Human", type: nil, gender: .male,
            origin: place("Earth (Replacement Dimension)", 20), location: place("Earth (Replacement Dimension)", 20),
            episodes: [24],
            created: Date(timeIntervalSince1970: 1_509_826_014.976)),  // 2017-11-04T20:06:54.976Z
        character(
            10, "Alan Rails", .dead, species: "Human", type: "Superhuman (Ghost trains summoner)", gender: .male,
            origin: .unknown, location: place("Worldenders lair", 4), episodes: [25],
            created: Date(timeIntervalSince1970: 1_509_826_749.017)),  // 2017-11-04T20:19:09.017Z
        character(
            11, "Albert Einstein", .dead, species: "Human", type: nil, gender: .male,
            origin: place("Earth (C-137)", 1), location: place("Earth (Replacement Dimension)", 20), episodes: [12],
            created: Date(timeIntervalSince1970: 1_509_826_820.965)),  // 2017-11-04T20:20:20.965Z
        character(
            12, "Alexander", .dead, species: "Human", type: nil, gender: .male,
            origin: place("Earth (C-137)", 1), location: place("Anatomy Park", 5), episodes: [3],
            created: Date(timeIntervalSince1970: 1_509_827_553.144)),  // 2017-11-04T20:32:33.144Z
        character(
            13, "Alien Googah", .unknown, species: "Alien", type: nil, gender: .unknown,
            origin: .unknown, location: place("Earth (Replacement Dimension)", 20), episodes: [31],
            created: Date(timeIntervalSince1970: 1_509_827_610.779)),  // 2017-11-04T20:33:30.779Z
        character(
            14, "Alien Morty", .unknown, species: "Alien", type: nil, gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [10],
            created: Date(timeIntervalSince1970: 1_509_828_691.373)),  // 2017-11-04T20:51:31.373Z
        character(
            15, "Alien Rick", .unknown, species: "Alien", type: nil, gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [10],
            created: Date(timeIntervalSince1970: 1_509_828_973.215)),  // 2017-11-04T20:56:13.215Z
        character(
            16, "Amish Cyborg", .dead, species: "Alien", type: "Parasite", gender: .male,
            origin: .unknown, location: place("Earth (Replacement Dimension)", 20), episodes: [15],
            created: Date(timeIntervalSince1970: 1_509_829_965.235)),  // 2017-11-04T21:12:45.235Z
        character(
            17, "Annie", .alive, species: "Human", type: nil, gender: .female,
            origin: place("Earth (C-137)", 1), location: place("Anatomy Park", 5), episodes: [3],
            created: Date(timeIntervalSince1970: 1_509_834_084.481)),  // 2017-11-04T22:21:24.481Z
        character(
            18, "Antenna Morty", .alive, species: "Human", type: "Human with antennae", gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [10, 28],
            created: Date(timeIntervalSince1970: 1_509_834_329.008)),  // 2017-11-04T22:25:29.008Z
        character(
            19, "Antenna Rick", .unknown, species: "Human", type: "Human with antennae", gender: .male,
            origin: .unknown, location: .unknown, episodes: [10],
            created: Date(timeIntervalSince1970: 1_509_834_493.756)),  // 2017-11-04T22:28:13.756Z
        character(
            20, "Ants in my Eyes Johnson", .unknown, species: "Human", type: "Human with ants in his eyes",
            gender: .male,
            origin: .unknown, location: place("Interdimensional Cable", 6), episodes: [8],
            created: Date(timeIntervalSince1970: 1_509_834_893.659)),  // 2017-11-04T22:34:53.659Z
        character(
            21, "Aqua Morty", .unknown, species: "Humanoid", type: "Fish-Person", gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [10, 22],
            created: Date(timeIntervalSince1970: 1_509_835_188.055)),  // 2017-11-04T22:39:48.055Z
        character(
            22, "Aqua Rick", .unknown, species: "Humanoid", type: "Fish-Person", gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [10, 22, 28],
            created: Date(timeIntervalSince1970: 1_509_835_267.171)),  // 2017-11-04T22:41:07.171Z
        character(
            23, "Arcade Alien", .unknown, species: "Alien", type: nil, gender: .male,
            origin: .unknown, location: place("Immortality Field Resort", 7), episodes: [13, 19, 21, 25, 26],
            created: Date(timeIntervalSince1970: 1_509_871_385.095)),  // 2017-11-05T08:43:05.095Z
        character(
            24, "Armagheadon", .alive, species: "Alien", type: "Cromulon", gender: .male,
            origin: place("Signus 5 Expanse", 22), location: place("Signus 5 Expanse", 22), episodes: [16],
            created: Date(timeIntervalSince1970: 1_509_871_710.776)),  // 2017-11-05T08:48:30.776Z
        character(
            25, "Armothy", .dead, species: "unknown", type: "Self-aware arm", gender: .male,
            origin: place("Post-Apocalyptic Earth", 8), location: place("Post-Apocalyptic Earth", 8), episodes: [23],
            created: Date(timeIntervalSince1970: 1_509_872_069.343)),  // 2017-11-05T08:54:29.343Z
        character(
            26, "Arthricia", .alive, species: "Alien", type: "Cat-Person", gender: .female,
            origin: place("Purge Planet", 9), location: place("Purge Planet", 9), episodes: [20],
            created: Date(timeIntervalSince1970: 1_509_872_206.165)),  // 2017-11-05T08:56:46.165Z
        character(
            27, "Artist Morty", .alive, species: "Human", type: nil, gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [10, 28],
            created: Date(timeIntervalSince1970: 1_509_872_347.457)),  // 2017-11-05T08:59:07.457Z
        character(
            28, "Attila Starwar", .alive, species: "Human", type: nil, gender: .male,
            origin: .unknown, location: place("Interdimensional Cable", 6), episodes: [8, 13, 17],
            created: Date(timeIntervalSince1970: 1_509_872_536.595)),  // 2017-11-05T09:02:16.595Z
        character(
            29, "Baby Legs", .alive, species: "Human", type: "Human with baby legs", gender: .male,
            origin: .unknown, location: place("Interdimensional Cable", 6), episodes: [8],
            created: Date(timeIntervalSince1970: 1_509_872_779.644)),  // 2017-11-05T09:06:19.644Z
        character(
            30, "Baby Poopybutthole", .alive, species: "Poopybutthole", type: nil, gender: .male,
            origin: .unknown, location: .unknown, episodes: [31],
            created: Date(timeIntervalSince1970: 1_509_873_196.483)),  // 2017-11-05T09:13:16.483Z
        character(
            31, "Baby Wizard", .dead, species: "Alien", type: "Parasite", gender: .male,
            origin: .unknown, location: place("Earth (Replacement Dimension)", 20), episodes: [15],
            created: Date(timeIntervalSince1970: 1_509_873_311.286)),  // 2017-11-05T09:15:11.286Z
        character(
            32, "Bearded Lady", .dead, species: "Alien", type: "Parasite", gender: .female,
            origin: .unknown, location: place("Earth (Replacement Dimension)", 20), episodes: [15],
            created: Date(timeIntervalSince1970: 1_509_873_484.184)),  // 2017-11-05T09:18:04.184Z
        character(
            33, "Beebo", .dead, species: "Alien", type: nil, gender: .male,
            origin: place("Venzenulon 7", 10), location: place("Venzenulon 7", 10), episodes: [29],
            created: Date(timeIntervalSince1970: 1_509_873_715.595)),  // 2017-11-05T09:21:55.595Z
        character(
            34, "Benjamin", .alive, species: "Poopybutthole", type: nil, gender: .male,
            origin: .unknown, location: place("Interdimensional Cable", 6), episodes: [8, 13, 17],
            created: Date(timeIntervalSince1970: 1_509_873_844.748)),  // 2017-11-05T09:24:04.748Z
        character(
            35, "Bepisian", .alive, species: "Alien", type: "Bepisian", gender: .unknown,
            origin: place("Bepis 9", 11), location: place("Bepis 9", 11), episodes: [1, 11, 19, 25],
            created: Date(timeIntervalSince1970: 1_509_874_058.491)),  // 2017-11-05T09:27:38.491Z
        character(
            36, "Beta-Seven", .alive, species: "Alien", type: "Hivemind", gender: .unknown,
            origin: .unknown, location: .unknown, episodes: [14],
            created: Date(timeIntervalSince1970: 1_509_874_268.952)),  // 2017-11-05T09:31:08.952Z
        character(
            37, "Beth Sanchez", .alive, species: "Human", type: nil, gender: .female,
            origin: place("Earth (C-500A)", 23), location: place("Earth (C-500A)", 23), episodes: [8],
            created: Date(timeIntervalSince1970: 1_509_874_702.960)),  // 2017-11-05T09:38:22.960Z
        character(
            38, "Beth Smith", .alive, species: "Human", type: nil, gender: .female,
            origin: place("Earth (C-137)", 1), location: place("Earth (C-137)", 1),
            episodes: [1, 2, 3, 4, 5, 6, 22, 51],
            created: Date(timeIntervalSince1970: 1_509_875_324.230)),  // 2017-11-05T09:48:44.230Z
        character(
            39, "Beth Smith", .alive, species: "Human", type: nil, gender: .female,
            origin: place("Earth (Evil Rick's Target Dimension)", 34),
            location: place("Earth (Evil Rick's Target Dimension)", 34), episodes: [10],
            created: Date(timeIntervalSince1970: 1_509_875_551.777)),  // 2017-11-05T09:52:31.777Z
        character(
            40, "Beth's Mytholog", .dead, species: "Mythological Creature", type: "Mytholog", gender: .female,
            origin: place("Nuptia 4", 13), location: place("Nuptia 4", 13), episodes: [18],
            created: Date(timeIntervalSince1970: 1_509_876_146.701)),  // 2017-11-05T10:02:26.701Z
        character(
            41, "Big Boobed Waitress", .alive, species: "Mythological Creature", type: nil, gender: .female,
            origin: place("Fantasy World", 48), location: place("Fantasy World", 48), episodes: [5],
            created: Date(timeIntervalSince1970: 1_509_876_825.960)),  // 2017-11-05T10:13:45.960Z
        character(
            42, "Big Head Morty", .unknown, species: "Human", type: "Human with giant head", gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [22],
            created: Date(timeIntervalSince1970: 1_509_876_953.349)),  // 2017-11-05T10:15:53.349Z
        character(
            43, "Big Morty", .dead, species: "Human", type: nil, gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [28],
            created: Date(timeIntervalSince1970: 1_509_877_024.997)),  // 2017-11-05T10:17:04.997Z
        character(
            44, "Body Guard Morty", .dead, species: "Human", type: nil, gender: .male,
            origin: .unknown, location: place("Citadel of Ricks", 3), episodes: [28],
            created: Date(timeIntervalSince1970: 1_509_877_091.062)),  // 2017-11-05T10:18:11.062Z
        character(
            45, "Bill", .alive, species: "Human", type: nil, gender: .male,
            origin: place("Earth (C-137)", 1), location: place("Earth (C-137)", 1), episodes: [3],
            created: Date(timeIntervalSince1970: 1_509_877_347.446)),  // 2017-11-05T10:22:27.446Z
        character(
            46, "Bill", .unknown, species: "Animal", type: "Dog", gender: .male,
            origin: place("Earth (Replacement Dimension)", 20), location: .unknown, episodes: [2],
            created: Date(timeIntervalSince1970: 1_509_877_478.089)),  // 2017-11-05T10:24:38.089Z
        character(
            47, "Birdperson", .alive, species: "Alien", type: "Bird-Person", gender: .male,
            origin: place("Bird World", 15), location: place("Planet Squanch", 35),
            episodes: [11, 16, 21, 22, 26, 49, 51],
            created: Date(timeIntervalSince1970: 1_509_880_416.018)),  // 2017-11-05T11:13:36.018Z
        character(
            826, "Butter Robot", .alive, species: "Robot", type: "Passing Butter Robot", gender: .genderless,
            origin: place("Earth (Replacement Dimension)", 20), location: place("Earth (Replacement Dimension)", 20),
            episodes: [9],
            created: Date(timeIntervalSince1970: 1_635_873_877.458)),  // 2021-11-02T17:24:37.458Z
    ])
}
