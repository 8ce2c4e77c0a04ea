#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Calls write(2), under a name that methods called `write` cannot hide.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.write(descriptor, buffer, count)
    #else
        Darwin.write(descriptor, buffer, count)
    #endif
}

/// Calls read(2), under a name that methods called `read` cannot hide.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}

/// Whether `bytes` holds `byte`, found with memchr.
func containsByte(_ byte: UInt8, in bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
    return memchr(base, Int32(byte), bytes.count) != nil
}

/// Whether two buffers hold the same bytes, compared with memcmp.
func sameBytes(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
    guard first.count == second.count else { return false }
    guard let firstBase = first.baseAddress, let secondBase = second.baseAddress else {
        return true
    }
    return memcmp(firstBase, secondBase, first.count) == 0
}
