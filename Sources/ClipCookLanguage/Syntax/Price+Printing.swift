import ClipCookCore

extension Money {
    /// As a price is written (`2.49`, `0.0025`: every decimal, two at
    /// least) with the currency placed as `formatted(currency:)` places it.
    public func formattedExactly(currency: String?) -> String {
        let digits = FoodsPrinter.priceText(self)
        guard let currency, !currency.isEmpty else { return digits }
        return currency.contains(where: \.isLetter) ? digits + " " + currency : currency + digits
    }
}
