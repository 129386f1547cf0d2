import Foundation

/// Results written from several threads into distinct slots; each slot is written once.
private final class ResultSlots<Result: Sendable>: @unchecked Sendable {
    private var slots: [Result?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Result] { slots.compactMap { $0 } }
}

/// Maps `items` on all cores, keeping the input order. Used to compile and lint files in parallel.
func parallelMap<Element: Sendable, Result: Sendable>(_ items: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
    guard items.count > 1 else { return items.map(transform) }
    let slots = ResultSlots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
        slots.set(index, transform(items[index]))
    }
    return slots.values
}
