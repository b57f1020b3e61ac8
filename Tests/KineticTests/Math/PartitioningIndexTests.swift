import KineticTestSupport
import Testing

@testable import Kinetic

/// `partitioningIndex(where:)` against a linear scan, on sorted arrays with repeats.
@Suite("Collection.partitioningIndex")
struct PartitioningIndexTests {
  @Test func agreesWithALinearScan() {
    var random = SeededGenerator(seed: 0x5EA_4C4)
    for count in 0..<40 {
      let values = (0..<count).map { _ in Int.random(in: 0..<10, using: &random) }.sorted()
      for pivot in -1...11 {
        let scan = values.firstIndex { $0 >= pivot } ?? values.endIndex
        #expect(values.partitioningIndex { $0 >= pivot } == scan, "\(values) at \(pivot)")
        // A slice keeps its own indices.
        let slice = values.dropFirst(count / 3)
        let sliceScan = slice.firstIndex { $0 > pivot } ?? slice.endIndex
        #expect(slice.partitioningIndex { $0 > pivot } == sliceScan)
      }
    }
  }
}
