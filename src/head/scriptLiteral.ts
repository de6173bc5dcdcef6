/**
 * A value written into an inline `<script>` (JSON-LD included) as a JavaScript or JSON literal that cannot
 * end the script or break its line: `<` (so no `</script>` or `<!--`), `>` and `&` become \u escapes, and so
 * do U+2028 and U+2029, which end a line in older JavaScript parsers. Configuration and content values reach
 * the page's scripts only through this.
 */
export function scriptLiteral(value: unknown): string {
  const json = JSON.stringify(value) ?? 'undefined'
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
