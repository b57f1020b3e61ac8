// Prints the reference tables of AnimeJSEaseTests.swift from the real Anime.js, in node 20:
//   node print-anime-eases.mjs ANIME3 ANIME4
// ANIME3 is lib/anime.js of animejs 3.2.2 (git tag v3.2.2 of juliangarnier/anime), ANIME4
// dist/bundles/anime.esm.js of 4.4.1. Version 3 reads the string as anime.easing(name) does
// (parseEasings); version 4 calls eases[name](...args), as its parseEaseString does.
import { createRequire } from 'module';
import { pathToFileURL } from 'url';
const require = createRequire(import.meta.url);
const anime = require(process.argv[2]);
const { eases } = await import(pathToFileURL(process.argv[3]).href);
const ps = [0.1, 0.25, 0.3, 0.5, 0.7, 0.9];
const v3 = ['linear', 'easeInQuad', 'easeOutCubic', 'easeInOutQuart', 'easeOutInQuint',
  'easeInSine', 'easeInOutSine', 'easeInExpo', 'easeOutExpo', 'easeInOutExpo', 'easeInCirc',
  'easeOutInCirc', 'easeInBack', 'easeOutBack', 'easeInOutBack', 'easeInBounce',
  'easeOutBounce', 'easeInOutBounce', 'easeOutElastic(1, .5)', 'easeInElastic',
  'easeInOutElastic(1, 0.8)', 'easeOutElastic(0.5, 0.05)', 'steps(5)', 'steps(3)'];
const v4 = ['linear', 'none', 'inQuad', 'outCubic', 'inOutQuart', 'outInQuint', 'inOutSine',
  'inExpo', 'outExpo', 'inOutExpo', 'outCirc', 'inBack', 'outBack', 'outBack(3)',
  'inOutBack', 'outInBack', 'inBounce', 'outBounce', 'outElastic', 'outElastic(1, .5)',
  'inOutElastic(1, 1.2)', 'in(3)', 'out(2)', 'inOut(4)', 'outIn(5)', 'out(1)'];
const fmt = (n, values) => `    (${JSON.stringify(n)}, [${values.map(v => String(v)).join(', ')}]),`;
console.log('  static let printedByAnime3: [(String, [Double])] = [');
for (const n of v3) console.log(fmt(n, ps.map(anime.easing(n))));
console.log('  ]\n  static let printedByAnime4: [(String, [Double])] = [');
for (const n of v4) {
  const m = /^(\w+)(?:\((.*)\))?$/.exec(n);
  const withParams = m[2] !== undefined || ['in', 'out', 'inOut', 'outIn'].includes(m[1])
    || m[1].includes('Back') || m[1].includes('Elastic');
  const f = withParams ? eases[m[1]](...(m[2] ? m[2].split(',').map(Number) : [])) : eases[m[1]];
  console.log(fmt(n, ps.map(f)));
}
console.log('  ]');
