/// The hint of a finding whose message says another instance most likely explains it: the
/// lines name only a class, and only an address tells its instances apart. A hint about a bug
/// would contradict the message.
enum IdentityHint {
    static let logTheAddress = "Log the object's address (print self, or %p in NSLog) so that the instances can be told apart."
    /// Added to the hint of a note on lines that name no object: the hint holds if they are one
    /// object's, and this says how to know.
    static let nameTheObject = "If the lines may be several objects' calls, name the object in each (print(self, #function), or NSLog(@\"%s self=%@\", __func__, self); README, Logging conventions)."
}
