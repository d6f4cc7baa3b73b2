import Foundation
import MarqueeService

let environment = ProcessInfo.processInfo.environment
HeapTuning.apply(environment: environment)
exit(await ServiceMain.run(arguments: CommandLine.arguments, environment: environment))
