import LayoutIR

/// `translatesAutoresizingMaskIntoConstraints` turned off: on a view, on the elements of a
/// literal list, or on a view's subviews in a loop.
extension FunctionReader {
    func noteAutoresizingOff(receiver: [String]?, at index: Int, into facts: inout FunctionFacts) {
        guard let receiver = receiver.map({ receivedPath($0, at: index) }) else { facts.autoresizingOffUnknown = true; return }
        if receiver.count == 1, let elements = blocks.elements(named: receiver[0], at: index) {
            for path in elements where facts.autoresizingOff[path] == nil { facts.autoresizingOff[path] = index }
            return
        }
        // A loop over a collection vflc cannot list turns the flag off on views it does not know,
        // except `box.subviews` (`for (UIView *v in box.subviews)`, `box.subviews.forEach { $0… }`):
        // the views the function added to `box` before the loop (UIView.subviews holds every
        // view added to it: Apple, "UIView.subviews"). Others may be there too: unknown.
        if receiver.count == 1, let collection = blocks.loop(named: receiver[0], at: index) {
            var written = tokens[collection]
            if written.first?.isPunctuation("[") == true, written.last?.isPunctuation("]") == true {
                written = written.dropFirst().dropLast()  // `[box subviews]`
            }
            let path = ConstraintCallReader.path(written) ?? (written.last?.identifier == "subviews"
                ? ConstraintCallReader.path(written.dropLast()).map { $0 + ["subviews"] } : nil)
            if let path, path.last == "subviews" {
                let parent = receivedPath(Array(path.dropLast()), at: index)
                for addition in facts.additions where addition.parent == parent && addition.at < index
                    && facts.autoresizingOff[addition.child] == nil {
                    facts.autoresizingOff[addition.child] = index
                }
                return
            }
            facts.autoresizingOffUnknown = true
        }
        if receiver.first?.hasPrefix("$") == true || blocks.condition(at: index) == "in a closure" && receiver.count == 1
            && !isKnownName(receiver[0], before: index) {
            facts.autoresizingOffUnknown = true
        }
        if facts.autoresizingOff[receiver] == nil { facts.autoresizingOff[receiver] = index }
    }
}
