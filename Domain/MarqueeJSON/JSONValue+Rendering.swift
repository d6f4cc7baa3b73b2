extension JSONValue {
    /// The value as JSON text. `pretty` puts every array element and object member on its own line, indented by
    /// two spaces, and ends with a newline; otherwise it is one line without spaces. Empty arrays and objects
    /// render as `[]` and `{}`.
    public func rendered(pretty: Bool = true) -> String {
        String(decoding: renderedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The same text as ``rendered(pretty:)``, as its UTF-8 bytes: what a server puts on the wire, without a
    /// `String` in between.
    public func renderedUTF8(pretty: Bool = true) -> [UInt8] {
        // Written byte by byte into one buffer: appending to a `String` scalar by scalar cost two thirds of a large
        // document's answer time in marquee-service (see Benchmarks/README.md).
        var writer = JSONWriter(pretty: pretty)
        writer.value(self)
        return writer.bytes()
    }
}
