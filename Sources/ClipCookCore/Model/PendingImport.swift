/// A link or caption waiting to be imported (DATA-005).
public struct PendingImport: Hashable, Sendable {
    public var id: String
    public var url: String
    public var status: ImportStatus
    public var title: String?
    public var thumbnail: String?
    public var caption: String?
    public var createdAt: Timestamp?

    public init(
        id: String, url: String, status: ImportStatus = .importing, title: String? = nil,
        thumbnail: String? = nil, caption: String? = nil, createdAt: Timestamp? = nil
    ) {
        self.id = id
        self.url = url
        self.status = status
        self.title = title
        self.thumbnail = thumbnail
        self.caption = caption
        self.createdAt = createdAt
    }
}

extension PendingImport: Codable {
    package enum CodingKeys: String, CodingKey { case id, url, status, title, thumbnail, caption, createdAt }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        url = try c.decode(String.self, forKey: .url)
        status = try c.decode(ImportStatus.self, forKey: .status)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        thumbnail = try c.decodeIfPresent(String.self, forKey: .thumbnail)
        caption = try c.decodeIfPresent(String.self, forKey: .caption)
        createdAt = try c.decodeIfPresent(Timestamp.self, forKey: .createdAt)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(url, forKey: .url)
        try c.encode(status, forKey: .status)
        try c.encode(title, forKey: .title)
        try c.encode(thumbnail, forKey: .thumbnail)
        try c.encode(caption, forKey: .caption)
        try c.encodeIfPresent(createdAt, forKey: .createdAt)
    }
}
