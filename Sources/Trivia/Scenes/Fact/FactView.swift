import Scenic

/// One fact, whole, with where and when it was looked up.
struct FactView: View {
    enum Region: CaseIterable {
        case fact
    }

    enum Name: String, CommandName {
        case again
    }

    let title = "Fact"
    let commands = [Command(Name.again, help: "Look this number up again")]
}
