import Foundation
import StorefrontKit

// `swift run storefront`: everything lives in the Storefront library so tests can drive it.
let status = await StorefrontApp.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment)
exit(status)
