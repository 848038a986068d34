import Testing
@testable import TraceChecker

/// A line that lists several instances of its class (a printed navigation stack) names none of
/// them: its call is read as no one's, never joined to the one instance the log showed alive.
@Suite("Lines that list several instances")
struct ListedInstancesTests {
    @Test("A pushed controller of the root's class, seen only in the stack, gives no finding about the root")
    func pushedInstanceSeenOnlyInTheStack() {
        let found = findings(of: nil, in: [
            "FolderViewController.viewDidLoad() <Files.FolderViewController: 0x7fa1c0d0a200>",
            "FolderViewController.viewWillAppear(_:) stack=[<Files.FolderViewController: 0x7fa1c0d0a200>]",
            "FolderViewController.viewDidAppear(_:) stack=[<Files.FolderViewController: 0x7fa1c0d0a200>]",
            "FolderViewController.viewWillDisappear(_:) stack=[<Files.FolderViewController: 0x7fa1c0d0a200>, <Files.FolderViewController: 0x7fa1c0e1b400>]",
            "FolderViewController.viewWillAppear(_:) stack=[<Files.FolderViewController: 0x7fa1c0d0a200>, <Files.FolderViewController: 0x7fa1c0e1b400>]",
            "FolderViewController.viewDidDisappear(_:) stack=[<Files.FolderViewController: 0x7fa1c0d0a200>, <Files.FolderViewController: 0x7fa1c0e1b400>]",
            "FolderViewController.viewDidAppear(_:) stack=[<Files.FolderViewController: 0x7fa1c0d0a200>, <Files.FolderViewController: 0x7fa1c0e1b400>]",
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
