/// An option of an app's own command line, declared as data: shown in `--help`, parsed by
/// ``ScenicApp``, and read at launch with ``AppLaunch/value(of:)`` or ``AppLaunch/isSet(_:)``.
///
/// ```swift
/// AppOption("--data-dir", value: "DIR", help: "Keep the cart and orders in DIR")
/// AppOption("--offline", help: "Never ask the remote source")
/// ```
public struct AppOption: Equatable, Sendable {
    /// The option as typed, such as `--data-dir`.
    public var name: String
    /// The placeholder of its value, such as `DIR`; `nil` for a flag that takes none.
    public var value: String?
    /// What it does, for `--help`.
    public var help: String

    /// Declares an option; with a `value` placeholder it takes a value (`--data-dir DIR` or
    /// `--data-dir=DIR`), without one it is a flag.
    public init(_ name: String, value: String? = nil, help: String) {
        self.name = name
        self.value = value
        self.help = help
    }

    /// The option as `--help` shows it: `--data-dir DIR`.
    var usage: String {
        value.map { name + " " + $0 } ?? name
    }
}
