/// A parsed XML document, flat: every element in document order, each with its parent and
/// children by index. Text content is not kept (Interface Builder's layout lives in elements
/// and attributes); comments, processing instructions and the DOCTYPE are skipped.
///
/// Flat storage keeps every pass over the tree iterative, so no depth of nesting in the input
/// can overflow the stack.
public struct XMLTree: Sendable {
    /// One element: its name, attributes and place in the tree.
    public struct Node: Sendable, Hashable {
        /// The tag name, with any namespace prefix (`rect`, `xsi:type`).
        public var name: String
        /// Attributes in document order, values with their entities decoded.
        public var attributes: [(name: String, value: String)]
        /// Byte offset of the `<` of the start tag.
        public var offset: Int
        /// Length in bytes of the start tag, through its `>`.
        public var tagLength: Int
        /// Index of the parent element; `nil` for the root.
        public var parent: Int?
        /// Indexes of the child elements, in document order.
        public var children: [Int]
        /// Depth below the root (the root is 0).
        public var depth: Int

        /// The value of the attribute called `name`, if present.
        public subscript(_ attribute: String) -> String? {
            for pair in attributes where pair.name == attribute { return pair.value }
            return nil
        }

        /// Nodes are equal when their names, places, structure and attributes (in order) are; the
        /// attribute tuples keep the synthesized conformance from applying.
        public static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.name == rhs.name && lhs.offset == rhs.offset && lhs.tagLength == rhs.tagLength
                && lhs.parent == rhs.parent && lhs.children == rhs.children && lhs.depth == rhs.depth
                && lhs.attributes.count == rhs.attributes.count
                && zip(lhs.attributes, rhs.attributes).allSatisfy { $0.name == $1.name && $0.value == $1.value }
        }

        /// Hashes the name and offset, which already tell nodes of one document apart.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(offset)
        }
    }

    /// Every element in document order; index 0 is the root element.
    public var nodes: [Node]

    /// A tree of the given nodes.
    public init(nodes: [Node]) { self.nodes = nodes }

    /// The root element, if the document has one.
    public var root: Node? { nodes.first }

    /// The child elements of `index` called `name`, in order.
    public func children(of index: Int, named name: String) -> [Int] {
        nodes[index].children.filter { nodes[$0].name == name }
    }

    /// The first child element of `index` called `name` (and, if given, with `key="…"`).
    public func child(of index: Int, named name: String, key: String? = nil) -> Int? {
        nodes[index].children.first { child in
            nodes[child].name == name && (key == nil || nodes[child]["key"] == key)
        }
    }
}
