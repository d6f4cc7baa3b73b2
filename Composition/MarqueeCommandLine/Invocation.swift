/// What the command line asks for, once parsed: run a command, or print a help page.
public enum Invocation: Hashable, Sendable {
    /// Run `command`, writing its result in `format`.
    case run(Command, format: OutputFormat)
    /// Print the help page for `topic` and exit 0.
    case help(HelpTopic)
}
