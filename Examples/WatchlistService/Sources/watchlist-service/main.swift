import Foundation
import WatchlistService

exit(
    await WatchlistServiceMain.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
