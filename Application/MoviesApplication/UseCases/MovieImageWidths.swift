/// The display widths, in pixels, that image sizes are chosen for.
package struct MovieImageWidths: Hashable, Sendable {
    /// The poster's display width.
    package var poster: Int
    /// The backdrop's display width.
    package var backdrop: Int
    /// A profile picture's display width.
    package var profile: Int

    /// Widths; the defaults suit a detail screen.
    package init(poster: Int = 500, backdrop: Int = 1280, profile: Int = 185) {
        self.poster = poster
        self.backdrop = backdrop
        self.profile = profile
    }
}
