/// Prints numbers for people without the host's locale: the same digits and `.` on every machine.
enum NumberFormat {
    /// `value` rounded to one decimal, e.g. `8.4`, `10.0`; `-` when it is not a finite number.
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return "-" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        return sign + String(tenths.magnitude / 10) + "." + String(tenths.magnitude % 10)
    }
}
