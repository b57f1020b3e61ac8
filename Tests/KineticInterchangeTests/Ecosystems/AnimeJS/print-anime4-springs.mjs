// Prints AnimeJSSpringTests.printedByAnime4 from Anime.js 4.4.1 (dist/bundles/anime.esm.js copied
// beside this script as anime4.mjs), in node 20: node print-anime4-springs.mjs
import { animate, spring, createSpring } from './anime4.mjs';
const cases = [{ stiffness: 80, damping: 10 }, { mass: 2, stiffness: 50, damping: 5, velocity: 3 },
  { stiffness: 100, damping: 30 }, { stiffness: 100, damping: 20 }, { bounce: 0.3, duration: 500 }, {}];
for (const p of cases) {
  const o = { x: 0 };
  const s = spring(p);
  const a = animate(o, { x: [0, 100], ease: s, autoplay: false });
  const out = [];
  for (const t of [0, 50, 100, 250, 500, 900, 1400]) { a.seek(t); out.push(o.x); }
  const e = [0.01, 0.1, 0.3, 0.5, 0.8].map(s.ease);
  console.log(JSON.stringify(p), a.duration, s.settlingDuration, s.solverDuration, JSON.stringify(out), JSON.stringify(e));
}
process.exit(0);
