/// Which of TMDb's image families a path belongs to; each has its own list of sizes.
package enum ImageKind: Hashable, Sendable, CaseIterable {
    /// A movie poster.
    case poster
    /// A wide backdrop still.
    case backdrop
    /// A person's profile picture.
    case profile
}
