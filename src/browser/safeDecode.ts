/**
 * Decoding of the parts of an address (path, query, hash) that people, crawlers and other sites write. A malformed
 * escape (`#%`, `%E0%A4%A`, `/docs/%D0`) makes decodeURI and decodeURIComponent throw, and an address must never
 * break a page: the site's own code decodes through `safeDecode`, and `keepAddressWellFormed` rewrites the address
 * before Gatsby's router and scroll handler decode it with the throwing functions.
 */

/** Runs of escapes (`%D0%BE`), decoded together because one character may take several bytes. */
const ESCAPE_RUN = /(?:%[0-9a-f]{2})+/gi
/** A `%` that does not start an escape. */
const LONE_PERCENT = /%(?![0-9a-f]{2})/gi

/** A run of escapes that is not all UTF-8, read as the characters it holds with U+FFFD for each stray byte, as browsers show it. */
function decodeLoosely(run: string): string {
  const escapes = run.match(/%[0-9a-f]{2}/gi) ?? []
  let out = ''
  for (let i = 0; i < escapes.length;) {
    // A UTF-8 character takes one to four bytes: the longest sequence that decodes wins.
    let length = Math.min(4, escapes.length - i)
    for (; length > 0; length -= 1) {
      try {
        out += decodeURIComponent(escapes.slice(i, i + length).join(''))
        break
      } catch {
        // shorter next
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

/**
 * `part` with every malformed escape replaced by a well-formed one: a lone `%` becomes `%25` (the text it shows), a run
 * of bytes that is not UTF-8 becomes U+FFFD (as browsers display it). Well-formed escapes are kept as they are, so a
 * correct address comes back unchanged.
 */
export function wellFormed(part: string): string {
  return part.replace(LONE_PERCENT, '%25').replace(ESCAPE_RUN, (run) => {
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

/** The window's address with malformed escapes in the path, query or hash made well-formed; null when it already is. */
export function wellFormedAddress(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const address = `${location.pathname}${location.search}${location.hash}`
  const fixed = `${wellFormed(location.pathname)}${wellFormed(location.search)}${wellFormed(location.hash)}`
  return fixed === address ? null : fixed
}

/**
 * Keeps the window's address well-formed for the code that decodes it without a guard (Gatsby's page lookup and its
 * scroll handler, which sit above the site's error boundary: a throw there unmounts the whole page). Runs once before
 * the router starts, and on every history change the reader makes (a typed hash, back and forward): this listener is
 * added before the router's own, so the router reads the corrected address.
 */
export function keepAddressWellFormed(win: Window): void {
  const correct = () => {
    const fixed = wellFormedAddress(win.location)
    if (fixed !== null) win.history.replaceState(win.history.state, '', fixed)
  }
  correct()
  win.addEventListener('popstate', correct)
  win.addEventListener('hashchange', correct)
}
