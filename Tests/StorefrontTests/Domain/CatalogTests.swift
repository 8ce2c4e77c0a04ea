import Foundation
import Testing

@testable import StorefrontKit

@Suite struct CatalogTests {
    @Test func searchNamesAreTheFoldedNamesAndFollowTheProducts() {
        var catalog = EmbeddedCatalog().catalog()
        #expect(catalog.searchNames == catalog.products.map { Catalog.folded($0.name) })
        #expect(catalog.searchNames.contains("cafe creme"))
        catalog.products = Array(catalog.products.suffix(2))
        #expect(catalog.searchNames == catalog.products.map { Catalog.folded($0.name) })
    }

    @Test func searchFindsAnyPartOfANameIgnoringCaseAndAccents() {
        let name = Catalog.folded("Café Crème")
        #expect(Catalog.searchName(name, contains: Catalog.folded("CREME")))
        #expect(Catalog.searchName(name, contains: Catalog.folded("Café Crème")))
        #expect(Catalog.searchName(name, contains: "e c"))
        #expect(!Catalog.searchName(name, contains: "cafe creme!"))
        #expect(!Catalog.searchName(name, contains: "tea"))
        #expect(Catalog.searchName(Catalog.folded("抹茶 Matcha"), contains: "抹茶"))
    }

    @Test func asciiIsFoldedAsFoundationFoldsIt() {
        let ascii = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })
        #expect(
            Catalog.folded(ascii)
                == ascii.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
        #expect(Catalog.folded("Cold BREW") == "cold brew")
    }
}
