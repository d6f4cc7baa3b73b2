import Testing
import UITestKit

@testable import MarqueeService

/// Pictures offline (issue 49): under `-uitest` the pages' posters and portraits are the service's own pictures,
/// which the browser loads from it, and the Content-Security-Policy lets it load no other.
@Suite(
    "Every picture a page shows under -uitest comes from the service and loads",
    .notOnReplay("the replay backend runs the service live, whose pages show the recorded images' real addresses"),
    .uiTestShard)
struct PictureUITests {
    @Test("A poster and a portrait load from the service, on the pages and presented alone; no poster, no image")
    func picturesLoad() async {
        await UITest.launch(.happyPath) { app in
            try await MovieDetailsRobot.open(in: app, id: 550).checkHasPoster()
            try await app.checkPicturesAreTheServiceOwn(count: 1, screen: "movieDetails")
            try await CharacterDetailsRobot.open(in: app, id: 1).checkImage(.image)
            try await app.checkPicturesAreTheServiceOwn(count: 1, screen: "characterDetails")
            try await MovieDetailsRobot.present(MovieDetailsPage.stub(), in: app).checkHasPoster()
            try await app.checkPicturesAreTheServiceOwn(count: 1, screen: "movieDetails")
            try await CharacterDetailsRobot.present(CharacterDetailsPage.stub(), in: app).checkImage(.image)
            try await app.checkPicturesAreTheServiceOwn(count: 1, screen: "characterDetails")
            try await MovieDetailsRobot.open(in: app, id: 329).checkHasNoPoster()
            try await app.checkPicturesAreTheServiceOwn(count: 0, screen: "movieDetails")
        }
    }
}
