import Foundation
import StorefrontKit

// `swift run storefront`: everything lives in the Storefront library so tests can drive it.
exit(await StorefrontApp.main())
