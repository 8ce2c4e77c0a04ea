import Foundation
import TriviaKit

// `swift run trivia`: everything lives in the Trivia library so tests can drive it.
exit(await TriviaApp.main())
