import CharactersDomain
import UITestScenario

extension StubTable where Item == Episode {
    /// The episodes UI tests run on: 1 through 51 (seasons 1 to 5), every episode a standard character appears in.
    package static var standard: StubTable<Episode> { StubCharacterData.episodes }
}

extension StubCharacterData {
    /// Episodes 1 through 51 (seasons 1 to 5), every episode the stub characters appear in, with their real names,
    /// codes and air dates (each comment shows the API's `air_date` text).
    static let episodes = StubTable<Episode>([
        // air_date "December 2, 2013"
        episode(1, "Pilot", season: 1, episode: 1, aired: (2013, 12, 2)),
        // air_date "December 9, 2013"
        episode(2, "Lawnmower Dog", season: 1, episode: 2, aired: (2013, 12, 9)),
        // air_date "December 16, 2013"
        episode(3, "Anatomy Park", season: 1, episode: 3, aired: (2013, 12, 16)),
        // air_date "January 13, 2014"
        episode(4, "M. Night Shaym-Aliens!", season: 1, episode: 4, aired: (2014, 1, 13)),
        // air_date "January 20, 2014"
        episode(5, "Meeseeks and Destroy", season: 1, episode: 5, aired: (2014, 1, 20)),
        // air_date "January 27, 2014"
        episode(6, "Rick Potion #9", season: 1, episode: 6, aired: (2014, 1, 27)),
        // air_date "March 10, 2014"
        episode(7, "Raising Gazorpazorp", season: 1, episode: 7, aired: (2014, 3, 10)),
        // air_date "March 17, 2014"
        episode(8, "Rixty Minutes", season: 1, episode: 8, aired: (2014, 3, 17)),
        // air_date "March 24, 2014"
        episode(9, "Something Ricked This Way Comes", season: 1, episode: 9, aired: (2014, 3, 24)),
        // air_date "April 7, 2014"
        episode(10, "Close Rick-counters of the Rick Kind", season: 1, episode: 10, aired: (2014, 4, 7)),
        // air_date "April 14, 2014"
        episode(11, "Ricksy Business", season: 1, episode: 11, aired: (2014, 4, 14)),
        // air_date "July 26, 2015"
        episode(12, "A Rickle in Time", season: 2, episode: 1, aired: (2015, 7, 26)),
        // air_date "August 2, 2015"
        episode(13, "Mortynight Run", season: 2, episode: 2, aired: (2015, 8, 2)),
        // air_date "August 9, 2015"
        episode(14, "Auto Erotic Assimilation", season: 2, episode: 3, aired: (2015, 8, 9)),
        // air_date "August 16, 2015"
        episode(15, "Total Rickall", season: 2, episode: 4, aired: (2015, 8, 16)),
        // air_date "August 23, 2015"
        episode(16, "Get Schwifty", season: 2, episode: 5, aired: (2015, 8, 23)),
        // air_date "August 30, 2015"
        episode(17, "The Ricks Must Be Crazy", season: 2, episode: 6, aired: (2015, 8, 30)),
        // air_date "September 13, 2015"
        episode(18, "Big Trouble in Little Sanchez", season: 2, episode: 7, aired: (2015, 9, 13)),
        // air_date "September 20, 2015"
        episode(19, "Interdimensional Cable 2: Tempting Fate", season: 2, episode: 8, aired: (2015, 9, 20)),
        // air_date "September 27, 2015"
        episode(20, "Look Who's Purging Now", season: 2, episode: 9, aired: (2015, 9, 27)),
        // air_date "October 4, 2015"
        episode(21, "The Wedding Squanchers", season: 2, episode: 10, aired: (2015, 10, 4)),
        // air_date "April 1, 2017"
        episode(22, "The Rickshank Rickdemption", season: 3, episode: 1, aired: (2017, 4, 1)),
        // air_date "July 30, 2017"
        episode(23, "Rickmancing the Stone", season: 3, episode: 2, aired: (2017, 7, 30)),
        // air_date "August 6, 2017"
        episode(24, "Pickle Rick", season: 3, episode: 3, aired: (2017, 8, 6)),
        // air_date "August 13, 2017"
        episode(25, "Vindicators 3: The Return of Worldender", season: 3, episode: 4, aired: (2017, 8, 13)),
        // air_date "August 20, 2017"
        episode(26, "The Whirly Dirly Conspiracy", season: 3, episode: 5, aired: (2017, 8, 20)),
        // air_date "August 27, 2017"
        episode(27, "Rest and Ricklaxation", season: 3, episode: 6, aired: (2017, 8, 27)),
        // air_date "September 10, 2017"
        episode(28, "The Ricklantis Mixup", season: 3, episode: 7, aired: (2017, 9, 10)),
        // air_date "September 17, 2017"
        episode(29, "Morty's Mind Blowers", season: 3, episode: 8, aired: (2017, 9, 17)),
        // air_date "September 24, 2017"
        episode(30, "The ABC's of Beth", season: 3, episode: 9, aired: (2017, 9, 24)),
        // air_date "October 1, 2017"
        episode(31, "The Rickchurian Mortydate", season: 3, episode: 10, aired: (2017, 10, 1)),
        // air_date "November 10, 2019"
        episode(32, "Edge of Tomorty: Rick, Die, Rickpeat", season: 4, episode: 1, aired: (2019, 11, 10)),
        // air_date "November 17, 2019"
        episode(33, "The Old Man and the Seat", season: 4, episode: 2, aired: (2019, 11, 17)),
        // air_date "November 24, 2019"
        episode(34, "One Crew Over the Crewcoo's Morty", season: 4, episode: 3, aired: (2019, 11, 24)),
        // air_date "December 8, 2019"
        episode(35, "Claw and Hoarder: Special Ricktim's Morty", season: 4, episode: 4, aired: (2019, 12, 8)),
        // air_date "December 15, 2019"
        episode(36, "Rattlestar Ricklactica", season: 4, episode: 5, aired: (2019, 12, 15)),
        // air_date "May 3, 2020"
        episode(37, "Never Ricking Morty", season: 4, episode: 6, aired: (2020, 5, 3)),
        // air_date "May 10, 2020"
        episode(38, "Promortyus", season: 4, episode: 7, aired: (2020, 5, 10)),
        // air_date "May 17, 2020"
        episode(39, "The Vat of Acid Episode", season: 4, episode: 8, aired: (2020, 5, 17)),
        // air_date "May 24, 2020"
        episode(40, "Childrick of Mort", season: 4, episode: 9, aired: (2020, 5, 24)),
        // air_date "May 31, 2020"
        episode(41, "Star Mort: Rickturn of the Jerri", season: 4, episode: 10, aired: (2020, 5, 31)),
        // air_date "June 20, 2021"
        episode(42, "Mort Dinner Rick Andre", season: 5, episode: 1, aired: (2021, 6, 20)),
        // air_date "June 27, 2021"
        episode(43, "Mortyplicity", season: 5, episode: 2, aired: (2021, 6, 27)),
        // air_date "July 4, 2021"
        episode(44, "A Rickconvenient Mort", season: 5, episode: 3, aired: (2021, 7, 4)),
        // air_date "July 11, 2021"
        episode(45, "Rickdependence Spray", season: 5, episode: 4, aired: (2021, 7, 11)),
        // air_date "July 18, 2021"
        episode(46, "Amortycan Grickfitti", season: 5, episode: 5, aired: (2021, 7, 18)),
        // air_date "July 25, 2021"
        episode(47, "Rick & Morty's Thanksploitation Spectacular", season: 5, episode: 6, aired: (2021, 7, 25)),
        // air_date "August 1, 2021"
        episode(48, "Gotron Jerrysis Rickvangelion", season: 5, episode: 7, aired: (2021, 8, 1)),
        // air_date "August 8, 2021"
        episode(49, "Rickternal Friendshine of the Spotless Mort", season: 5, episode: 8, aired: (2021, 8, 8)),
        // air_date "September 5, 2021"
        episode(50, "Forgetting Sarick Mortshall", season: 5, episode: 9, aired: (2021, 9, 5)),
        // air_date "September 5, 2021"
        episode(51, "Rickmurai Jack", season: 5, episode: 10, aired: (2021, 9, 5)),
    ])
}
