// Runs the Kinetic WebAssembly module (Scripts/wasm.sh) under node: for each spec on standard
// input (one JSON object a line: {"spec", "from", "to"|null, "velocity", "times": [...] or
// "t,t,..."}), prints one JSON
// line {"values": [...], "velocities": [...]} or {"error": "..."}. Numbers are written as
// their shortest round-trip text (JSON numbers; infinities as the strings "inf"/"-inf").
// Used by the WebAssembly comparison test against `kinetic eval`.
import fs from 'node:fs';
import readline from 'node:readline';

const wasmPath = process.argv[2];
// The module imports four WASI functions: random_get seeds Swift's hashing (any bytes do;
// zeros keep runs repeatable) and fd_write carries a fatal error's message; the others are
// never reached.
let k;
const wasi = {
  random_get: (pointer, length) => { new Uint8Array(k.memory.buffer, pointer, length).fill(0); return 0; },
  fd_write: (fd, iovs, count, written) => {
    const view = new DataView(k.memory.buffer);
    let total = 0;
    for (let i = 0; i < count; i++) {
      const base = view.getUint32(iovs + 8 * i, true), length = view.getUint32(iovs + 8 * i + 4, true);
      process.stderr.write(new Uint8Array(k.memory.buffer, base, length));
      total += length;
    }
    view.setUint32(written, total, true);
    return 0;
  },
  fd_close: () => 0,
  fd_seek: () => 0,
};
const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), { wasi_snapshot_preview1: wasi });
k = instance.exports;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function withString(text, body) {
  const bytes = encoder.encode(text);
  const pointer = k.kinetic_alloc(bytes.length);
  new Uint8Array(k.memory.buffer, pointer, bytes.length).set(bytes);
  try { return body(pointer, bytes.length); } finally { k.kinetic_free(pointer); }
}
function lastText() {
  return decoder.decode(new Uint8Array(k.memory.buffer, k.kinetic_text_pointer(), k.kinetic_text_length()));
}
// Numbers as text (JavaScript's shortest round-trip form), so no JSON reader rounds them.
const number = (x) => (x === Infinity ? 'inf' : x === -Infinity ? '-inf' : String(x));

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  if (withString(request.spec, (p, n) => k.kinetic_parse(0, p, n)) !== 0) {
    console.log(JSON.stringify({ error: lastText() }));
    continue;
  }
  // Times as numbers, or as one comma-separated text of round-trip numbers (read exactly).
  const timeList = typeof request.times === 'string' ? request.times.split(',').map(Number) : request.times;
  const count = timeList.length;
  const times = k.kinetic_alloc(8 * count);
  const output = k.kinetic_alloc(16 * count);
  new Float64Array(k.memory.buffer, times, count).set(timeList);
  const status = k.kinetic_sample_at(
    0, request.from, request.to ?? 0, request.to === null ? 0 : 1, request.velocity ?? 0, 0, times, count,
    output);
  if (status !== 0) {
    console.log(JSON.stringify({ error: lastText() }));
  } else {
    const pairs = new Float64Array(k.memory.buffer, output, 2 * count);
    const values = [], velocities = [];
    for (let i = 0; i < count; i++) { values.push(number(pairs[2 * i])); velocities.push(number(pairs[2 * i + 1])); }
    console.log(JSON.stringify({ values, velocities }));
  }
  k.kinetic_free(times);
  k.kinetic_free(output);
}
