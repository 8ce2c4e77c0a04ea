import Scenic

/// Runs the sample app in memory on typed lines and returns what it printed.
struct SampleSession {
    var store = TodoStore(["Buy milk", "抹茶 Matcha tea"])
    var password = "sesame"
    var root = SampleRoute.list
    var path: [SampleRoute] = []
    var width = 40

    func run(_ typed: String) async -> String {
        await run(bytes: Array(typed.utf8))
    }

    func run(bytes: [UInt8]) async -> String {
        let navigator = Navigator(
            builder: SampleScenes(store: store, password: password), root: root, path: path)
        var console = Console(navigator: navigator, configuration: .init(width: .fixed(width)))
        var input = ScriptInput(bytes: bytes)
        var output = TextBuffer()
        let status = await console.run(input: &input, output: &output)
        precondition(status == 0, "the console always ends with status 0")
        return output.text
    }
}
