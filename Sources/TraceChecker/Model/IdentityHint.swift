/// The hint of a finding whose message says another instance most likely explains it: the
/// lines name only a class, and only an address tells its instances apart. A hint about a bug
/// would contradict the message.
enum IdentityHint {
    static let logTheAddress = "Log the object's address (print self, or %p in NSLog) so that the instances can be told apart."
    /// Added to the hint of a note on lines that name no object: the hint holds if they are one
    /// object's, and this says how to know.
    static let nameTheObject = "If the lines may be several objects' calls, name the object in each (print(self, #function), or NSLog(@\"%s self=%@\", __func__, self); README, Logging conventions)."

    /// Why a finding on `object` may be about two instances: its class names it, or nothing does
    /// (bare `viewDidLoad()` lines, which the class-name wording misdescribed).
    static func onlyIdentifiedBy(_ object: ObjectRecord) -> String {
        object.classKey == nil ? "since the lines name no class or address" : "since only the class name identifies it"
    }
}
