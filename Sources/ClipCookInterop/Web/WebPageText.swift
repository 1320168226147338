import Foundation
import ClipCookCore

/// A fetched page's bytes as UTF-8 text. The charset is the one the HTTP
/// header names, else the page's `<meta charset>` (or `http-equiv`
/// Content-Type) in its first 4 KB, else UTF-8 when the bytes are valid
/// UTF-8 and windows-1252 when they are not. A page whose declared UTF-8
/// is not valid UTF-8 is read as windows-1252, with a warning.
public enum WebPageText {
    public struct Decoded: Sendable {
        public var bytes: [UInt8]
        /// The charset used, lower-cased ("utf-8", "windows-1252").
        public var charset: String
        public var warning: String?
    }

    public static func decode(_ bytes: [UInt8], contentType: String?) -> Decoded {
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) {
            body.removeFirst(3)
            return finish(body, declared: "utf-8", from: "its byte order mark")
        }
        if let header = contentType.flatMap(charset(inContentType:)) {
            return finish(body, declared: header, from: "the Content-Type header")
        }
        if let meta = metaCharset(body) {
            return finish(body, declared: meta, from: "its <meta> tag")
        }
        if UTF8Validation.firstInvalidOffset(in: body, from: 0) == nil {
            return Decoded(bytes: body, charset: "utf-8", warning: nil)
        }
        return Decoded(bytes: latin(body), charset: "windows-1252", warning: nil)
    }

    private static func finish(_ body: [UInt8], declared: String, from place: String) -> Decoded {
        let name = declared.lowercased()
        if name == "utf-8" || name == "utf8" || name == "us-ascii" || name == "ascii" {
            if UTF8Validation.firstInvalidOffset(in: body, from: 0) == nil {
                return Decoded(bytes: body, charset: "utf-8", warning: nil)
            }
            return Decoded(
                bytes: latin(body), charset: "windows-1252",
                warning: "the page says \(name) in \(place) but is not; read as windows-1252")
        }
        if let encoding = encodings[name], let text = String(data: Data(body), encoding: encoding) {
            return Decoded(bytes: Array(text.utf8), charset: name, warning: nil)
        }
        if UTF8Validation.firstInvalidOffset(in: body, from: 0) == nil {
            return Decoded(
                bytes: body, charset: "utf-8",
                warning: "unknown charset '\(String(name.prefix(40)))' in \(place); read as utf-8")
        }
        return Decoded(
            bytes: latin(body), charset: "windows-1252",
            warning: "unknown charset '\(String(name.prefix(40)))' in \(place); read as windows-1252")
    }

    /// The charsets read besides UTF-8, by their usual names.
    static let encodings: [String: String.Encoding] = [
        "iso-8859-1": .isoLatin1, "latin1": .isoLatin1, "iso_8859-1": .isoLatin1, "l1": .isoLatin1,
        "windows-1252": .windowsCP1252, "cp1252": .windowsCP1252,
        "iso-8859-2": .isoLatin2, "windows-1250": .windowsCP1250, "windows-1251": .windowsCP1251,
        "utf-16": .utf16, "utf-16le": .utf16LittleEndian, "utf-16be": .utf16BigEndian,
        "shift_jis": .shiftJIS, "euc-jp": .japaneseEUC, "iso-2022-jp": .iso2022JP,
    ]

    /// windows-1252 as HTML reads ISO-8859-1: every byte becomes a character.
    static func latin(_ body: [UInt8]) -> [UInt8] {
        if let text = String(data: Data(body), encoding: .windowsCP1252) { return Array(text.utf8) }
        return Array(String(body.map { Character(Unicode.Scalar($0)) }).utf8)
    }

    /// `charset=NAME` of a Content-Type value.
    public static func charset(inContentType value: String) -> String? {
        for part in value.split(separator: ";").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
            let name = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return name.isEmpty ? nil : name.lowercased()
        }
        return nil
    }

    /// The charset a `<meta>` tag of the page's first 4 KB declares.
    static func metaCharset(_ body: [UInt8]) -> String? {
        let head = Array(body.prefix(4096))
        for element in HTMLMicrodata.scan(head) where element.name == "meta" {
            if let name = element.attributes["charset"], !name.isEmpty { return name.lowercased() }
            if element.attributes["http-equiv"]?.lowercased() == "content-type",
                let content = element.attributes["content"], let name = charset(inContentType: content)
            {
                return name
            }
        }
        return nil
    }
}
