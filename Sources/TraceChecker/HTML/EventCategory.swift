import TraceParser

/// Groups of events that share a tick colour, so a lane reads at a glance: appearance
/// callbacks, loading, containment, view hierarchy, layout, dealloc, observers, UIKit's own
/// diagnostics, and everything else.
enum EventCategory: Int, CaseIterable {
    case other, appearance, load, containment, view, layout, dealloc, observer, diagnostic

    /// The category of a timeline entry's canonical event name.
    init(event: String) {
        switch EventKind(rawValue: event) {
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
             .beginAppearanceTransition, .endAppearanceTransition:
            self = .appearance
        case .initialize, .awakeFromNib, .loadView, .viewDidLoad, .viewWillUnload, .viewDidUnload, .didReceiveMemoryWarning:
            self = .load
        case .willMoveToParent, .didMoveToParent, .addChild, .removeFromParent:
            self = .containment
        case .willMoveToSuperview, .didMoveToSuperview, .willMoveToWindow, .didMoveToWindow, .didAddSubview,
             .willRemoveSubview, .removeFromSuperview:
            self = .view
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews, .updateViewConstraints, .layoutSubviews, .updateConstraints,
             .drawRect:
            self = .layout
        case .dealloc: self = .dealloc
        case .addObserver, .removeObserver: self = .observer
        case .diagnostic: self = .diagnostic
        case .other, nil: self = .other
        }
    }

    /// The name used for CSS classes and the legend.
    var name: String { String(describing: self) }
}
