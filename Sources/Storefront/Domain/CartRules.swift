import Foundation

/// The shop's rules for changing and pricing a cart, one function per rule.
///
/// Every function is pure: it takes a cart (and, where discounts may have expired, `now`) and
/// returns a new value or throws a ``CartError``.
///
/// **Which discounts apply.** An automatic discount (no code) applies while its product is in
/// the cart; a coded discount applies once its code is entered; neither applies at or after its
/// expiry.
///
/// **No stacking.** A line gets at most one product discount: the largest percentage among
/// those that apply (on a tie, the one listed first in the catalog). Likewise the cart gets at
/// most one cart-wide discount, the largest. A product discount and a cart-wide discount do
/// combine: product discounts first, per line, then the cart discount on the sum of the
/// discounted lines.
///
/// **Rounding.** Each discount amount is computed on a whole line total (unit price ×
/// quantity) or on the cart sum, rounded half up to the cent, then subtracted. So 15% off a
/// 33¢ line is 4.95¢ → 5¢ off, leaving 28¢; and 15% off 3 × 10¢ is 4.5¢ → 5¢ off the 30¢ line,
/// leaving 25¢ (not 3 × 8¢ = 24¢, which per-unit rounding would give).
package struct CartRules: Sendable {
    /// How many units of one product a cart line may hold.
    static let quantityRange = 1...99

    /// The catalog whose discounts and product names the rules use.
    let catalog: Catalog

    /// Rules that price with `catalog`'s discounts and name its products.
    package init(catalog: Catalog) {
        self.catalog = catalog
    }

    // MARK: Changing the cart

    /// Adds `quantity` units of `product`, merging with its line if it is already in the cart.
    ///
    /// - Throws: ``CartError/quantityOutOfRange(_:)`` if `quantity` is outside
    ///   ``quantityRange``, ``CartError/quantityLimitExceeded(productName:inCart:adding:)`` if
    ///   the merged line would exceed it.
    func add(_ product: Product, quantity: Int = 1, to cart: Cart) throws(CartError) -> Cart {
        try Self.checkQuantity(quantity)
        var cart = cart
        if let index = cart.items.firstIndex(where: { $0.product.id == product.id }) {
            let inCart = cart.items[index].quantity
            guard Self.quantityRange.contains(inCart + quantity) else {
                throw .quantityLimitExceeded(
                    productName: product.name, inCart: inCart, adding: quantity)
            }
            cart.items[index].quantity = inCart + quantity
        } else {
            cart.items.append(CartItem(product: product, quantity: quantity))
        }
        return cart
    }

    /// Sets the number of units on the line of the product with this id.
    ///
    /// - Throws: ``CartError/quantityOutOfRange(_:)`` (0 included: use
    ///   ``remove(_:from:)`` to take a line out), ``CartError/productNotInCart(productName:)``.
    func setQuantity(_ quantity: Int, of productID: String, in cart: Cart) throws(CartError)
        -> Cart
    {
        try Self.checkQuantity(quantity)
        let index = try lineIndex(of: productID, in: cart)
        var cart = cart
        cart.items[index].quantity = quantity
        return cart
    }

    /// Takes the line of the product with this id out of the cart.
    ///
    /// Codes entered for that product's discount go with it: otherwise they would linger,
    /// invisible and useless, and block entering them again later.
    ///
    /// - Throws: ``CartError/productNotInCart(productName:)``.
    func remove(_ productID: String, from cart: Cart) throws(CartError) -> Cart {
        let index = try lineIndex(of: productID, in: cart)
        var cart = cart
        let removed = cart.items.remove(at: index).product.id
        cart.codes.removeAll { catalog.discount(code: $0)?.scope == .product(id: removed) }
        return cart
    }

    /// Enters a discount code, in any case, so that its discount applies from now on.
    ///
    /// Entering a code whose discount is smaller than one already applying is allowed; it is
    /// kept but does not stack (see the type's notes).
    ///
    /// - Throws, checked in this order: ``CartError/malformedCode(_:)``,
    ///   ``CartError/unknownCode(_:)``, ``CartError/expiredCode(_:expiry:)``,
    ///   ``CartError/codeAlreadyEntered(_:)``,
    ///   ``CartError/codeProductNotInCart(code:productName:)``.
    func enterCode(_ text: String, into cart: Cart, now: Date) throws(CartError) -> Cart {
        // Spaces around a pasted code are not part of it.
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let code = Discount.normalizedCode(trimmed) else { throw .malformedCode(trimmed) }
        guard let discount = catalog.discount(code: code) else { throw .unknownCode(code) }
        if let expiry = discount.expiry, discount.isExpired(at: now) {
            throw .expiredCode(code, expiry: expiry)
        }
        guard !cart.codes.contains(code) else { throw .codeAlreadyEntered(code) }
        if case .product(let productID) = discount.scope, cart.item(for: productID) == nil {
            throw .codeProductNotInCart(code: code, productName: catalog.displayName(of: productID))
        }
        var cart = cart
        cart.codes.append(code)
        return cart
    }

    // MARK: Pricing the cart

    /// The one product discount that applies to this product's line, if any (the largest).
    func productDiscount(for productID: String, in cart: Cart, now: Date) -> Discount? {
        guard cart.item(for: productID) != nil else { return nil }
        return largest(applying(to: .product(id: productID), in: cart, now: now))
    }

    /// Whether a product discount lowers this product's line.
    func isDiscounted(_ productID: String, in cart: Cart, now: Date) -> Bool {
        productDiscount(for: productID, in: cart, now: now) != nil
    }

    /// The line total before any discount: unit price × quantity.
    func regularPrice(of item: CartItem) -> Money {
        item.product.price * item.quantity
    }

    /// The line total after its product discount, rounded as the type's notes say.
    func discountedPrice(of item: CartItem, in cart: Cart, now: Date) -> Money {
        let regular = regularPrice(of: item)
        guard let discount = productDiscount(for: item.product.id, in: cart, now: now) else {
            return regular
        }
        return regular - regular.percentage(discount.percent)
    }

    /// The one cart-wide discount that applies, if any (the largest).
    func cartDiscount(for cart: Cart, now: Date) -> Discount? {
        guard !cart.isEmpty else { return nil }
        return largest(applying(to: .cart, in: cart, now: now))
    }

    /// What the cart costs: discounted lines summed, less the cart-wide discount.
    func total(of cart: Cart, now: Date) -> Money {
        price(cart, now: now).total
    }

    /// Every figure of the cart at once, for the Cart screen and for an order.
    func price(_ cart: Cart, now: Date) -> PricedCart {
        let lines = cart.items.map { item in
            PricedCart.Line(
                item: item,
                regular: regularPrice(of: item),
                discount: productDiscount(for: item.product.id, in: cart, now: now),
                discounted: discountedPrice(of: item, in: cart, now: now))
        }
        let subtotal = lines.reduce(Money.zero) { $0 + $1.discounted }
        let discount = cartDiscount(for: cart, now: now)
        let amount = discount.map { subtotal.percentage($0.percent) } ?? .zero
        return PricedCart(
            lines: lines, subtotal: subtotal, cartDiscount: discount,
            cartDiscountAmount: amount, total: subtotal - amount)
    }

    /// One unit of `product` priced on its own at `now`: its automatic discount applied, if
    /// any, and no codes.
    ///
    /// For the Catalog and Product screens, which show sale prices before anything is in the
    /// cart. It prices a one-unit cart, so it follows every rule above (largest automatic
    /// discount, no stacking, rounding) rather than restating them.
    package func shelfPrice(of product: Product, now: Date) -> PricedCart.Line {
        price(Cart(items: [CartItem(product: product, quantity: 1)]), now: now).lines[0]
    }

    // MARK: Private

    private static func checkQuantity(_ quantity: Int) throws(CartError) {
        guard quantityRange.contains(quantity) else { throw .quantityOutOfRange(quantity) }
    }

    private func lineIndex(of productID: String, in cart: Cart) throws(CartError) -> Int {
        let wanted = productID.lowercased()
        guard let index = cart.items.firstIndex(where: { $0.product.id == wanted }) else {
            throw .productNotInCart(productName: catalog.displayName(of: productID))
        }
        return index
    }

    /// The catalog's discounts for `scope` that are live at `now` and either automatic or
    /// entered, in catalog order.
    private func applying(to scope: Discount.Scope, in cart: Cart, now: Date) -> [Discount] {
        catalog.discounts.filter { discount in
            guard discount.scope == scope, !discount.isExpired(at: now) else { return false }
            guard let code = discount.code else { return true }
            return cart.codes.contains(code)
        }
    }

    /// The largest percentage; the first listed wins a tie, so the choice is stable.
    private func largest(_ discounts: [Discount]) -> Discount? {
        var best: Discount?
        for discount in discounts where discount.percent > (best?.percent ?? 0) {
            best = discount
        }
        return best
    }
}
