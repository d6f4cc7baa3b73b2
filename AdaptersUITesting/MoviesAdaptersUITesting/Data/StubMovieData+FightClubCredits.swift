import MoviesDomain

extension StubMovieData {
    /// Fight Club's (550) whole cast, exactly as TMDb recorded it (`GET /movie/550/credits`: 76 members in billing
    /// order, with their credit ids and profile paths). The domain's ``MovieCredits`` is a movie's whole cast and
    /// crew, not a selection, so the stub carries all of it; the contract tests compare it member by member with
    /// what the TMDb adapter reads from the recording.
    static let fightClubCast: [CastMember] = [
        CastMember(
            creditID: "52fe4250c3a36847f80149f3", personID: 819, name: "Edward Norton", character: "The Narrator",
            order: 0, profilePath: "/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f80149f7", personID: 287, name: "Brad Pitt", character: "Tyler Durden", order: 1,
            profilePath: "/huV2cdcolEUwJy37QvH914vup7d.jpg"),
        CastMember(
            creditID: "631f0de8bd32090082733691", personID: 1283, name: "Helena Bonham Carter",
            character: "Marla Singer", order: 2, profilePath: "/DDeITcCpnBd0CkAIRPhggy9bt5.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f80149ff", personID: 7470, name: "Meat Loaf",
            character: "Robert \"Bob\" Paulson", order: 3, profilePath: "/7gKLR1u46OB8WJ6m06LemNBCMx6.jpg"),
        CastMember(
            creditID: "631f0e29ce9e91007f757d86", personID: 7499, name: "Jared Leto", character: "Angel Face", order: 4,
            profilePath: "/ca3x0OfIKbJppZh8S1Alx3GfUZO.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a55", personID: 7471, name: "Zach Grenier", character: "Richard Chesler",
            order: 5, profilePath: "/fSyQKZO39sUsqY283GXiScOg3Hi.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a59", personID: 7497, name: "Holt McCallany", character: "The Mechanic",
            order: 6, profilePath: "/a5ax2ICLrV6l0T74OSFvzssCQyQ.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a5d", personID: 7498, name: "Eion Bailey", character: "Ricky", order: 7,
            profilePath: "/hKqfGq1sPhZdQOlto0bS3igFZdP.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a61", personID: 7472, name: "Richmond Arquette", character: "Intern",
            order: 8, profilePath: "/7byGiVac0GjBSVD1h6ylZlVXZK6.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a65", personID: 7219, name: "David Andrews", character: "Thomas", order: 9,
            profilePath: "/36LEerIIN7gpG52mM3Ier7YWDbh.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a69", personID: 68277, name: "Christina Cabot", character: "Group Leader",
            order: 10, profilePath: "/h1vwbOfITSvDvDq8E9MVvWqMYSr.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a6d", personID: 956719, name: "Tim DeZarn", character: "Inspector Bird",
            order: 11, profilePath: "/tduRqomAU3LARfuDa2OMKFAd1rR.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a71", personID: 59285, name: "Ezra Buzzington", character: "Inspector Dent",
            order: 12, profilePath: "/j3kJRKgQdHAMXvJUtPHXJsGGW5X.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a75", personID: 17449, name: "Bob Stephenson",
            character: "Airport Security Officer", order: 13, profilePath: "/AczLnt4baxBT4gqSroSjCqD7S9D.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a79", personID: 56112, name: "David Lee Smith", character: "Walter",
            order: 14, profilePath: "/hktppGThiKu30lcGW9CicNuinhc.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a81", personID: 42824, name: "Carl Ciarfalio",
            character: "Lou's Body Guard", order: 15, profilePath: "/yADROfK7uJkmd8p3GyjxH8WZqRL.jpg"),
        CastMember(
            creditID: "52fe4251c3a36847f8014a85", personID: 40277, name: "Stuart Blumberg", character: "Car Salesman",
            order: 16, profilePath: "/28QBps35AtsONGU8yNXmKdoLmAB.jpg"),
        CastMember(
            creditID: "52fe4251c3a36847f8014a89", personID: 122805, name: "Mark Fite",
            character: "Second Man at Auto Shop", order: 17, profilePath: "/qUbqKE14GAUdRhYqNcGzDkt1yi9.jpg"),
        CastMember(
            creditID: "52fe4251c3a36847f8014a8d", personID: 35521, name: "Matt Winston", character: "Seminary Student",
            order: 18, profilePath: "/et38vhCb9y8yGleMRNY2j4nDDyr.jpg"),
        CastMember(
            creditID: "52fe4251c3a36847f8014a91", personID: 1224996, name: "Lauren Sánchez",
            character: "Channel 4 Reporter", order: 19, profilePath: "/ahOwHtOHrFZUoJDOd7VvF7RPiL.jpg"),
        CastMember(
            creditID: "52fe4250c3a36847f8014a7d", personID: 1219497, name: "Thom Gossom Jr.",
            character: "Detective Stern", order: 20, profilePath: "/plFARWSTQ021TOOC5gpChhiUIVu.jpg"),
        CastMember(
            creditID: "52fe4251c3a36847f8014aa9", personID: 1226835, name: "Markus Redmond",
            character: "Detective Kevin", order: 21, profilePath: "/1nbshlVnSpr72aPq1Ntx7jwbLbw.jpg"),
        CastMember(
            creditID: "52fe4251c3a36847f8014aa5", personID: 41352, name: "Van Quattro", character: "Detective Andrew",
            order: 22, profilePath: "/3W7P7vvdf0HV6i1oL2fVRiULV7a.jpg"),
        CastMember(
            creditID: "588651eac3a3684628003490", personID: 177175, name: "Michael Girardin",
            character: "Detective Walker", order: 23, profilePath: nil),
        CastMember(
            creditID: "52fe4251c3a36847f8014a95", personID: 109100, name: "David Jean Thomas", character: "Policeman",
            order: 24, profilePath: nil),
        CastMember(
            creditID: "52fe4251c3a36847f8014a99", personID: 1221838, name: "Paul Carafotes",
            character: "Salvator - Winking Bartender", order: 25, profilePath: "/snbFp9cOcPENH9ky6VKy38To6fC.jpg"),
        CastMember(
            creditID: "52fe4251c3a36847f8014a9d", personID: 145531, name: "Christopher John Fields",
            character: "Proprietor of Dry Cleaners", order: 26, profilePath: "/3ASDmbBZQnk526pPeNtb8LOJXBX.jpg"),
        CastMember(
            creditID: "52fe4251c3a36847f8014aa1", personID: 9291, name: "Michael Shamus Wiles",
            character: "Bartender in Halo", order: 27, profilePath: "/niY4gYqAUjmnU4KRiguxpsKliWA.jpg"),
        CastMember(
            creditID: "581fce4c92514168ad00899d", personID: 1129738, name: "George Maguire", character: "Group Leader",
            order: 28, profilePath: nil),
        CastMember(
            creditID: "581fce7fc3a368555600847b", personID: 1317693, name: "Eugenie Bondurant",
            character: "Weeping Woman", order: 29, profilePath: "/9ULAELEKNha7VCJhRWoer58NcJe.jpg"),
        CastMember(
            creditID: "581fcf3a92514168ad008b09", personID: 202080, name: "Sydney 'Big Dawg' Colston",
            character: "Speaker", order: 30, profilePath: "/tdzVh7pstj6rcppqbBOX0KA7mX9.jpg"),
        CastMember(
            creditID: "581fcf5d92514168aa008b9e", personID: 7473, name: "Rachel Singer", character: "Chloe", order: 31,
            profilePath: "/o4Hzvy1VRa3IILMrI45Ia08pstK.jpg"),
        CastMember(
            creditID: "581fd16ec3a36855530096a4", personID: 1172435, name: "Christie Cronenweth",
            character: "Airline Attendant", order: 32, profilePath: "/m9S13jmuBO2VeY0ZspSS7DlAEU.jpg"),
        CastMember(
            creditID: "581fd575c3a36855630075c4", personID: 1705289, name: "Dierdre Downing-Jackson",
            character: "Businesswoman on Plane", order: 33, profilePath: "/81NKNmWmruKfvN6ZTAJmUVgz2yR.jpg"),
        CastMember(
            creditID: "581fd6bcc3a3685556008e6b", personID: 62846, name: "Charlie Dell", character: "Doorman",
            order: 34, profilePath: nil),
        CastMember(
            creditID: "581fd6e192514168ad0093bc", personID: 530040, name: "Rob Lanza", character: "Man in Suit",
            order: 35, profilePath: "/4qhdB9O9G5xm4K0KVxcXTOK35en.jpg"),
        CastMember(
            creditID: "581fd956c3a368554d009932", personID: 137425, name: "Joel Bissonnette",
            character: "Food Court Maître D'", order: 36, profilePath: "/kOvh6paITOTaE7H1NnuTB01DiVV.jpg"),
        CastMember(
            creditID: "581fda0292514168af009523", personID: 175120, name: "Evan Mirand", character: "Steph", order: 37,
            profilePath: "/2juze2UWM22dWfoL2E6YLrKwsmH.jpg"),
        CastMember(
            creditID: "58864e17925141107e0008b4", personID: 1744132, name: "Robby Robinson",
            character: "Next Month's Opponent", order: 38, profilePath: nil),
        CastMember(
            creditID: "58864e2fc3a3684480002f96", personID: 168924, name: "Lou Beatty Jr.",
            character: "Cop at Marla's Building", order: 39, profilePath: "/eWEXAHp2VnOBUk0KXorvkSdhjYc.jpg"),
        CastMember(
            creditID: "58864fa392514113ea00076f", personID: 157938, name: "Valerie Bickford",
            character: "Susan - Comsetics Buyer", order: 40, profilePath: "/qg6BYJ9qYYcz8ldT3zzp6h2BhQj.jpg"),
        CastMember(
            creditID: "58864fdac3a36845e6002f78", personID: 7500, name: "Peter Iacangelo", character: "Lou", order: 41,
            profilePath: nil),
        CastMember(
            creditID: "5886500492514113ea000859", personID: 1744135, name: "Todd Peirce",
            character: "First Man at Auto Shop", order: 42, profilePath: nil),
        CastMember(
            creditID: "58865057c3a36843c80032d9", personID: 1744137, name: "Joon Kim", character: "Raymond K. Hessel",
            order: 43, profilePath: nil),
        CastMember(
            creditID: "588650819251411bb4000042", personID: 1636371, name: "Bennie Moore",
            character: "Bus Driver with Broken Nose", order: 44, profilePath: nil),
        CastMember(
            creditID: "588650a5925141125e000bcd", personID: 1174793, name: "Pat McNamara",
            character: "Commissioner Jacobs", order: 45, profilePath: "/buUUXw9geHBgz73p9IR3H9wscra.jpg"),
        CastMember(
            creditID: "588650b7c3a3684628003283", personID: 1744138, name: "Tyrone R. Livingston",
            character: "Banquet Speaker", order: 46, profilePath: nil),
        CastMember(
            creditID: "588650cb925141107e000e39", personID: 1744139, name: "Owen Masterson", character: "Airport Valet",
            order: 47, profilePath: "/1LKLNASM94TIEUlDpPqdMXywDQl.jpg"),
        CastMember(
            creditID: "58865114c3a36843020036a1", personID: 1744140, name: "Anderson Bourell",
            character: "Bruised Bar Patron #1", order: 48, profilePath: nil),
        CastMember(
            creditID: "5886512c92514116ac000756", personID: 63537, name: "Scotch Ellis Loring",
            character: "Bruised Bar Patron #2", order: 49, profilePath: "/qIvaaeBTZWwtJxJfBqpM4xBnwXE.jpg"),
        CastMember(
            creditID: "5886514992514113ea000ae7", personID: 170315, name: "Andi Carnick", character: "Hotel Desk Clerk",
            order: 50, profilePath: "/iYP4CL76vHHAhs2t4MUZ0p4MnMc.jpg"),
        CastMember(
            creditID: "588651a192514116ac00088a", personID: 1707776, name: "Edward Kowalczyk",
            character: "Waiter at Clifton's", order: 51, profilePath: "/oNcEWTar4ANgtmzmZUyTH2rYqsE.jpg"),
        CastMember(
            creditID: "588651b59251411158000f3f", personID: 7140, name: "Leonard Termo", character: "Desk Sergeant",
            order: 52, profilePath: "/9QummJWlDgiEMClBTGyMfF6nyMX.jpg"),
        CastMember(
            creditID: "5886520ec3a36843c80035ea", personID: 74507, name: "Michael Arturo",
            character: "BMW Salesman (uncredited)", order: 53, profilePath: nil),
        CastMember(
            creditID: "58865232c3a3684628003526", personID: 1383838, name: "Greg Bronson",
            character: "Fight Spectator (uncredited)", order: 54, profilePath: "/smF0hrek3d0bVhq0m7ENLPFQpcP.jpg"),
        CastMember(
            creditID: "58865242925141107e00117f", personID: 1194120, name: "Matt Cinquanta",
            character: "Fighter (uncredited)", order: 55, profilePath: nil),
        CastMember(
            creditID: "58865265c3a3684628003584", personID: 13925, name: "Paul Dillon", character: "Irvin (uncredited)",
            order: 56, profilePath: "/tnCzILAe8EBBjPwADXUrzs9ESzD.jpg"),
        CastMember(
            creditID: "5886529f92514113ea000df8", personID: 552271, name: "Eddie Hargitay",
            character: "Chanting Fighter (uncredited)", order: 57, profilePath: nil),
        CastMember(
            creditID: "588652b5c3a3684480003740", personID: 94561, name: "Phil Hawn",
            character: "Banquet Guest (uncredited)", order: 58, profilePath: "/7NGVxTRGKjxYRgekHv7NF9kNVzM.jpg"),
        CastMember(
            creditID: "588652d892514111a900118a", personID: 1223916, name: "Bruce Holman",
            character: "Waiter in Bridgeworth Suites Corporate Video (uncredited)", order: 59,
            profilePath: "/1xhSV69K8wiXFECYZQ6HHtKU6qB.jpg"),
        CastMember(
            creditID: "588652f0c3a36845e60034af", personID: 1744143, name: "Jawara",
            character: "Fight Patron Saying 'I don't know. What's going on?' (uncredited)", order: 60,
            profilePath: "/jOfD9tIC9vbnCtWxKtm29U1wTXc.jpg"),
        CastMember(
            creditID: "58865312925141107e001361", personID: 1525014, name: "Baron Jay",
            character: "Waiter (uncredited)", order: 61, profilePath: nil),
        CastMember(
            creditID: "58865333c3a36843c80037ef", personID: 1577360, name: "Jim Jenkins",
            character: "Restaurant Maitre D' (uncredited)", order: 62, profilePath: nil),
        CastMember(
            creditID: "5886535392514113ea000f8d", personID: 1403525, name: "Kevin Scott Mack",
            character: "Passenger Clutching Armrest (uncredited)", order: 63,
            profilePath: "/wsnhGz8PxiHKkXyp7jkOEbVH3LS.jpg"),
        CastMember(
            creditID: "5886536592514113ea000fbb", personID: 1744144, name: "Trey Ore",
            character: "Fight Club Patron / Guy #2 in Video Store (uncredited)", order: 64, profilePath: nil),
        CastMember(
            creditID: "5886537d9251411158001378", personID: 1744145, name: "Louis Ortiz",
            character: "Fight Spectator (uncredited)", order: 65, profilePath: nil),
        CastMember(
            creditID: "58865398c3a36845e60035ea", personID: 1386468, name: "Hugh Peddy",
            character: "Fight Club Man (uncredited)", order: 66, profilePath: nil),
        CastMember(
            creditID: "588653aa92514111580013f2", personID: 1744146, name: "J.T. Pontino",
            character: "Fight Club Man (uncredited)", order: 67, profilePath: nil),
        CastMember(
            creditID: "588653c8c3a36843c800390b", personID: 1744147, name: "Chad Randau",
            character: "Waiter (uncredited)", order: 68, profilePath: "/zJeETjhI18I3W7gaJBX4yZsSNGV.jpg"),
        CastMember(
            creditID: "588653ec92514113ea001123", personID: 133153, name: "Marcio Rosario",
            character: "Fighter (uncredited)", order: 69, profilePath: "/pkSWorrHpHciPjgIHdj35Y91xvV.jpg"),
        CastMember(
            creditID: "58865401c3a36817620006fc", personID: 1744148, name: "Gregory Silva",
            character: "Riley Wilde - Fighter (uncredited)", order: 70, profilePath: nil),
        CastMember(
            creditID: "588654119251411bb40007f2", personID: 16060, name: "Brian Tochi",
            character: "Fight Bully (uncredited)", order: 71, profilePath: "/oFmxzHpo3bw9wn8yx5fNCt9xTC7.jpg"),
        CastMember(
            creditID: "58865450c3a3681eb70000ce", personID: 1744150, name: "Michael Zagst",
            character: "Support Group Member (uncredited)", order: 72, profilePath: "/khCB4Ww6RXEjghdwsxv4lj545em.jpg"),
        CastMember(
            creditID: "5ad0963fc3a36825a3007d6d", personID: 1152377, name: "Marc Cinquanta",
            character: "Space Monkey (uncredited)", order: 73, profilePath: nil),
        CastMember(
            creditID: "5acfeeecc3a36842ce003640", personID: 1657018, name: "Summer Moore",
            character: "Marla's Neighbor (uncredited)", order: 74, profilePath: "/38lBOCEvFnWoDBIsZfXO8ENoEwX.jpg"),
        CastMember(
            creditID: "63b8d2b6c0a30800b883379c", personID: 3861446, name: "Niall Binnion",
            character: "Man (uncredited)", order: 75, profilePath: nil),
    ]

    /// Fight Club's (550) whole crew, exactly as TMDb recorded it (175 credits in TMDb's order; one person holding
    /// two jobs has two credits).
    static let fightClubCrew: [CrewMember] = [
        CrewMember(
            creditID: "55731b8192514111610027d7", personID: 376, name: "Arnon Milchan", job: "Executive Producer",
            department: "Production", profilePath: "/b2hBExX4NnczNAnLuTBF4kmNhZm.jpg"),
        CrewMember(
            creditID: "5894c4eac3a3685ec6000218", personID: 605, name: "Michael Kaplan", job: "Costume Design",
            department: "Costume & Make-Up", profilePath: "/bNarnI5K4XYIKaHsX6HAitllyQr.jpg"),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a11", personID: 1254, name: "Art Linson", job: "Producer",
            department: "Production", profilePath: "/gZbaXFTQCSWCq6vzE817NXIA4zC.jpg"),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a35", personID: 1303, name: "Alex McDowell", job: "Production Design",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894c4a3c3a3685ecd0001c0", personID: 7237, name: "Jay Hart", job: "Set Decoration",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d980e0a263ee10eaae9", personID: 5339, name: "David Boulton", job: "ADR Mixer",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894cedb92514122b50000e4", personID: 5714, name: "Carlos Saldanha", job: "Animation Supervisor",
            department: "Visual Effects", profilePath: "/oxUlCSgxKaoCRYFyS65PC2fZWrk.jpg"),
        CrewMember(
            creditID: "631f0289568463007bbe28a5", personID: 7467, name: "David Fincher", job: "Director",
            department: "Directing", profilePath: "/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg"),
        CrewMember(
            creditID: "5c7a4ce7c3a36821ec1823b9", personID: 6904, name: "Rhona Meyers", job: "Key Costumer",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5894cdfcc3a3687bb800004a", personID: 7537, name: "Steve Boeddeker", job: "Sound Effects Editor",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a4d", personID: 7468, name: "Chuck Palahniuk", job: "Novel",
            department: "Writing", profilePath: "/r8WZhWea6RXCNO7HXvvB4lWYxzu.jpg"),
        CrewMember(
            creditID: "56380f0cc3a3681b5c0200be", personID: 7469, name: "Jim Uhls", job: "Screenplay",
            department: "Writing", profilePath: "/eJPUwP933EiwEWqxEBzPv6Xf0nC.jpg"),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a05", personID: 7474, name: "Ross Grayson Bell", job: "Producer",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a0b", personID: 7475, name: "Ceán Chaffin", job: "Producer",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a17", personID: 7477, name: "John King", job: "Original Music Composer",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a1d", personID: 7478, name: "Michael Simpson",
            job: "Original Music Composer", department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a23", personID: 7479, name: "Jeff Cronenweth",
            job: "Director of Photography", department: "Camera", profilePath: "/93Mn7WPDJjAEVvDv2J39RhzlnEE.jpg"),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a29", personID: 7480, name: "James Haygood", job: "Editor",
            department: "Editing", profilePath: nil),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a2f", personID: 7481, name: "Laray Mayfield", job: "Casting",
            department: "Production", profilePath: "/yBshxhOfzKrcvoVaFdI6VpH1BJ.jpg"),
        CrewMember(
            creditID: "5894cde492514122c1000053", personID: 7763, name: "Ren Klyce", job: "Sound Designer",
            department: "Sound", profilePath: "/tMDHEVa05pe3od1NMpfplPVPnxD.jpg"),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a3b", personID: 7763, name: "Ren Klyce", job: "Sound Editor",
            department: "Sound", profilePath: "/tMDHEVa05pe3od1NMpfplPVPnxD.jpg"),
        CrewMember(
            creditID: "52fe4250c3a36847f8014a41", personID: 7764, name: "Richard Hymns", job: "Sound Editor",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e03c3a36821ec18283b", personID: 7764, name: "Richard Hymns", job: "Sound Supervisor",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "60b9a1c2907f26006f555b66", personID: 8157, name: "Doc Kane", job: "ADR Mixer",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894cafd9251410b9300054d", personID: 8850, name: "Helen Pollak", job: "Unit Production Manager",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5acff3ffc3a36842d2003381", personID: 40684, name: "David Leitch", job: "Stunts",
            department: "Crew", profilePath: "/qykhwWkXTAteD9yvsmItXh9LxCq.jpg"),
        CrewMember(
            creditID: "5894cb1e9251410b87000528", personID: 12371, name: "Richard Cetrone", job: "Utility Stunts",
            department: "Crew", profilePath: "/lZQqNU3QUcnIssWhIfatePfU6M7.jpg"),
        CrewMember(
            creditID: "60b99e73ec8a430057f2e2bc", personID: 12639, name: "Hugo Santiago", job: "Set Designer",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5acff40e9251417b5d00388f", personID: 16522, name: "Jimmy Nickerson", job: "Stunts",
            department: "Crew", profilePath: "/zidbZdFLUj5DqmZT7yAbp3wEzmr.jpg"),
        CrewMember(
            creditID: "60b99a8acd2f0f0059f89aa9", personID: 17217, name: "Mike Topoozian",
            job: "First Assistant Director", department: "Directing", profilePath: nil),
        CrewMember(
            creditID: "5894c4869251410b990001e3", personID: 10855, name: "Chris Gorak", job: "Art Direction",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894cd38c3a368771c000046", personID: 34528, name: "Julie M. Anderson",
            job: "Production Supervisor", department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5894c6cb9251410b8d00031f", personID: 37925, name: "Conrad W. Hall", job: "Camera Operator",
            department: "Camera", profilePath: "/lyKMo1zcwRWF5sh7qxVivQLgng0.jpg"),
        CrewMember(
            creditID: "60b99ea3907f260029d958b0", personID: 46592, name: "Domenic Silvestri", job: "Set Designer",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "60b99bb965686e0040417efd", personID: 51333, name: "Claudio Miranda", job: "Gaffer",
            department: "Lighting", profilePath: "/nrNR3DeuX4kfPmv7POrVlRO22UX.jpg"),
        CrewMember(
            creditID: "5c7a4ed1c3a36819321833af", personID: 113013, name: "David McKimmie",
            job: "Assistant Production Coordinator", department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5c7a4da80e0a2637cb0e9b1d", personID: 113067, name: "David Lucarelli", job: "ADR Recordist",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "60b9a1df18b7510058089981", personID: 113088, name: "Charleen Richards", job: "ADR Mixer",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894c5c89251410b96000268", personID: 60937, name: "Seth Reed", job: "Assistant Art Director",
            department: "Art", profilePath: "/qqJq1jYN4WQ8dGaN1TQLS4UlVJ2.jpg"),
        CrewMember(
            creditID: "60b9a44e57d378002b19058f", personID: 84493, name: "Mickie McGowan", job: "ADR Voice Casting",
            department: "Production", profilePath: "/4K1HF10EvDjdaIoDAnWqFZjnmvk.jpg"),
        CrewMember(
            creditID: "5894c632c3a3685ec60002ce", personID: 83072, name: "P. Scott Bailey", job: "Leadman",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f0dc3a3681932183491", personID: 91161, name: "Joe Hartwick Jr.",
            job: "First Assistant Accountant", department: "Production", profilePath: nil),
        CrewMember(
            creditID: "60b1742c8ee49c003fe09c21", personID: 101608, name: "Rob Bottin", job: "Makeup Effects",
            department: "Crew", profilePath: "/aaxVEbFQFw0NjgK7ZpAWtPmTOEu.jpg"),
        CrewMember(
            creditID: "60b99af865686e00299c166d", personID: 132616, name: "Richard Schuler", job: "Location Manager",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5c50dee60e0a26495adaea80", personID: 151007, name: "Peter Ramsey", job: "Storyboard Artist",
            department: "Art", profilePath: "/9vCpMCgf5R0EQkWbylKTvtxzsB.jpg"),
        CrewMember(
            creditID: "5acee7f99251415a6d01dc19", personID: 159112, name: "David Orr", job: "Color Timer",
            department: "Editing", profilePath: nil),
        CrewMember(
            creditID: "5894ca83c3a3685ec3000578", personID: 169628, name: "Jeff Imada", job: "Stunts",
            department: "Crew", profilePath: "/sUNSaNQreSHYaJvKr0SfiBqMPDV.jpg"),
        CrewMember(
            creditID: "5c7a4f8cc3a36844d11b565c", personID: 180576, name: "Rich Thorne", job: "Production Executive",
            department: "Production", profilePath: "/vrCTwuJc77BXQRwuEZtkgcS5yzS.jpg"),
        CrewMember(
            creditID: "5894cbe09251410b89000610", personID: 423640, name: "Michael Matzdorff",
            job: "First Assistant Editor", department: "Editing", profilePath: nil),
        CrewMember(
            creditID: "5894cfef92514122bf00017c", personID: 554001, name: "Johann Benét", job: "Thanks",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894c54ec3a3685ec9000253", personID: 562696, name: "Dianne Chadwick",
            job: "Art Department Assistant", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d7ac3a36821ec182659", personID: 572622, name: "Tom Bellfort", job: "ADR Editor",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894cd7a92514122bf000003", personID: 578767, name: "Don Coufal", job: "Boom Operator",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "60b9a076cadb6b0028887e14", personID: 957928, name: "Todd Boekelheide",
            job: "Sound Re-Recording Mixer", department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5c7a4dbb0e0a2611e1117448", personID: 993165, name: "Mary Works",
            job: "Assistant Dialogue Editor", department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894cf5892514122ad000137", personID: 1002652, name: "Dennis Berardi",
            job: "Visual Effects Supervisor", department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "60b99d81c2f44b0029efec1b", personID: 1031820, name: "Wendy J. Greiner", job: "Key Costumer",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "60b9a264ede1b00043869f98", personID: 1116937, name: "John Roesch", job: "Foley Artist",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894c75b9251410b8900037f", personID: 1172443, name: "Merrick Morton", job: "Still Photographer",
            department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "5894c8269251410b900003c1", personID: 1181128, name: "P.J. Hanke", job: "Additional Music",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "60b99cd28de0ae0059af0cde", personID: 1300663, name: "Margaret Prentice", job: "Makeup Artist",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "60b99cbaec8a4300298fc91b", personID: 1314463, name: "Randy Westgate", job: "Makeup Artist",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5894c7cf9251410b9000039e", personID: 1325234, name: "Jean Ann Black", job: "Makeup Artist",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5894c7859251410b90000374", personID: 1325655, name: "Elinor Bardach", job: "Costume Supervisor",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "595513299251412b2304f78e", personID: 1327146, name: "Wendy M. Craig", job: "Set Costumer",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5894c5f6c3a3685ec00002bc", personID: 1341851, name: "Jeff Passanante",
            job: "Construction Coordinator", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4dcd9251412a5a4a18fc", personID: 1341856, name: "Hilda Hodges", job: "Foley Artist",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894c9fe9251410b8d0004f8", personID: 1342072, name: "Cliff Wenger",
            job: "Special Effects Coordinator", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894cef5c3a3687ba70000c6", personID: 1342601, name: "Nicholas Brooks",
            job: "Digital Compositors", department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5ba180b0c3a368719000067a", personID: 1352424, name: "Brandon Proctor",
            job: "Sound Mix Technician", department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894c670c3a3685ebc000311", personID: 1357044, name: "Richard K. Buoen",
            job: "Production Illustrator", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4ef80e0a26521c10ec07", personID: 1368878, name: "Damon Caro", job: "Fight Choreographer",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e450e0a2611de1157a7", personID: 1368878, name: "Damon Caro", job: "Stunt Double",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894cd609251411eeb000065", personID: 1376902, name: "Gwendolyn Yates Whittle",
            job: "ADR Supervisor", department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894c88d9251410b870003ad", personID: 1378726, name: "Francie Brown", job: "Dialect Coach",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "60b9a06557d378005989c835", personID: 1378828, name: "Michael Semanick",
            job: "Sound Re-Recording Mixer", department: "Sound", profilePath: "/poGaVc3vdZmkZCvSLNIkkIsxffj.jpg"),
        CrewMember(
            creditID: "5ae6d72d0e0a2610720089d5", personID: 1389534, name: "Richard Quinn", job: "Dialogue Editor",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894c69d9251410b93000302", personID: 1390518, name: "Luis G. Hoyos", job: "Set Designer",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e1ac3a36844d41b0642", personID: 1390528, name: "Wayne Burnes",
            job: "Special Effects Technician", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "60b99eb67cffda006dbe489a", personID: 1391566, name: "Julia K. Levine", job: "Set Designer",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d39925141634c4759e1", personID: 1392117, name: "Eric Rosenberg", job: "Graphic Designer",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894c687c3a3685ebc000327", personID: 1397810, name: "Kenneth Garrett", job: "Sculptor",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894cae99251410b9000055a", personID: 1398980, name: "Dave Robling",
            job: "Transportation Coordinator", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "60b9a17acadb6b0041dd74ab", personID: 1399117, name: "David C. Hughes",
            job: "Sound Effects Editor", department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "60b9a11fdfaae9006ed88280", personID: 1400905, name: "Ewa Sztompke", job: "Dialogue Editor",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894c73cc3a3685ec9000380", personID: 1401109, name: "Chris Haarhoff", job: "Steadicam Operator",
            department: "Camera", profilePath: "/s8rWd96a0I2IPKOjESrHtaZyQ8U.jpg"),
        CrewMember(
            creditID: "5894cf3e92514122b7000122", personID: 1403191, name: "Andrea D'Amico",
            job: "Visual Effects Producer", department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5c4e35630e0a264965d6db97", personID: 1403525, name: "Kevin Scott Mack",
            job: "Visual Effects Supervisor", department: "Visual Effects",
            profilePath: "/wsnhGz8PxiHKkXyp7jkOEbVH3LS.jpg"),
        CrewMember(
            creditID: "5894cdc692514122b7000038", personID: 1404546, name: "Brian Richards", job: "Music Editor",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "60b9a056cd2f0f007a68f812", personID: 1406614, name: "David Parker",
            job: "Sound Re-Recording Mixer", department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5c7a4eb4925141634c475c20", personID: 1407900, name: "Joëlle Taar", job: "Assistant Editor",
            department: "Editing", profilePath: nil),
        CrewMember(
            creditID: "5894c79ec3a3685ec60003af", personID: 1408290, name: "Patricia Miller", job: "Hairstylist",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5de004383faba0001306a760", personID: 1409273, name: "Kevin Tod Haug",
            job: "Visual Effects Supervisor", department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5894c7b2c3a3685ec00003eb", personID: 1413224, name: "Fríða Aradóttir", job: "Key Hair Stylist",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f9fc3a36821ec182ca8", personID: 1419264, name: "Fiona Campbell Westgate",
            job: "Rotoscoping Artist", department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5894c61ac3a3685ec30002a5", personID: 1422059, name: "Craig B. Ayers Sr.", job: "Greensman",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4df3c3a36844d11b50c5", personID: 1424126, name: "Carolyn Tapp", job: "Foley Recordist",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d8a9251412a6949f246", personID: 1432596, name: "Derek Casari", job: "ADR Engineer",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894cf0fc3a3687b9f0000f1", personID: 1440848, name: "Joshua I. Kolden", job: "Visual Effects",
            department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "55422f369251414aee003e1c", personID: 1447557, name: "Rachel Wyn Dunn", job: "Compositors",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5c7a4de00e0a263ee10eabe9", personID: 1461371, name: "Mary Jo Lang", job: "Foley Mixer",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d58c3a36819321830c6", personID: 1463313, name: "Collin Grant", job: "Storyboard Artist",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894c60cc3a3685ec00002cf", personID: 1463325, name: "Tim R. Lafferty",
            job: "Construction Foreman", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "55731b7792514110f90024ab", personID: 1474687, name: "John S. Dorsey", job: "Associate Producer",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "60b99ffecd2f0f002a6b0a34", personID: 1486851, name: "Alex Olivares",
            job: "First Assistant Editor", department: "Editing", profilePath: nil),
        CrewMember(
            creditID: "5c7a4ee5925141634c475c70", personID: 1492646, name: "Sande Alessi", job: "Extras Casting",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5894c6e99251410b90000311", personID: 1493771, name: "John T. Connor",
            job: "First Assistant Camera", department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "5894ce2cc3a3687ba7000053", personID: 1511710, name: "Jeff Wexler", job: "Sound Mixer",
            department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894cb97c3a3685ec60005d9", personID: 1521769, name: "Dina Waxman", job: "Script Supervisor",
            department: "Directing", profilePath: nil),
        CrewMember(
            creditID: "5894cc7bc3a3685ecd000651", personID: 1530086, name: "Karen Meisels", job: "Casting Associate",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5894c7fcc3a3685ecd0003c8", personID: 1532597, name: "Terry Anderson", job: "Set Costumer",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5894c5e29251410b89000283", personID: 1533533, name: "Josue Clotaire Fleurimond",
            job: "Conceptual Design", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d170e0a263ee10ea972", personID: 1534969, name: "Allen Kupetsky",
            job: "Second Second Assistant Director", department: "Directing", profilePath: nil),
        CrewMember(
            creditID: "5894ca5dc3a3685ec900053f", personID: 1535124, name: "Michael Runyard", job: "Stunt Coordinator",
            department: "Crew", profilePath: "/45OfE6u2HFb2vsZDgSIwSMX9IjN.jpg"),
        CrewMember(
            creditID: "5894cd209251411ee600004d", personID: 1536630, name: "Robb Earnest",
            job: "Production Coordinator", department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5894c6b59251410b9300030f", personID: 1548670, name: "Bill 'Kauhane' Hoyt",
            job: "Standby Painter", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894cc4f9251410b9c0005ce", personID: 1552215, name: "Martin Bosworth", job: "Rigging Gaffer",
            department: "Lighting", profilePath: nil),
        CrewMember(
            creditID: "5894c8589251410b960003ea", personID: 1552998, name: "Raymond Bulinski", job: "Craft Service",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894cd4ec3a368772c000049", personID: 1554372, name: "Carey Ann Strelecki", job: "Researcher",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5894c8b09251410b8d000438", personID: 1559615, name: "Manny Demello", job: "Driver",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894c9de9251410b890004fc", personID: 1585177, name: "Michael Herron",
            job: "Set Production Assistant", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894cab49251410b990005b2", personID: 1586924, name: "Jim Alfonso", job: "Transportation Captain",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e599251412a5d4a3ec8", personID: 1586926, name: "Steve Wolfe", job: "Assistant Camera",
            department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "60b99f79cb9f4b006f3024b5", personID: 1586932, name: "Frank Roughan",
            job: "Transportation Captain", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894c906c3a3685ec3000485", personID: 1599632, name: "Peter Mavromates",
            job: "Post Production Supervisor", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894cc37c3a3685ebc000644", personID: 1614187, name: "Kevin Brown", job: "Lighting Technician",
            department: "Lighting", profilePath: nil),
        CrewMember(
            creditID: "60b99e53dfaae900295aee47", personID: 1621223, name: "Tani Kunitake",
            job: "Production Illustrator", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894cbf79251410b930005d8", personID: 1622111, name: "Michael Arvanitis",
            job: "Best Boy Electric", department: "Lighting", profilePath: nil),
        CrewMember(
            creditID: "5894c7299251410b9600032a", personID: 1646055, name: "Robert Mehnert", job: "Aerial Camera",
            department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "60b99c0009dda4004090a7bc", personID: 1691197, name: "Michael J. Coo", job: "Key Grip",
            department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "57fe1e549251410699007177", personID: 1693424, name: "Mirela Rupic",
            job: "Assistant Costume Designer", department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5894c8109251410b99000427", personID: 1708007, name: "Charles W. Belisle",
            job: "Set Dressing Artist", department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5894c65cc3a3685ecd0002c9", personID: 1728281, name: "Tammy DeRuiter", job: "Painter",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894c91d9251410b9600045a", personID: 1735467, name: "Kieran Woo", job: "Production Controller",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894cb79c3a3685ec000062f", personID: 1735477, name: "Wayne Tidwell",
            job: "Video Assist Operator", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d29c3a36821ec1825f2", personID: 1741114, name: "Bryan Duff",
            job: "Assistant Property Master", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894c5bcc3a3685ec0000288", personID: 1749891, name: "S. Quinn",
            job: "Art Department Coordinator", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894c6509251410b9c0002c8", personID: 1749892, name: "Jack Robinson", job: "Location Scout",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894c7efc3a3685ec30003c7", personID: 1749896, name: "Greg Solomon",
            job: "Prosthetic Makeup Artist", department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5894c83b9251410b87000389", personID: 1749897, name: "Yann Blondel", job: "CG Supervisor",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e7bc3a36821ec182984", personID: 1749899, name: "Gary Kanner", job: "Camera Loader",
            department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "5894c8f29251410b990004a9", personID: 1749901, name: "Karman Graham",
            job: "Post Production Assistant", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894c94ec3a3685ebc00048b", personID: 1749902, name: "Carrie Shaw",
            job: "Production Office Assistant", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894c99c9251410b9600048c", personID: 1749904, name: "David B. Brenner", job: "Propmaker",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5ae6d7440e0a26105a008ded", personID: 1749906, name: "Roy 'Bucky' Moore", job: "Property Master",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5894c9cf9251410b8700047e", personID: 1749907, name: "Katherine Jones", job: "Set Medic",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894c9f0c3a3685ec90004fb", personID: 1749908, name: "Lucio I. Flores", job: "Software Engineer",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894ca33c3a3685ec9000520", personID: 1749910, name: "Chad Keller", job: "Stand In",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894caa4c3a3685ebc000562", personID: 1749916, name: "Leon Xiao",
            job: "Systems Administrators & Support", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5894cc66c3a3685ecd00063e", personID: 1749920, name: "Ronald A. Miller", job: "Rigging Grip",
            department: "Lighting", profilePath: nil),
        CrewMember(
            creditID: "5894cc93c3a3685ec9000661", personID: 1749921, name: "Flint Maloney", job: "Location Manager",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5894cd079251411efc00004d", personID: 1749922, name: "Jim Davidson", job: "Production Accountant",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5894cd95c3a3687ba300000e", personID: 1749923, name: "Jessica Bellfort",
            job: "Assistant Sound Editor", department: "Sound", profilePath: nil),
        CrewMember(
            creditID: "5894cebf92514122b00000c0", personID: 1749924, name: "Jim Rutherford", job: "3D Animator",
            department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5894cf28c3a3687bb30000d8", personID: 1749925, name: "Lauren A. Littleton",
            job: "Visual Effects Coordinator", department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5894cfd192514122b7000179", personID: 1749926, name: "Misa Kageyama",
            job: "Sound Design Assistant", department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5c7a4cfdc3a36841dc183f8e", personID: 1758614, name: "Bob Wagner",
            job: "Second Assistant Director", department: "Directing", profilePath: nil),
        CrewMember(
            creditID: "60b99c93abf8e200597002fc", personID: 1758616, name: "Julie L. Pearce", job: "Key Makeup Artist",
            department: "Costume & Make-Up", profilePath: nil),
        CrewMember(
            creditID: "5c7a4ea99251412a5a4a1a2a", personID: 1758622, name: "Christie Cean George",
            job: "Casting Assistant", department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e38c3a36844d11b5227", personID: 1787833, name: "Ryan Laney",
            job: "Visual Effects Technical Director", department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e87c3a36841dc184450", personID: 1854468, name: "Michael Brennan", job: "Dolly Grip",
            department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "60b99e8ecadb6b005935b723", personID: 1855155, name: "Peter J. Kelly", job: "Set Designer",
            department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f5b9251412a6949f7ab", personID: 1859748, name: "Ron Frankel",
            job: "Pre-Visualization Supervisor", department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f1e0e0a2611ec1195d1", personID: 2220072, name: "Scott Ross", job: "General Manager",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e69c3a36844d41b076f", personID: 2223905, name: "Craig Kohtala", job: "Best Boy Grip",
            department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "5c7a4fb10e0a2611da1192c3", personID: 2237171, name: "Eileen M. Dennis",
            job: "Second Assistant Accountant", department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5c7a4e990e0a26521c10eb72", personID: 2243814, name: "Lisa Guerriero",
            job: "Second Assistant Camera", department: "Camera", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d4bc3a3681c4b1832e3", personID: 2254345, name: "Danielle Simpson",
            job: "Set Dressing Buyer", department: "Art", profilePath: nil),
        CrewMember(
            creditID: "5c7a4d6e0e0a263ee10eaa8d", personID: 2254347, name: "Sean Hood", job: "Swing", department: "Art",
            profilePath: nil),
        CrewMember(
            creditID: "5c7a4ec29251412a5d4a3f7f", personID: 2254357, name: "Chris Gutierrez",
            job: "Assistant Location Manager", department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f2d0e0a2620ae0e891d", personID: 2254358, name: "Raymond Bongiovanni", job: "In Memory Of",
            department: "Crew", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f460e0a2620ae0e894f", personID: 2254359, name: "David Bailey", job: "Matte Painter",
            department: "Visual Effects", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f51c3a36841dc1846a3", personID: 2254360, name: "Cindy Nevins", job: "Payroll Accountant",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f6d0e0a2620ae0e8967", personID: 2254362, name: "Tanya Doyle", job: "Production Assistant",
            department: "Production", profilePath: nil),
        CrewMember(
            creditID: "5c7a4f7c0e0a2637cb0e9e97", personID: 2254363, name: "Shaun Ryan", job: "Production Driver",
            department: "Production", profilePath: nil),
    ]
}
