import { headScript, PAGE_PATH_ATTR } from './headScript'

const run = (announcementId: string | null) => {
  // The script is a string because it is inlined into <head>: run it as the browser would.
  new Function(headScript(announcementId))()
}

beforeEach(() => {
  localStorage.clear()
  document.documentElement.removeAttribute('data-theme')
  delete (window as { pagePath?: string }).pagePath
})

test('sets the stored colour mode, light otherwise', () => {
  run(null)
  expect(document.documentElement.getAttribute('data-theme')).toBe('light')
  localStorage.setItem('theme', 'dark')
  run(null)
  expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
})

test('gives Gatsby the page path from the <html> attribute', () => {
  document.documentElement.setAttribute(PAGE_PATH_ATTR, '/docs/start')
  run(null)
  expect((window as { pagePath?: string }).pagePath).toBe('/docs/start')
})

test('a dismissed announcement stays hidden only while its id is unchanged', () => {
  localStorage.setItem('announcement.id', 'old')
  localStorage.setItem('announcement.dismiss', 'true')
  run('new')
  expect(localStorage.getItem('announcement.dismiss')).toBeNull()
})
