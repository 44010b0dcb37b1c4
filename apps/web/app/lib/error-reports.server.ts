import { PERSONAL_DATA_PATTERNS } from '@shahrbazar/domain/text/personal-data';
import type { BrowserErrorReports } from './load-context.ts';
import { REPORT_ERROR } from './error-reports.tsx';

/**
 * The browser's error reporter (ADR 0087): an inline script, first in the head, written by the server only when
 * SENTRY_DSN is set (entry.server gives its text through a context, as the service worker's): no bytes in the
 * bundle, no request unless an error happens. It reports, as Sentry events in envelopes POSTed as text (no CORS
 * preflight) to the DSN's project:
 * - errors nothing caught (`error` events: a React hydration mismatch React recovered from is one, reported through
 *   `reportError`) and promise rejections nothing handled;
 * - what React Router's error boundaries show (entry.client's `onError` calls `window.__reportError`).
 * Mobile numbers, national codes, cards, e-mail addresses and tokens are scrubbed from the message, the stack's
 * addresses and the page's address by the same patterns as the server's (domain `text/personal-data`). At most ten
 * reports a page, each message once; a cross-origin "Script error." carries nothing and is not sent.
 *
 * Plain ES5: it runs as the parser reaches it, on every browser the site supports.
 */
export function errorReportsScript(settings: BrowserErrorReports | undefined): string {
  if (!settings) return '';
  const known = scripts.get(settings);
  if (known) return known;
  const config = json({ u: settings.url, r: settings.release, e: settings.environment });
  const text = `(function(){var c=${config},w=window,P=${json(PERSONAL_DATA_PATTERNS)},n=0,seen={};\
if(!w.fetch||!w.JSON)return;\
function s(t){t=String(t==null?'':t);for(var i=0;i<P.length;i++)t=t.replace(new RegExp(P[i][0],'g'),P[i][1]);return t.slice(0,2000);}\
function id(){for(var h='',i=0;i<32;i++)h+=(Math.random()*16|0).toString(16);return h;}\
function fr(st){var f=[],l=String(st||'').split('\\n'),i,m;for(i=0;i<l.length&&i<50;i++){\
m=/^\\s*at (?:(.+?) \\()?(.+?):(\\d+):(\\d+)\\)?$/.exec(l[i])||/^(.*?)@(.+?):(\\d+):(\\d+)$/.exec(l[i]);\
if(m)f.unshift({'function':m[1]||'?',filename:s(m[2]),lineno:+m[3],colno:+m[4],in_app:m[2].indexOf(location.origin)===0});}return f;}\
function r(x,k){try{var o=x&&typeof x=='object'&&x.message!=null?x:{name:'Error',message:typeof x=='string'?x:JSON.stringify(x)},\
m=s(o.message);if(!m||m=='Script error.'||seen[m]||n>=10)return;seen[m]=1;n++;var i=id(),v={event_id:i,\
timestamp:Date.now()/1e3,platform:'javascript',level:'error',release:c.r,environment:c.e,\
exception:{values:[{type:String(o.name||'Error'),value:m,stacktrace:{frames:fr(o.stack)},\
mechanism:{type:k,handled:k=='boundary'}}]},request:{url:s(location.href),headers:{'User-Agent':navigator.userAgent}},\
sdk:{name:'shahrbazar.browser',version:'1.0.0'}};\
w.fetch(c.u,{method:'POST',keepalive:true,credentials:'omit',body:JSON.stringify({event_id:i,sent_at:new Date().toISOString()})\
+'\\n{"type":"event"}\\n'+JSON.stringify(v)})['catch'](function(){});}catch(e){}}\
w.addEventListener('error',function(e){if(e.error||e.message)r(e.error||e.message,'onerror');});\
w.addEventListener('unhandledrejection',function(e){r(e.reason,'onunhandledrejection');});\
w.${REPORT_ERROR}=function(x){r(x,'boundary');};})();`;
  scripts.set(settings, text);
  return text;
}

/** One text per settings object (the process's one): built once, not per page. */
const scripts = new WeakMap<BrowserErrorReports, string>();

/** JSON that cannot end the inline script it is written into. */
function json(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
