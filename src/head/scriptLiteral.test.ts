import { scriptLiteral } from './scriptLiteral'

describe('values written into inline scripts', () => {
  test.each([
    ['</script><script>alert(1)</script>', '"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"'],
    ['a\u2028b\u2029c', '"a\\u2028b\\u2029c"'],
    ['<!-- x', '"\\u003c!-- x"'],
    ['Tom & Jerry', '"Tom \\u0026 Jerry"'],
  ])('%j cannot leave its script', (value, literal) => {
    expect(scriptLiteral(value)).toBe(literal)
    expect(JSON.parse(scriptLiteral(value))).toBe(value)
    // Evaluating the literal as the browser would is the point of the test.
    expect(new Function(`return ${scriptLiteral(value)}`)()).toBe(value)
  })

  test('objects keep their shape and plain values their text', () => {
    expect(scriptLiteral({ theme: 'theme', id: 'rustore-2025' })).toBe('{"theme":"theme","id":"rustore-2025"}')
    expect(JSON.parse(scriptLiteral({ '@type': 'TechArticle', headline: 'a</script>' }))).toEqual({ '@type': 'TechArticle', headline: 'a</script>' })
  })
})
