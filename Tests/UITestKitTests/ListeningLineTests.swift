import Testing
import UITestKit

@Suite("The listening lines the kit reads without help")
struct ListeningLineTests {
    @Test(
        "The default reader takes the port from its own JSON line, Hummingbird's and Vapor's",
        arguments: [
            (#"{"message":"listening","port":"40123"}"#, 40123),
            (#"{"level":"info","message":"listening","port":8080}"#, 8080),
            (
                "2026-11-27T15:00:00+0000 info Hummingbird : [HummingbirdCore] Server started and listening on "
                    + "127.0.0.1:44365", 44365
            ),
            ("Server started and listening on ::1:40500", 40500),
            ("[ NOTICE ] Server started on http://127.0.0.1:44365", 44365),
            ("\u{1B}[1m[ NOTICE ]\u{1B}[0m Server started on \u{1B}[4mhttp://[::1]:8081\u{1B}[0m", 8081),
            ("[ NOTICE ] Server started on https://localhost:8443/", 8443),
        ])
    func readsPort(line: String, port: Int) {
        // Given a line a service printed once it was bound
        // When the default reader reads it
        // Then it finds the port
        #expect(ServiceProcess.port(inListeningLine: line) == port)
    }

    @Test(
        "The default reader ignores every other line",
        arguments: [
            #"{"message":"starting","port":"1"}"#, #"{"message":"listening"}"#, "listening on 8080", "",
            "Server started and listening on socket path /tmp/service.sock",
            "[ NOTICE ] Server started on unix: /tmp/s",
            "[ NOTICE ] Server started on http://127.0.0.1:0", "Server started on http://127.0.0.1:99999",
        ])
    func ignoresOtherLines(line: String) {
        #expect(ServiceProcess.port(inListeningLine: line) == nil)
    }

    @Test("The JSON reader alone reads only the kit's own line")
    func jsonReaderAlone() {
        #expect(ServiceProcess.port(inLogLine: #"{"message":"listening","port":"40123"}"#) == 40123)
        #expect(ServiceProcess.port(inLogLine: "[ NOTICE ] Server started on http://127.0.0.1:44365") == nil)
    }
}
