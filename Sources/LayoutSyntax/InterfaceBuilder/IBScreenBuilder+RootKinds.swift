import LayoutIR

/// What kind of root a screen's root element is: a controller's view, a child controller's view
/// its container sizes, or another top-level view of a controller's xib. Each decides how the
/// root meets the devices (Docs/InterfaceBuilder.md#environments).
extension IBScreenBuilder {
    /// True when the root is a controller's `view`, or a xib view connected to File's Owner's `view`
    /// outlet, File's Owner being a view controller (`UIViewController.view`). A File's Owner whose
    /// class the project's code declares as a view (the nearest UIKit class among its superclasses
    /// is no controller: `class SettingsView: UIView` loading its nib into an outlet `view`) owns
    /// a plain view, which is no controller's root (Docs/InterfaceBuilder.md#views).
    var isControllerRoot: Bool {
        let node = tree.nodes[rootElement]
        if node["key"] == "view" { return true }
        guard context.outletNames[node["id"] ?? ""] == "view" else { return false }
        guard let owner = context.filesOwnerClass,
              let uikit = context.project.lineage(of: owner).first(where: IBViewKinds.isSystemClass) else { return true }
        return uikit.hasSuffix("Controller")
    }

    /// True on the devices when the root is a xib controller's view (File's Owner's `view`
    /// outlet) whose owner class the project's code makes a child of another controller
    /// (``ProjectFacts/childControllerClasses``: `addChild(_:)`, a page's data source). The
    /// container's code adds that view to its own hierarchy and gives it its size and place
    /// (Apple, "Creating a custom container view controller"), so the view is as large as the
    /// container makes it, not the screen: Noteshelf's zoom settings view is given
    /// `contentHolderView.bounds`. It is laid out like a xib's top-level view (at each device's
    /// width, its height the host's), with no bars.
    var isContainerSizedControllerRoot: Bool {
        guard !context.options.asDesigned, !context.isStoryboard, isControllerRoot,
              tree.nodes[rootElement]["key"] != "view", let owner = context.filesOwnerClass else { return false }
        let children = context.project.childControllerClasses
        return !children.isEmpty && context.project.lineage(of: owner).contains(where: children.contains)
    }

    /// True on the devices when the root is another top-level view of a controller's xib (the
    /// document connects a `view` outlet to some other top-level view): the controller's code
    /// holds it and decides whether it is shown, where and how wide (vlc's onboarding pages are
    /// rendered into images at their stored size). Nothing in the document stretches it to a
    /// device, so it keeps the width it is stored with, and width findings from the host are not
    /// made (Docs/InterfaceBuilder.md#environments).
    var isControllerExtraView: Bool {
        guard !context.options.asDesigned, !context.isStoryboard, !isControllerRoot,
              tree.nodes[rootElement].name == "view", tree.nodes[tree.nodes[rootElement].parent ?? 0].name == "objects",
              context.outletNames[tree.nodes[rootElement]["id"] ?? ""] != "view", context.outletNames.values.contains("view")
        else { return false }
        // File's Owner is a controller (as ``isControllerRoot`` decides): a view class loading its
        // nib owns its views itself.
        guard let owner = context.filesOwnerClass,
              let uikit = context.project.lineage(of: owner).first(where: IBViewKinds.isSystemClass) else { return true }
        return uikit.hasSuffix("Controller")
    }
}
