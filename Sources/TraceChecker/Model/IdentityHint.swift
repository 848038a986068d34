/// The hint of a finding whose message says another instance most likely explains it: the
/// lines name only a class, and only an address tells its instances apart. A hint about a bug
/// would contradict the message.
enum IdentityHint {
    static let logTheAddress = "Log the object's address (print self, or %p in NSLog) so that the instances can be told apart."
}
