import Foundation
import TriviaKit

// `swift run trivia`: everything lives in the Trivia library so tests can drive it.
let status = await TriviaApp.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment)
exit(status)
