import { scriptLiteral } from './scriptLiteral'

/**
 * docs/requirements.md §2/§8: a site built for a path prefix but opened at another path (typically `/`) cannot start,
 * so this check runs as an inline script, before and without the app, and shows what base URL to use.
 */
export const BASE_URL_BANNER_ID = 'base-url-banner'

export function baseUrlBannerScript(pathPrefix: string): string {
  const prefix = scriptLiteral(pathPrefix)
  return `(function(){var p=${prefix};var path=location.pathname;if(path===p||path.indexOf(p+'/')===0)return;
document.addEventListener('DOMContentLoaded',function(){var b=document.createElement('div');b.id='${BASE_URL_BANNER_ID}';b.setAttribute('role','alert');
b.style.cssText='padding:16px;background:#fff4e5;color:#1c2227;border-bottom:2px solid #8a5200;font:16px/1.5 sans-serif';
b.textContent='Your site did not load properly. It is configured for the base URL '+p+'/ but was opened at '+path+'. Open '+location.origin+p+'/ instead, or rebuild the site with the base URL it is served from.';
document.body.insertBefore(b,document.body.firstChild)})})();`
}
