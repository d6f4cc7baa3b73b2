import CharactersApplication
import CompositionKit

/// What an app consumes from the Characters context. The live factory and the UI-test factory both conform, so
/// the composition root can swap one for the other without the app noticing.
public protocol CharactersFactory: Sendable {
    /// Lists characters, optionally filtered.
    func makeFetchCharactersUseCase() -> any FetchCharactersUseCase
    /// Loads a character and its episodes.
    func makeFetchCharacterDetailsUseCase() -> any FetchCharacterDetailsUseCase
    /// Which implementation backs each of the context's ports.
    var portBindings: [PortBinding] { get }
}
