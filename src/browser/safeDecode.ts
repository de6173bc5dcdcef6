/**
 * Decoding of the parts of an address (path, query, hash) that people, crawlers and other sites write. A malformed
 * escape (`#%`, `%E0%A4%A`, `/docs/%D0`) makes decodeURI and decodeURIComponent throw, and an address must never
 * break a page: the site's own code decodes through `safeDecode`, and `keepAddressWellFormed` rewrites the address
 * before Gatsby's router and scroll handler decode it with the throwing functions.
 */

/**
 * `part` with every malformed escape replaced by a well-formed one: a lone `%` becomes `%25` (the text it shows), a run
 * of bytes that is not UTF-8 becomes U+FFFD for each stray byte (as browsers display it). Well-formed escapes are kept
 * as they are, so a correct address comes back unchanged. Self-contained (it refers to nothing outside itself): the
 * head script runs its source before any bundle (src/head/headScript.ts).
 */
export function wellFormed(part: string): string {
  // A run of escapes (`%D0%BE`) that is not all UTF-8: the longest sequence of one to four bytes that decodes wins.
  const decodeLoosely = (run: string): string => {
    const escapes = run.match(/%[0-9a-f]{2}/gi) ?? []
    let out = ''
    for (let i = 0; i < escapes.length;) {
      let length = Math.min(4, escapes.length - i)
      for (; length > 0; length -= 1) {
        try {
          out += decodeURIComponent(escapes.slice(i, i + length).join(''))
          break
        } catch {
          // a shorter sequence next
        }
      }
      if (length === 0) {
        out += '\uFFFD'
        length = 1
      }
      i += length
    }
    return out
  }
  return part.replace(/%(?![0-9a-f]{2})/gi, '%25').replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      decodeURIComponent(run)
      return run
    } catch {
      return encodeURIComponent(decodeLoosely(run))
    }
  })
}

/** decodeURIComponent that never throws: malformed escapes read as the text they show (see wellFormed). */
export function safeDecode(part: string): string {
  return decodeURIComponent(wellFormed(part))
}

/**
 * Replaces the window's address with its well-formed form (`fix` is wellFormed) when a part is malformed. Self-contained
 * like wellFormed: the head script runs it through keepAddressWellFormed.
 *
 * The path gets one more correction. Gatsby's loader decodes a path it has already decoded, keys its pages by the
 * decoded form while the router keeps reserved characters escaped, and asks the server for an unknown path with a HEAD
 * request built from the decoded form. So an escaped `%` throws, an escaped `:`, `=` or `/` leaves the page blank, and an
 * escaped `\`, tab or `/` before a host (`/%5Cevil.example/`) becomes a request to that host. No page of the site has
 * these characters in its path (such an address is the not-found page either way), so each reads as U+FFFD, as a
 * stray byte does.
 */
export function correctAddress(win: Pick<Window, 'location' | 'history'>, fix: (part: string) => string): void {
  const { pathname, search, hash } = win.location
  const path = fix(pathname).replace(/%(?:[01][0-9a-f]|2[3-6bcf]|3[abdf]|40|5c|7f)/gi, '%EF%BF%BD')
  const fixed = path + fix(search) + fix(hash)
  if (fixed !== pathname + search + hash) win.history.replaceState(win.history.state, '', fixed)
}

/**
 * Keeps the window's address well-formed for the code that decodes it without a guard: Gatsby's page lookup and its
 * scroll handler, which sit above the site's error boundaries. It corrects the address the page was opened with, and
 * then every history change the reader makes (a typed hash, back and forward), from the moment the head script runs it
 * (src/head/headScript.ts): before any bundle has loaded, so its listeners come before the router's and the router
 * reads the result, however early a reader types. Self-contained like wellFormed: `correct` is correctAddress.
 */
export function keepAddressWellFormed(
  win: Window,
  correct: (win: Window, fix: (part: string) => string) => void,
  fix: (part: string) => string,
): void {
  const run = () => correct(win, fix)
  run()
  win.addEventListener('popstate', run)
  win.addEventListener('hashchange', run)
}
