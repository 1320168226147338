/// An ingredient amount as the card shows it: scaled and converted where it
/// has a number and a unit, left exactly as written otherwise.
enum AmountPresentation {
    static func present(_ amount: String, factor: Double, units: MeasurementSystem?) -> String {
        // Scaling and conversion arrive with the Units work (Amount.scaled(by:),
        // Amount.converted(to:)); until then amounts are shown as written.
        amount
    }
}
