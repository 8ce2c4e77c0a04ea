/// A test's console maker, called by the explorer from its own task whatever actor the test
/// runs on.
///
/// The closure is the test's: written in a main-actor test, it is isolated to the main actor
/// and goes there itself whenever it is called, and the console it returns is `sending`, a
/// fresh value that nothing on that actor holds. The explorer calls it once at a time, each call
/// awaited before the next, while the test awaits the explorer, so nothing the closure captures
/// is used by two tasks at once.
struct ConsoleMaker<Value>: @unchecked Sendable {
    private let make: () async throws -> sending Value

    /// A maker that calls `make`.
    init(_ make: @escaping () async throws -> sending Value) {
        self.make = make
    }

    /// A fresh value from the test's closure.
    func callAsFunction() async throws -> sending Value {
        try await make()
    }
}
