import ScenicData
import Foundation

/// A value kept as one JSON file: decoded on load, written atomically on save, and moved
/// aside (never overwritten) when damaged.
struct JSONDocument<Value: Codable & Sendable>: Sendable {
    /// The file holding the value.
    let file: DataFile
    /// What the file holds, for messages: `cart` or `order history`.
    let contents: String
    /// What a missing or damaged file stands for, such as an empty cart.
    let emptyValue: Value
    /// Why a decoded value breaks the domain's rules, or `nil` when it keeps them.
    let problem: @Sendable (Value) -> String?

    /// Reads the value; a missing file gives ``emptyValue``, a damaged one is moved aside.
    ///
    /// - Throws: ``StoreError/cannotRead(path:cause:)`` when the file exists but cannot be
    ///   read, ``StoreError/cannotMoveAside(path:damage:cause:)`` when it is damaged and
    ///   cannot be moved.
    func load() throws(StoreError) -> LoadResult<Value> {
        let data: Data?
        do {
            data = try file.contents()
        } catch {
            switch error {
            case .system(let cause): throw .cannotRead(path: file.path, cause: cause)
            case .notAFile(let kind): throw .notAFile(path: file.path, kind: kind)
            case .tooLarge(let bytes):
                throw .tooLarge(path: file.path, bytes: bytes, limit: DataFile.sizeLimit)
            }
        }
        guard let data else { return LoadResult(value: emptyValue, movedAside: nil) }
        switch Self.decode(data).flatMap(checked) {
        case .success(let value):
            return LoadResult(value: value, movedAside: nil)
        case .failure(let damage):
            let moved: String
            do {
                moved = try file.moveAside()
            } catch {
                throw .cannotMoveAside(path: file.path, damage: damage, cause: error)
            }
            let notice = MovedAsideFile(
                contents: contents, originalPath: file.path, movedPath: moved, damage: damage)
            return LoadResult(value: emptyValue, movedAside: notice)
        }
    }

    /// Replaces the file with `value`, atomically.
    ///
    /// - Throws: ``StoreError/cannotWrite(path:cause:)``; the old file is then unchanged.
    func save(_ value: Value) throws(StoreError) {
        let encoder = JSONEncoder()
        // Sorted and indented so the file reads well and diffs cleanly if a user opens it.
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // The stored types hold only strings, integers and dates, which always encode.
        let data = try! encoder.encode(value)
        do {
            try file.writeAtomically(data)
        } catch {
            throw .cannotWrite(path: file.path, cause: error)
        }
    }

    /// `value` when it keeps the domain's rules.
    private func checked(_ value: Value) -> Result<Value, MovedAsideFile.Damage> {
        problem(value).map { .failure(.breaksRules($0)) } ?? .success(value)
    }

    /// The value in `data`, or what is wrong with it.
    private static func decode(_ data: Data) -> Result<Value, MovedAsideFile.Damage> {
        guard String(validating: data, as: UTF8.self) != nil else { return .failure(.notUTF8) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        if let value = try? decoder.decode(Value.self, from: data) { return .success(value) }
        // Told apart only for the message: text that is not JSON at all, or JSON that is not a
        // cart (hand-edited, or from another program).
        let isJSON = (try? JSONSerialization.jsonObject(with: data)) != nil
        return .failure(isJSON ? .wrongShape : .notJSON)
    }
}
