import Foundation

/// Pixel statistics of a PNG file, for checking that a screenshot shows something.
///
/// Decoding is done by a short script for the system `python3` using only its standard library
/// (`zlib`; 8-bit RGB or RGBA, non-interlaced, as Chromium writes screenshots), so the tests
/// need no image library.
public struct PNGInspection: Sendable, Equatable {
  /// Image width in pixels.
  public var width: Int
  /// Image height in pixels.
  public var height: Int
  /// Pixels whose red, green or blue differs from white by more than 16 of 255.
  public var nonWhitePixels: Int
  /// Pixels within 40 of 255 per channel of `colour` (the one asked about).
  public var colourPixels: Int

  /// Reads `file` and counts its non-white pixels and those close to `colour` (`#rrggbb`).
  public init(file: URL, colour: String) throws {
    let script = """
      import struct, sys, zlib
      data = open(sys.argv[1], "rb").read()
      assert data[:8] == b"\\x89PNG\\r\\n\\x1a\\n", "not a PNG"
      pos, idat, ihdr = 8, b"", None
      while pos < len(data):
          n, kind = struct.unpack(">I4s", data[pos:pos + 8])
          body = data[pos + 8:pos + 8 + n]
          if kind == b"IHDR": ihdr = struct.unpack(">IIBBBBB", body)
          if kind == b"IDAT": idat += body
          pos += 12 + n
      w, h, depth, ctype, _, _, interlace = ihdr
      assert depth == 8 and ctype in (2, 6) and interlace == 0, "unsupported PNG"
      bpp = 3 if ctype == 2 else 4
      raw = zlib.decompress(idat)
      stride = w * bpp
      prev = bytearray(stride)
      target = [int(sys.argv[2][i:i + 2], 16) for i in (1, 3, 5)]
      nonwhite = coloured = 0
      for y in range(h):
          f = raw[y * (stride + 1)]
          line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
          for x in range(stride):
              a = line[x - bpp] if x >= bpp else 0
              b = prev[x]
              c = prev[x - bpp] if x >= bpp else 0
              if f == 1: line[x] = (line[x] + a) & 255
              elif f == 2: line[x] = (line[x] + b) & 255
              elif f == 3: line[x] = (line[x] + (a + b) // 2) & 255
              elif f == 4:
                  p = a + b - c
                  pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                  pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                  line[x] = (line[x] + pr) & 255
          for x in range(0, stride, bpp):
              r, g, bl = line[x], line[x + 1], line[x + 2]
              if max(255 - r, 255 - g, 255 - bl) > 16: nonwhite += 1
              if max(abs(r - target[0]), abs(g - target[1]), abs(bl - target[2])) <= 40:
                  coloured += 1
          prev = line
      print(w, h, nonwhite, coloured)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, file.path, colour]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let text = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
    guard process.terminationStatus == 0, numbers.count == 4 else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: file.path])
    }
    width = numbers[0]
    height = numbers[1]
    nonWhitePixels = numbers[2]
    colourPixels = numbers[3]
  }
}
