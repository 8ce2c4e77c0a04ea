import Foundation

extension DataFolder {
    /// The value `document`'s file holds now, read without a transaction and never set right:
    /// for watching a document that another process changes, where reading must not write.
    ///
    /// ```swift
    /// // Every few seconds, while the cart is on screen:
    /// if let cart = folder.peek(cartDocument), cart != shown { show(cart) }
    /// ```
    ///
    /// A missing file gives the document's empty value. A file that cannot be read, or is
    /// damaged or breaks the document's rules, gives `nil` and is left as it is: the next
    /// ``DataTransaction/read(_:)`` sets it right and says so. Files are replaced atomically,
    /// so what is read is a whole version, the old or the new.
    public func peek<Value>(_ document: DataDocument<Value>) -> Value? {
        let file = DataFile(path: path + "/" + document.name)
        let contents: (data: Data, identity: FileIdentity?)?
        do {
            contents = try file.contents(limit: document.sizeLimit)
        } catch {
            return nil
        }
        guard let data = contents?.data else { return document.empty }
        guard case .success(let value) = document.decoded(data),
            case .valid = document.rules(value)
        else { return nil }
        return value
    }
}
