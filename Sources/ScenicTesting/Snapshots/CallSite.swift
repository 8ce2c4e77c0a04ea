/// Where an assertion was written, for reporting its failure there.
struct CallSite {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}
