/// Sizes in the words of a message: `8 MiB`, `9,000,000 bytes`.
enum ByteCount {
    /// `8 MiB` for a whole number of mebibytes, else the bytes with their thousands grouped
    /// (`9,000,000 bytes`): a limit reads as it was set, and a size is easy to compare with it.
    static func words(_ bytes: Int) -> String {
        let mebibyte = 1 << 20
        if bytes >= mebibyte && bytes % mebibyte == 0 { return "\(bytes / mebibyte) MiB" }
        return grouped(bytes) + (bytes == 1 ? " byte" : " bytes")
    }

    /// `9,000,000`: thousands grouped with commas.
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (number < 0 ? "-" : "") + result
    }
}
