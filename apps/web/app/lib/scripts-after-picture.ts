/**
 * A public page's scripts start loading once the browser has drawn the page's main picture (ADR 0073). The server's
 * HTML stream (scripts-after-picture.server.ts) writes React Router's entry module script inert, under the type below,
 * and leaves out its module preloads; START_SCRIPTS, an inline script after it (root.tsx), preloads what React Router
 * would have (the entry and the page's routes with their imports, read from the held entry's manifest; at low
 * priority, ADR 0066) and puts a live copy of the entry in its place, once the main
 * picture (`mainPicture`) is drawn (the browser's element timing), fails, or WAIT_MS have passed, whichever comes
 * first; at the page's load where the browser has no element timing; and at once on a page without a main picture.
 * On a slow phone the stylesheets, the font and the first pictures then have the connection to themselves; the
 * scripts only make the drawn page interactive (its links and forms work without them).
 */

/** The element-timing name of a page's main picture. */
export const MAIN_PICTURE = 'main-picture';

/**
 * The attributes of a page's main picture when `isMain` (the first card, the first photo, the first banner): fetched
 * first, and its drawing starts the page's scripts.
 */
export function mainPicture(isMain: boolean): { fetchPriority?: 'high'; elementtiming?: string } {
  return isMain ? { fetchPriority: 'high', elementtiming: MAIN_PICTURE } : {};
}

/** The `type` React Router's entry module script waits under (an unknown `type` runs nothing). */
export const HELD_SCRIPT_TYPE = 'module-after-picture';

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
export const START_SCRIPTS = `(function(){var started=false;function start(){if(started)return;started=true;\
var held=document.querySelector('script[type="${HELD_SCRIPT_TYPE}"]');if(!held)return;\
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
var picture=document.querySelector('img[elementtiming="${MAIN_PICTURE}"]');\
if(!picture||(picture.complete&&!picture.naturalWidth))return start();\
picture.addEventListener('error',start);setTimeout(start,${WAIT_MS});\
var types=(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];\
if(types.indexOf('element')<0)return window.addEventListener('load',start);\
new PerformanceObserver(function(list){var entries=list.getEntries();\
for(var i=0;i<entries.length;i++)if(entries[i].identifier==='${MAIN_PICTURE}')return start();})\
.observe({type:'element',buffered:true});})();`;
