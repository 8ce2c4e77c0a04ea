/// The command line of `storefront`, parsed by hand (Scenic has no dependencies).
struct StorefrontOptions: Equatable {
    var width: Int?
    var dataDirectory: String?
    var showsPreviews = false
    var showsHelp = false

    /// Why a command line was refused, in words that say what to type instead.
    enum Problem: Error, Equatable {
        case unknownOption(String)
        case missingValue(String)
        case badWidth(String)

        var message: String {
            switch self {
            case .unknownOption(let option):
                return
                    "storefront: unknown option \"\(option)\". Run \"storefront --help\" for the options."
            case .missingValue(let option):
                return
                    "storefront: \(option) needs a value, as in \"\(option) \(option == "--width" ? "60" : "DIR")\"."
            case .badWidth(let value):
                return
                    "storefront: --width must be a whole number from 20 to 1000, got \"\(value)\"."
            }
        }
    }

    static let help = """
        Usage: storefront [--width N] [--data-dir DIR] [--previews]

        A small shop in the terminal, built on Scenic. Log in with the demo account
        shown on the first screen, then type "help" on any screen for its commands.

        Options:
          --width N       Lay screens out N columns wide (default: COLUMNS, the
                          terminal, or 80).
          --data-dir DIR  Keep the cart and orders in DIR (default:
                          $STOREFRONT_DATA_DIR, else $XDG_DATA_HOME/storefront,
                          else ~/.local/share/storefront).
          --previews      Browse every screen's previews (sample states) instead of
                          shopping; nothing is read from or saved to the data
                          directory.
          -h, --help      Show this help.

        Environment:
          STOREFRONT_NOW  Fix the clock at an ISO 8601 time, such as
                          2026-05-04T10:30:00Z, so a piped session prints the same
                          dates each run.

        """

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(Problem) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // Both "--width 60" and "--width=60" are accepted, as most tools do.
            // Split by hand: "" and "=" have no parts to split into, and must be refused, not
            // crash.
            let parts = argument.split(
                separator: "=", maxSplits: 1, omittingEmptySubsequences: false
            ).map(String.init)
            let option = parts.first ?? argument
            func value() throws(Problem) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = remaining.popFirst() else { throw .missingValue(option) }
                return next
            }
            switch option {
            case "--width":
                let typed = try value()
                guard let width = Int(typed), (20...1000).contains(width) else {
                    throw .badWidth(typed)
                }
                self.width = width
            case "--data-dir":
                dataDirectory = try value()
            case "--previews":
                showsPreviews = true
            case "-h", "--help":
                showsHelp = true
            default:
                throw .unknownOption(argument)
            }
        }
    }
}
