import Scenic

/// What can be wrong with a preview before its snapshot is even compared.
enum PreviewProblem: Equatable {
    case tooWide(
        scene: String, preview: String, width: Int, line: Int, lineWidth: Int, text: String)
    case controlCharacter(scene: String, preview: String, width: Int, line: Int, text: String)
    case duplicate(scene: String, preview: String)
    /// A preview whose name leaves its snapshot's file no name of its own (empty, or only
    /// what a file name cannot hold).
    case unnamed(scene: String, preview: String)
    case noticeNotShown(scene: String, preview: String, logic: String, noticeType: String)
    case questionNotShown(scene: String, preview: String, logic: String, questionType: String)

    /// The failure text: what is wrong, where, and what to do.
    var message: String {
        switch self {
        case .tooWide(let scene, let preview, let width, let line, let lineWidth, let text):
            let (scene, preview) = (Self.visible(scene), Self.visible(preview))
            return """
                Preview \(scene) › \(preview) at \(width) columns: line \(line) is \(lineWidth) \
                columns wide, over the width: "\(text)". Lay the text out with Blocks (they wrap \
                to the width) instead of building lines by hand.
                """
        case .controlCharacter(let scene, let preview, let width, let line, let text):
            let (scene, preview) = (Self.visible(scene), Self.visible(preview))
            return """
                Preview \(scene) › \(preview) at \(width) columns: line \(line) holds a raw \
                control character (shown escaped): "\(text)". Put data through Blocks, which \
                make control characters visible, instead of writing it raw.
                """
        case .duplicate(let scene, let preview):
            let (scene, preview) = (Self.visible(scene), Self.visible(preview))
            return """
                Scene \(scene) has two previews named "\(preview)" (or names that differ only in \
                spaces, accents or punctuation); give each preview of a scene its own name, since \
                the name names its snapshots.
                """
        case .unnamed(let scene, let preview):
            return """
                Scene \(Self.visible(scene)) has a preview named "\(Self.visible(preview))", which \
                leaves its snapshots no file name of their own; give it a name of letters or \
                digits, such as "empty" or "two items".
                """
        case .noticeNotShown(let scene, let preview, let logic, let noticeType):
            let (scene, preview) = (Self.visible(scene), Self.visible(preview))
            return """
                Preview \(scene) › \(preview) has a notice of type \(noticeType), which \(logic) \
                cannot report, so its screen would not show it. Name the Logic, so that the \
                compiler checks them: Preview("\(preview)", of: \(Self.typeName(logic)).self, …, \
                notices: [.…]).
                """
        case .questionNotShown(let scene, let preview, let logic, let questionType):
            let (scene, preview) = (Self.visible(scene), Self.visible(preview))
            return """
                Preview \(scene) › \(preview) asks a question of type \(questionType), which \
                \(logic) cannot ask, so its screen would not show it. Name the Logic, so that the \
                compiler checks it: Preview("\(preview)", of: \(Self.typeName(logic)).self, …, \
                asking: .yesOrNo(…)).
                """
        }
    }

    /// A name as the failure shows it: control characters made visible (a name is the app's
    /// text, and the failure goes to a terminal).
    private static func visible(_ name: String) -> String {
        VisibleText.escaping(name)
    }

    /// A type's name without its module, as code in the app writes it: `HomeLogic`.
    private static func typeName(_ qualified: String) -> String {
        qualified.split(separator: ".", maxSplits: 1).last.map(String.init) ?? qualified
    }
}
