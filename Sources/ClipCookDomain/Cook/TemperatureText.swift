import ClipCookCore

/// Oven and cooking temperatures in step text, converted between Celsius
/// and Fahrenheit the way recipes print them: `175 °C` → `350 °F` (oven
/// temperatures of 100 °C and more to the nearest 25 °F, lower ones to the
/// nearest 5 °F) and `350 °F` → `175 °C` (to the nearest 5 °C).
///
/// A temperature is a number (digits, an optional decimal point) followed
/// by optional blanks and `°C`, `° C`, `ºC`, `°F`, or the words
/// `degrees C`, `degrees Celsius`, `degrees F`, `degrees Fahrenheit`
/// (case-insensitive). Other text is kept byte for byte.
public enum TemperatureText {
    public static func converted(_ text: String, to system: MeasurementSystem) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let startsNumber = byte >= 0x30 && byte <= 0x39 && (index == 0 || !isWordByte(bytes[index - 1]))
            if startsNumber, let (value, scale, end) = temperature(in: bytes, at: index) {
                switch (scale, system) {
                case (.celsius, .imperial):
                    let fahrenheit = value * 9 / 5 + 32
                    out += Array("\(format(fahrenheit, step: value >= 100 ? 25 : 5)) °F".utf8)
                    index = end
                    continue
                case (.fahrenheit, .metric):
                    let celsius = (value - 32) * 5 / 9
                    out += Array("\(format(celsius, step: 5)) °C".utf8)
                    index = end
                    continue
                default:
                    break
                }
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    package enum Scale { case celsius, fahrenheit }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2E
    }

    private static func format(_ value: Double, step: Double) -> String {
        guard value.isFinite, abs(value) < 1e9 else { return "\(value)" }
        let rounded = (value / step).rounded() * step
        return String(Int64(rounded))
    }

    /// The temperature starting at `start`: its value, scale and end.
    private static func temperature(in bytes: [UInt8], at start: Int) -> (Double, Scale, Int)? {
        var index = start
        var digits = 0
        while index < bytes.count, (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == 0x2E {
            index += 1
            digits += 1
            if digits > 9 { return nil }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else { return nil }
        var cursor = index
        while cursor < bytes.count, bytes[cursor] == 0x20 { cursor += 1 }
        let rest = bytes[cursor...]
        let spellings: [([UInt8], Scale)] = [
            (Array("°C".utf8), .celsius), (Array("° C".utf8), .celsius), (Array("ºC".utf8), .celsius),
            (Array("°F".utf8), .fahrenheit), (Array("° F".utf8), .fahrenheit), (Array("ºF".utf8), .fahrenheit),
            (Array("degrees celsius".utf8), .celsius), (Array("degrees fahrenheit".utf8), .fahrenheit),
            (Array("degrees c".utf8), .celsius), (Array("degrees f".utf8), .fahrenheit),
        ]
        for (spelling, scale) in spellings where rest.count >= spelling.count {
            let candidate = rest.prefix(spelling.count)
            guard zip(candidate, spelling).allSatisfy({ lower($0) == lower($1) }) else { continue }
            let end = cursor + spelling.count
            if end < bytes.count, bytes[end] < 0x80, isWordByte(bytes[end]), bytes[end] != 0x2E { continue }
            return (value, scale, end)
        }
        return nil
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
}
