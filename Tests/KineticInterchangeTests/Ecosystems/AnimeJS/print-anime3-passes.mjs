// Prints AnimeJSTweenTests.printedPasses from Anime.js 3.2.2 (lib/anime.js of git tag v3.2.2), in
// node 20: node print-anime3-passes.mjs ANIME3. The instance is ticked every millisecond, as
// its loop counting needs (seek stays inside one pass).
globalThis.NodeList = class {}; globalThis.HTMLCollection = class {}; globalThis.SVGElement = class {}; globalThis.window = globalThis;
import { createRequire } from 'module';
const require = createRequire(import.meta.url);
const anime = require(process.argv[2]);
const specs = [
  "{ duration: 500, delay: 200, endDelay: 100, loop: 3, direction: 'alternate', easing: 'easeInQuad' }",
  "{ duration: 400, delay: 0, endDelay: 300, loop: 2, easing: 'linear' }",
  "{ duration: 600, delay: 150, loop: 2, easing: 'easeOutCubic' }",
  "{ duration: 600, delay: 150, loop: 2, direction: 'alternate', easing: 'easeOutCubic' }",
];
const times = [0, 100, 250, 450, 700, 750, 850, 950, 1200, 1350, 1500, 1700, 2300];
for (const text of specs) {
  const s = eval('(' + text + ')');
  const o = { x: 0 };
  const a = anime({ targets: o, x: [0, 1], autoplay: false, ...s });
  const out = [];
  a.tick(1);
  for (let t = 0; t <= 2400; t += 1) { a.tick(1 + t); if (times.includes(t)) out.push(Number(o.x)); }
  console.log(text, a.duration, JSON.stringify(out));
}
