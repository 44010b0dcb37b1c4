import { INSTALL_OFFER, INSTALLABLE_EVENT, WORKER_URL } from './service-worker.tsx';

/**
 * The site's service worker (public/sw.js, ADRs 0044 and 0082) is registered by an inline script of every page
 * (root.tsx's WorkerScript, given this text on the server only), not by the page's modules: public pages ship no more
 * JavaScript for it (ADR 0046). The script:
 * - keeps the browser's install offer (`beforeinstallprompt`) for the app's own prompt, shown later at a sensible
 *   moment (components/pwa/install-offer.tsx, loaded only on a page where it is due: install-moment.ts) and says it
 *   came (INSTALLABLE_EVENT);
 * - once the page is alive (<html data-hydrated>), registers the worker; when this page was not the worker's (the
 *   first visit: the worker starts after it), tells the worker the page's address and built files to keep.
 */

/** The registering script (plain ES5, it runs as the parser reaches it). */
export const REGISTER_WORKER = `(function(){var w=window,n=navigator;\
w.addEventListener('beforeinstallprompt',function(e){e.preventDefault();w.${INSTALL_OFFER}=e;\
w.dispatchEvent(new Event('${INSTALLABLE_EVENT}'));});\
if(!('serviceWorker' in n))return;var s=n.serviceWorker,first=!s.controller,d=document.documentElement;\
function go(){s.register('${WORKER_URL}').then(function(){return s.ready;}).then(function(r){\
if(!first||!r.active)return;var o=location.origin+'/assets/';\
r.active.postMessage({type:'keep',url:location.href,assets:performance.getEntriesByType('resource')\
.map(function(e){return e.name;}).filter(function(a){return a.indexOf(o)===0;})});})['catch'](function(){});}\
if(d.hasAttribute('data-hydrated'))return go();\
new MutationObserver(function(m,o){if(d.hasAttribute('data-hydrated')){o.disconnect();go();}})\
.observe(d,{attributes:true,attributeFilter:['data-hydrated']});})();`;
