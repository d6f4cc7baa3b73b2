import Bookshelf
import Foundation

exit(
    await BookshelfService.run(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment))
