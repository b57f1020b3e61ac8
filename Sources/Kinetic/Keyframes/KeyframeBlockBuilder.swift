/// What a keyframe result builder collects from a block: an ordered list that concatenates
/// (a ``KeyframeSequence``'s keyframes, a ``KeyframeTrackSet``'s tracks).
public protocol KeyframeBuilderBlock {
  /// One collected item: a keyframe or a track.
  associatedtype Element
  /// The items, in order.
  var elements: [Element] { get }
  /// A block of `elements`, in order.
  init(_ elements: [Element])
}

/// The `build…` functions ``KeyframeTrackContentBuilder`` and ``KeyframesBuilder`` share:
/// blocks, `if`, `if`/`else`, `for` and `#available`, over any ``KeyframeBuilderBlock``. Each
/// builder adds only its `buildExpression`s, which say what a block may hold.
public protocol KeyframeBlockBuilder {}

extension KeyframeBlockBuilder {
  /// Every part's items, in order.
  public static func buildBlock<Block: KeyframeBuilderBlock>(_ parts: Block...) -> Block {
    Block(parts.flatMap { $0.elements })
  }

  /// The items of an `if` without `else`, or none.
  public static func buildOptional<Block: KeyframeBuilderBlock>(_ part: Block?) -> Block {
    part ?? Block([])
  }

  /// The items of the taken `if` branch.
  public static func buildEither<Block: KeyframeBuilderBlock>(first part: Block) -> Block { part }

  /// The items of the taken `else` branch.
  public static func buildEither<Block: KeyframeBuilderBlock>(second part: Block) -> Block {
    part
  }

  /// The items of every iteration of a `for` loop, in order.
  public static func buildArray<Block: KeyframeBuilderBlock>(_ parts: [Block]) -> Block {
    Block(parts.flatMap { $0.elements })
  }

  /// The items of an `#available` branch.
  public static func buildLimitedAvailability<Block: KeyframeBuilderBlock>(_ part: Block)
    -> Block
  {
    part
  }
}
