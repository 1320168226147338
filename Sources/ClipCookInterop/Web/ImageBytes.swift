/// The type of an image by its first bytes (never by what the server
/// says): JPEG, PNG or WebP, the three a recipe image is kept as.
public enum ImageBytes {
    public static func fileExtension(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return "webp" }
        return nil
    }

    /// A recipe's image file in its collection: `images/ID.EXT`.
    public static func relativePath(recipeId: String, fileExtension: String) -> String {
        "images/\(recipeId).\(fileExtension)"
    }
}
