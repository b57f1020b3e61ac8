// Prints the values of AnimeJSTweenTests.version4LoopAlternateAsAnimeJSPlaysIt from Anime.js 4.4.1
// (dist/bundles/anime.esm.js copied beside this script as anime4.mjs), in node 20.
import { animate } from './anime4.mjs';
const o = { x: 0 };
const a = animate(o, { x: [0, 100], duration: 800, loop: 1, alternate: true, ease: 'inOutQuad', autoplay: false });
for (const t of [0, 200, 400, 1000, 1200, 1500]) { a.seek(t); console.log(t, o.x); }
process.exit(0);
