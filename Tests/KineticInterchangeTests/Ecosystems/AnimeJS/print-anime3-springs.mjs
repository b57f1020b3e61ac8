// Prints AnimeJSSpringTests.printedByAnime3 from Anime.js 3.2.2 (lib/anime.js of git tag v3.2.2), in
// node 20: node print-anime3-springs.mjs ANIME3. The DOM classes it tests targets against are stubbed.
globalThis.NodeList = class {}; globalThis.HTMLCollection = class {}; globalThis.SVGElement = class {}; globalThis.window = globalThis;
import { createRequire } from 'module';
const require = createRequire(import.meta.url);
const anime = require(process.argv[2]);
for (const e of ['spring(1, 80, 10, 0)', 'spring(2, 50, 5, 3)', 'spring(1, 100, 30, 0)', 'spring(1,100,10,0)']) {
  const o = { x: 0 };
  const a = anime({ targets: o, x: [0, 1], easing: e, autoplay: false });
  const out = [];
  for (const t of [0, 50, 100, 250, 500, 900, 1400]) { a.seek(t); out.push(Number(o.x)); }
  console.log(JSON.stringify(e), a.duration, JSON.stringify(out));
}
