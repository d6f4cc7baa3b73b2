// MarqueeKit: the one module a service that links Marquee imports. It re-exports every module a service calls —
// the composition root, both contexts' domain, application and port wiring, the shared input reading and JSON
// presentation, and the HTTP transport port — so `import MarqueeKit` replaces a dozen imports. With the `UITesting`
// trait it also re-exports `UITestScenario`, the scenario type `UITestDependencies` takes, and the two stub modules,
// whose typed entities (`ScenarioMovie`, `ScenarioCharacter`, …) build a scenario's own data; a production build
// (`traits: []`) re-exports no stub module, because it links none.
//
// Each re-exported module is still its own library product, for a service that wants to link less.

@_exported import AppDependencies
@_exported import CharactersApplication
@_exported import CharactersComposition
@_exported import CharactersDomain
@_exported import HTTPTransport
@_exported import MarqueeInput
@_exported import MarqueeJSON
@_exported import MarqueePresentation
@_exported import MoviesApplication
@_exported import MoviesComposition
@_exported import MoviesDomain
@_exported import SharedKernel

#if UITesting
    @_exported import CharactersAdaptersUITesting
    @_exported import MoviesAdaptersUITesting
    @_exported import UITestScenario
#endif
