import { STORAGE_KEYS } from '../state/storage'
import { ANNOUNCEMENT_DISMISSED_ATTR } from '../state/announcement'
import { DEFAULT_COLOR_MODE } from '../state/colorMode'
import { scriptLiteral } from './scriptLiteral'
import { correctAddress, keepAddressWellFormed, wellFormed } from '../browser/safeDecode'

/** Attribute of <html> that carries the page's own path (Gatsby's window.pagePath). */
export const PAGE_PATH_ATTR = 'data-page-path'

/**
 * Runs in <head> before the first paint, so the colour mode and a dismissed announcement are right
 * before React starts (no flash, no layout shift). Storage errors fall back to the defaults. First of all it keeps the
 * address well-formed (src/browser/safeDecode.ts): as opened and after every history change, before any bundle reads it.
 */
export function headScript(announcementId: string | null): string {
  const keys = scriptLiteral({
    theme: STORAGE_KEYS.theme,
    id: STORAGE_KEYS.announcementId,
    dismiss: STORAGE_KEYS.announcementDismiss,
  })
  return `(${keepAddressWellFormed.toString()})(window,${correctAddress.toString()},${wellFormed.toString()});
(function(){var d=document.documentElement,k=${keys},a=${scriptLiteral(announcementId)},p=d.getAttribute('${PAGE_PATH_ATTR}');
if(p)window.pagePath=p;
try{var t=localStorage.getItem(k.theme);d.setAttribute('data-theme',t==='dark'||t==='light'?t:'${DEFAULT_COLOR_MODE}');
if(a){if(localStorage.getItem(k.id)!==a){localStorage.removeItem(k.dismiss)}else if(localStorage.getItem(k.dismiss)==='true'){d.setAttribute('${ANNOUNCEMENT_DISMISSED_ATTR}','')}}}
catch(e){d.setAttribute('data-theme','${DEFAULT_COLOR_MODE}')}})();`
}
