import { scriptLiteral } from './scriptLiteral'

describe('values written into inline scripts', () => {
  test.each<[unknown, string]>([
    ['</script><script>alert(1)</script>', '"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"'],
    ['a\u2028b\u2029c', '"a\\u2028b\\u2029c"'],
    ['<!-- x', '"\\u003c!-- x"'],
    ['Tom & Jerry', '"Tom \\u0026 Jerry"'],
    // Objects keep their shape and plain values their text.
    [{ theme: 'theme', id: 'rustore-2025' }, '{"theme":"theme","id":"rustore-2025"}'],
    [{ '@type': 'TechArticle', headline: 'a</script>' }, '{"@type":"TechArticle","headline":"a\\u003c/script\\u003e"}'],
  ])('%j is written as %s and cannot leave its script', (value, literal) => {
    expect(scriptLiteral(value)).toBe(literal)
    expect(JSON.parse(literal)).toEqual(value)
    // Evaluating the literal as the browser would is the point of the test.
    expect(new Function(`return ${literal}`)()).toEqual(value)
  })
})
