/// An ingredient amount as the card shows it: scaled and converted where it
/// has a number (and a unit of mass or volume for conversion), left exactly
/// as written otherwise ("a pinch", "salt to taste"); a changed amount is
/// rounded as a cook writes it (`Amount.roundedForCook`).
enum AmountPresentation {
    static func present(_ text: String, factor: Double, units: MeasurementSystem?) -> String {
        guard factor != 1 || units != nil else { return text }
        let trimmed = text.trimmingBlanks()
        guard let end = Amount.leadingAmountEnd(in: Substring(trimmed)), var amount = Amount(String(trimmed[..<end])) else {
            return text
        }
        amount = amount.scaled(by: factor)
        if let units { amount = amount.converted(to: units) }
        amount = amount.roundedForCook()
        // Words after the amount ("2 large" -> "large") stay as written.
        let rest = trimmed[end...].trimmingBlanks()
        return rest.isEmpty ? amount.description : amount.description + " " + rest
    }
}
