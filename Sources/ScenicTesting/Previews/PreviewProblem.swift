/// What can be wrong with a preview before its snapshot is even compared.
enum PreviewProblem: Equatable {
    case tooWide(
        scene: String, preview: String, width: Int, line: Int, lineWidth: Int, text: String)
    case controlCharacter(scene: String, preview: String, width: Int, line: Int, text: String)
    case duplicate(scene: String, preview: String)

    /// The failure text: what is wrong, where, and what to do.
    var message: String {
        switch self {
        case .tooWide(let scene, let preview, let width, let line, let lineWidth, let text):
            return """
                Preview \(scene) › \(preview) at \(width) columns: line \(line) is \(lineWidth) \
                columns wide, over the width: "\(text)". Lay the text out with Blocks (they wrap \
                to the width) instead of building lines by hand.
                """
        case .controlCharacter(let scene, let preview, let width, let line, let text):
            return """
                Preview \(scene) › \(preview) at \(width) columns: line \(line) holds a raw \
                control character (shown escaped): "\(text)". Put data through Blocks, which \
                make control characters visible, instead of writing it raw.
                """
        case .duplicate(let scene, let preview):
            return """
                Scene \(scene) has two previews named "\(preview)" (or names that differ only in \
                spaces, accents or punctuation); give each preview of a scene its own name, since \
                the name names its snapshots.
                """
        }
    }
}
