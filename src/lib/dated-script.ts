/**
 * The inline script of src/lib/deadlines.ts's first correction, in a module of its own: the layout
 * renders it on every page (the notices), and nothing else of the dated logic belongs in the code
 * every page loads.
 */
/**
 * The inline script that corrects a dated list before the first paint. It reads the element just
 * before it: items carry `data-due` (a deadline) or `data-from` and `data-until` (a notice's first and
 * last day); what is not current gets `hidden`, as does every deadline after the container's `data-limit`; the first
 * deadline still due shows its `data-next` mark; a `data-group` with nothing left is hidden; a
 * `data-when-empty` message shows when nothing is left; a container with `data-hide-empty` hides
 * itself then. Plain text, not a bundled function, so the server and the browser write the same
 * script and the page's policy allows it by one hash.
 */
export const DATED_SCRIPT = [
  '(function(){',
  'var n=new Date(),p=function(v){return(v<10?"0":"")+v},',
  't=n.getFullYear()+"-"+p(n.getMonth()+1)+"-"+p(n.getDate()),',
  'b=document.currentScript.previousElementSibling,',
  'l=Number(b.getAttribute("data-limit"))||Infinity,k=0,left=0;',
  'b.querySelectorAll("[data-due],[data-until]").forEach(function(e){',
  'var d=e.getAttribute("data-due"),on=d?d>=t&&k<l:e.getAttribute("data-from")<=t&&e.getAttribute("data-until")>=t;',
  'e.hidden=!on;if(on)left++;',
  'if(on&&d){var m=e.querySelector("[data-next]");if(m)m.hidden=k>0;k++}});',
  'b.querySelectorAll("[data-group]").forEach(function(g){',
  'g.hidden=!g.querySelector("[data-due]:not([hidden])")});',
  'var w=b.querySelector("[data-when-empty]");if(w)w.hidden=left>0;',
  'if(!left&&b.hasAttribute("data-hide-empty"))b.hidden=true',
  '})()',
].join('')
