import type { SiteConfigInput } from './schema'

/** The site's own values; deployment-specific ones are overridden from the environment (env.ts). */
export const siteDefaults: SiteConfigInput = {
  brandName: 'Омнилинк',
  // Non-breaking spaces (\u00A0) keep a short word with the next one, as the body pipeline's typography does (content/AUTHORING.md).
  tagline: 'Сообщения клиентам в\u00A0SMS, Viber, WhatsApp, push и\u00A0соцсетях из\u00A0одного кабинета и\u00A0одного API',
  siteUrl: 'http://localhost:9000',
  companyUrl: 'https://omnilink.example',
  supportEmail: 'support@omnilink.example',
  apiBaseUrl: 'https://api.platform.example/v1',
  editUrl: 'https://git.omnilink.example/docs/site/-/edit/main/',
  blogTitle: 'ReleaseNotes',
  blogLabel: 'Что нового',
  announcement: {
    id: 'rustore-push-2025',
    content: 'Push-уведомления через RuStore доступны всем компаниям. Подробности в разделе «Что нового».',
    isCloseable: true,
  },
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Пользовательская документация', position: 'left' },
      { type: 'docSidebar', sidebarId: 'apiSidebar', label: 'API', position: 'left' },
      { type: 'link', to: '/blog', label: 'Что нового', position: 'right' },
      { type: 'colorMode', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    logo: { src: '/img/logo.svg', alt: 'На главную страницу компании', width: 250, height: 50 },
    copyrightYear: 2025,
    links: [
      { label: 'Пользовательская документация', to: '/docs/start' },
      { label: 'API', to: '/docs/api' },
      { label: 'Что нового', to: '/blog' },
    ],
  },
  analytics: {},
  feedback: { language: 'ru' },
  search: {
    maxSuggestions: 8,
    contexts: ['docs/api', 'blog'],
    contextRoles: { reference: 'docs/api', notes: 'blog' },
    excludedDocsFolders: ['unlisted'],
    versions: [],
  },
}
