import Foundation
import MarqueeService

exit(await ServiceMain.run(arguments: CommandLine.arguments, environment: ProcessInfo.processInfo.environment))
