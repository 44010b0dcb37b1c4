/**
 * A public page's scripts start loading once the browser has drawn the page's main picture (ADR 0073). The server's
 * HTML stream (scripts-after-picture.server.ts) writes React Router's entry module script inert, a data block of the
 * type below marked HELD_SCRIPT_MARK (valid HTML, issue 32), and leaves out its module preloads; START_SCRIPTS, an
 * inline script after it (root.tsx), preloads what React Router would have (the entry and the page's routes with
 * their imports, read from the held entry's manifest; at low priority, ADR 0066) and puts a live copy of the entry in
 * its place, once the main picture (`mainPicture`, named for element timing by MARK_MAIN_PICTURE in the head) is
 * drawn (the browser's element timing), fails, or WAIT_MS have passed, whichever comes
 * first; at the page's load where the browser has no element timing; and at once on a page without a main picture.
 * On a slow phone the stylesheets, the font and the first pictures then have the connection to themselves; the
 * scripts only make the drawn page interactive (its links and forms work without them).
 */

/** The element-timing name of a page's main picture. */
export const MAIN_PICTURE = 'main-picture';

/**
 * The attribute that marks a page's main picture in the HTML. `elementtiming` is not an attribute of the HTML
 * standard (the W3C checker refused it, issue 32): MARK_MAIN_PICTURE gives the marked picture its `elementtiming` in
 * the document as the parser reads it, before it can be drawn.
 */
export const MAIN_PICTURE_MARK = 'data-main-picture';

/**
 * The attributes of a page's main picture when `isMain` (the first card, the first photo, the first banner): fetched
 * first, and its drawing starts the page's scripts.
 */
export function mainPicture(isMain: boolean): { fetchPriority?: 'high'; [MAIN_PICTURE_MARK]?: string } {
  return isMain ? { fetchPriority: 'high', [MAIN_PICTURE_MARK]: '' } : {};
}

/**
 * The `type` React Router's entry module script waits under: a data block (a valid MIME type that is not
 * JavaScript's), which runs nothing. The issue 32's W3C check refused the former `module-after-picture`.
 */
export const HELD_SCRIPT_TYPE = 'text/plain';

/** The attribute that tells the held entry from any other data block. */
export const HELD_SCRIPT_MARK = 'data-after-picture';

/**
 * The inline script in the document's head (root.tsx) that gives the main picture its element-timing name as soon
 * as the parser has put it in the document (a mutation observer's callback runs before the next rendering, so before
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
