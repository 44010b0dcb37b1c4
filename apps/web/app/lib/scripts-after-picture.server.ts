import { HELD_SCRIPT_MARK, HELD_SCRIPT_TYPE, MAIN_PICTURE, MAIN_PICTURE_MARK } from './scripts-after-picture.ts';

/** React Router's module preloads: dropped whole (the starter makes them from the entry's manifest). */
const PRELOAD = Buffer.from('<link rel="modulepreload"');
/** React Router's entry module script: held as a marked data block (valid HTML, issue 32). */
const ENTRY = Buffer.from(' type="module" async=""');
const HELD_ENTRY = Buffer.from(` type="${HELD_SCRIPT_TYPE}" ${HELD_SCRIPT_MARK}=""`);
const TAG_END = '>'.charCodeAt(0);

/**
 * The page's scripts held until its main picture is drawn (ADR 0073; scripts-after-picture.ts starts them): React
 * Router's `<Scripts>` writes an async entry module that imports the routes at once and one `<link
 * rel="modulepreload">` per chunk a route needs (~60 on a list page, ~7 KB); React Router gives no option to hold
 * them, so the server's HTML is rewritten on the way out: the entry is written inert (a data block) and the preloads
 * are left out (every chunk they name is in the entry's manifest, from which the starter makes them). The page comes
 * whole (entry.server renders it in one piece, ADR 0134); the marks are ASCII, so they are matched on bytes and never
 * inside a multi-byte character.
 */
export function scriptsHeld(page: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  // Each mark is looked for again only once the page has been read past it (~60 preloads come before the entry: one
  // search each, not two searches of the rest of an 80 KB page).
  let preload = page.indexOf(PRELOAD);
  let entry = page.indexOf(ENTRY);
  for (;;) {
    if (preload !== -1 && preload < from) preload = page.indexOf(PRELOAD, from);
    if (entry !== -1 && entry < from) entry = page.indexOf(ENTRY, from);
    if (preload !== -1 && (entry === -1 || preload < entry)) {
      const end = page.indexOf(TAG_END, preload + PRELOAD.length);
      // A preload tag the page cuts off (never written so by React) is left as it is.
      if (end === -1) break;
      parts.push(page.subarray(from, preload));
      from = end + 1;
    } else if (entry !== -1) {
      parts.push(page.subarray(from, entry), HELD_ENTRY);
      from = entry + ENTRY.length;
    } else {
      break;
    }
  }
  if (from === 0) return page;
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The inline script in the document's head (root.tsx, starter-scripts.tsx) that gives the main picture its
 * element-timing name as soon as the parser has put it in the document (a mutation observer's callback runs before the next rendering, so before
 * the picture can be drawn); it stops looking once the picture is found or the document is read. Plain ES5.
 */
export const MARK_MAIN_PICTURE = `(function(){if(!window.MutationObserver)return;\
var observer=new MutationObserver(function(){var picture=document.querySelector('img[${MAIN_PICTURE_MARK}]');\
if(picture){picture.setAttribute('elementtiming','${MAIN_PICTURE}');observer.disconnect();}});\
observer.observe(document.documentElement,{childList:true,subtree:true});\
document.addEventListener('DOMContentLoaded',function(){observer.disconnect();});})();`;

/** The longest the scripts wait for the picture: a picture that never arrives must not keep the page dead. */
export const WAIT_MS = 3000;

/**
 * Preloads started per task: each `<link rel="modulepreload">` added costs the main thread ~0.5-1 ms, and the ~55 of
 * a list page added at once were a 40-70 ms task (Total Blocking Time on a slow phone).
 */
export const PRELOADS_PER_TASK = 8;

/**
 * The starter (plain ES5, it runs as the parser reaches it). The live script is a copy carrying the nonce of the
 * held one (the page's content-security policy runs only scripts with the response's nonce); it goes in first, then
 * the preloads, PRELOADS_PER_TASK at a time.
 */
export const START_SCRIPTS = `(function(){var started=false,picture=document.querySelector('img[${MAIN_PICTURE_MARK}]');\
if(picture)picture.setAttribute('elementtiming','${MAIN_PICTURE}');\
function start(){if(started)return;started=true;\
if(picture)picture.removeAttribute('elementtiming');\
var held=document.querySelector('script[${HELD_SCRIPT_MARK}]');if(!held)return;\
var text=held.textContent,hrefs=[],seen={};\
try{var from=text.indexOf('{',text.indexOf('__reactRouterManifest ='));\
var manifest=JSON.parse(text.slice(from,text.indexOf('\\n}',from)+2)),routes=manifest.routes,byModule={};\
for(var id in routes)byModule[routes[id].module]=routes[id];\
var imported=/import \\* as route\\d+ from "([^"]+)"/g,match;hrefs=[manifest.entry.module].concat(manifest.entry.imports);\
while((match=imported.exec(text))){var route=byModule[match[1]]||{};\
hrefs=hrefs.concat([match[1],route.clientActionModule,route.clientLoaderModule,route.clientMiddlewareModule,\
route.hydrateFallbackModule],route.imports||[]);}}catch(error){}\
var script=document.createElement('script');script.type='module';script.nonce=held.nonce;\
script.textContent=text;held.replaceWith(script);\
(function preload(){for(var n=0;n<${PRELOADS_PER_TASK}&&hrefs.length;){var href=hrefs.shift();\
if(typeof href!=='string'||seen[href])continue;seen[href]=1;n++;\
var link=document.createElement('link');link.rel='modulepreload';link.href=href;\
link.setAttribute('fetchpriority','low');document.head.appendChild(link);}\
if(hrefs.length)setTimeout(preload,0);})();}\
if(!picture||(picture.complete&&!picture.naturalWidth))return start();\
picture.addEventListener('error',start);setTimeout(start,${WAIT_MS});\
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];\
if(types.indexOf('element')<0)return window.addEventListener('load',start);\
new PerformanceObserver(function(list){var entries=list.getEntries();\
for(var i=0;i<entries.length;i++)if(entries[i].identifier==='${MAIN_PICTURE}')return start();})\
.observe({type:'element',buffered:true});})();`;
