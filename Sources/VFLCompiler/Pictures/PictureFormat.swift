/// The picture formats of `vflc compile`, next to the text formats of ``FrameTableFormat``.
public enum PictureFormat: String, Sendable, CaseIterable {
    /// One SVG wireframe per screen and environment, written into a directory (`-o DIR`).
    case svg
    /// One self-contained HTML page with every environment of every screen (`-o FILE` or stdout).
    case html
}
