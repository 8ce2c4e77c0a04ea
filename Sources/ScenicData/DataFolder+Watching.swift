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
    /// so what is read is a whole version, the old or the new; but without the lock, peeks at
    /// two documents may find one of a transaction's changes made and the other not yet.
    ///
    /// Like a read, a look at a file nothing has changed since the folder last read, wrote or
    /// looked at it decodes nothing: polling a large document costs a `stat`, not a decode.
    public func peek<Value>(_ document: DataDocument<Value>) -> Value? {
        let file = DataFile(path: path + "/" + document.name)
        if let value = cache.value(of: document, at: file.path) {
            return value
        }
        let contents: (data: Data, identity: FileIdentity?)?
        do {
            contents = try file.contents(limit: document.sizeLimit)
        } catch {
            return nil
        }
        guard let (data, identity) = contents.map({ ($0.data, $0.identity) }) else {
            return document.empty
        }
        guard case .success(let decoded) = document.decoded(data), decoded.problems.isEmpty,
            case .valid = document.rules(decoded.value)
        else { return nil }
        let value = decoded.value
        // The value came from the file `identity` names, whole: remembered as a read's is.
        cache.remember(
            value, of: document.identity, at: file.path, identity: identity, bytes: data,
            newerFields: nil)
        return value
    }
}
