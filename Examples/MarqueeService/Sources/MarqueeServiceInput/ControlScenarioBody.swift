#if UITesting
    import Foundation
    import UITestScenario

    /// The body of `PUT /__uitest/scenario`: what `-uitest-scenario` takes (a preset name or inline JSON), not a
    /// `@file`, which is read at launch only. Surrounding whitespace is ignored; bytes that are not UTF-8 are read
    /// with replacement characters (and then refused by the scenario parser).
    public enum ControlScenarioBody {
        /// The scenario `body` names, or a ``ParameterProblem`` for `scenario` saying why not.
        public static func scenario(from body: some Collection<UInt8>) throws(ParameterProblem) -> Scenario {
            let text = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.hasPrefix("@") else {
                throw ParameterProblem(
                    "scenario", "a scenario file is read at launch only; send a preset name or inline JSON")
            }
            do {
                return try Scenario.parse(text)
            } catch {
                throw ParameterProblem("scenario", error.description)
            }
        }
    }
#endif
