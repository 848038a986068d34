/// Maps every spelling of a lifecycle method (ObjC selector, Swift `#function`, hand-written
/// name) onto its canonical ``EventKind``.
public enum Vocabulary {
    /// Base names (the part before `:` or `(`) and the kind they mean when no label decides.
    static let byBaseName: [String: EventKind] = [
        "init": .initialize, "initWithCoder": .initialize, "initWithNibName": .initialize, "initWithFrame": .initialize,
        "awakeFromNib": .awakeFromNib, "loadView": .loadView, "viewDidLoad": .viewDidLoad,
        "viewWillAppear": .viewWillAppear, "viewIsAppearing": .viewIsAppearing, "viewDidAppear": .viewDidAppear,
        "viewWillDisappear": .viewWillDisappear, "viewDidDisappear": .viewDidDisappear,
        "viewWillLayoutSubviews": .viewWillLayoutSubviews, "viewDidLayoutSubviews": .viewDidLayoutSubviews,
        "updateViewConstraints": .updateViewConstraints,
        "willMoveToParentViewController": .willMoveToParent, "didMoveToParentViewController": .didMoveToParent,
        "addChildViewController": .addChild, "addChild": .addChild,
        "removeFromParentViewController": .removeFromParent, "removeFromParent": .removeFromParent,
        "beginAppearanceTransition": .beginAppearanceTransition, "endAppearanceTransition": .endAppearanceTransition,
        "didReceiveMemoryWarning": .didReceiveMemoryWarning, "viewWillUnload": .viewWillUnload, "viewDidUnload": .viewDidUnload,
        "dealloc": .dealloc, "deinit": .dealloc,
        "willMoveToSuperview": .willMoveToSuperview, "didMoveToSuperview": .didMoveToSuperview,
        "willMoveToWindow": .willMoveToWindow, "didMoveToWindow": .didMoveToWindow,
        "didAddSubview": .didAddSubview, "willRemoveSubview": .willRemoveSubview, "removeFromSuperview": .removeFromSuperview,
        "layoutSubviews": .layoutSubviews, "updateConstraints": .updateConstraints, "drawRect": .drawRect,
    ]

    /// Swift spells some callbacks with a shared base name and a label: `willMove(toParent:)`.
    static let bySwiftLabel: [String: EventKind] = [
        "willMove(toParent": .willMoveToParent, "willMove(toParentViewController": .willMoveToParent,
        "didMove(toParent": .didMoveToParent, "didMove(toParentViewController": .didMoveToParent,
        "willMove(toSuperview": .willMoveToSuperview, "willMove(toWindow": .willMoveToWindow,
        "draw(_": .drawRect,
    ]

    /// Names that are a lifecycle event even when printed alone without `:` or `()`
    /// (`viewWillAppear`, `dealloc`): hand-written logs and `⬇️ ---- viewDidLoad` lists.
    static let bareNames: Set<String> = Set(byBaseName.keys).subtracting(["init", "addChild", "removeFromParent"])
        .union(otherUIKitNames)

    /// UIKit methods outside the canonical vocabulary (kind `other`) that people log by hand
    /// (`4: A_ViewController loadViewIfNeeded`): still events of the object, so a checker sees
    /// them, and `isViewLoaded` noise is not mistaken for a view load.
    static let otherUIKitNames: Set<String> = [
        "loadViewIfNeeded", "isViewLoaded", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
        "traitCollectionDidChange", "prepareForReuse", "viewWillTransitionToSize", "willTransitionToTraitCollection",
        "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "sizeToFit", "viewDidMoveToWindow",
    ]

    /// The kind of a selector or Swift function name; `.other` when it is not lifecycle vocabulary.
    public static func kind(of selector: String) -> EventKind {
        var base = Substring(selector)
        if let paren = selector.firstIndex(of: "(") {
            base = selector[..<paren]
            if let colon = selector[paren...].firstIndex(of: ":") {
                if let kind = bySwiftLabel[String(selector[..<colon])] { return kind }
            }
        } else if let colon = selector.firstIndex(of: ":") {
            base = selector[..<colon]
        }
        if base.hasPrefix("addObserver") { return .addObserver }
        if base.hasPrefix("removeObserver") { return .removeObserver }
        if base.hasPrefix("init"), base.count > 4, base.dropFirst(4).first?.isUppercase == true { return .initialize }
        return byBaseName[String(base)] ?? .other
    }

    /// True when an observer selector is the block-based API, whose registration must be removed.
    public static func isBlockBasedObserver(_ selector: String) -> Bool {
        selector.contains("ForName") || selector.contains("forName") || selector.contains("usingBlock") || selector.contains("using:")
    }
}
