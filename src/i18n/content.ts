import { fill } from './ru'

/**
 * UI strings of the page templates and the page body's components (docs, blog, search results, code blocks,
 * admonitions, 404), keyed like those of ./ru.ts: only the pages that show them download them.
 */
export const ruContent = {
  'theme.docs.breadcrumbs.label': 'Навигационная цепочка',
  'theme.docs.breadcrumbs.home': 'Документация',
  'theme.docs.paginator.label': 'Соседние страницы',
  'theme.docs.paginator.previous': 'Предыдущая',
  'theme.docs.paginator.next': 'Следующая',
  'theme.docs.toc.title': 'На этой странице',
  'theme.docs.tags.title': 'Теги',
  'theme.docs.tags.allTags': 'Все теги',
  'theme.docs.tags.docsTagged': 'Страницы с тегом «{tag}»',
  'theme.docs.tags.count': '{count} стр.',
  'theme.docs.unlisted.title': 'Скрытая страница',
  'theme.docs.unlisted.body': 'Эта страница не показывается в меню и поиске: на неё можно попасть только по прямой ссылке.',
  'theme.docs.version': 'Версия: {label}',
  'theme.docs.category.pages': 'Страницы раздела',
  'theme.docs.changedIn': 'Изменено в выпусках',
  'theme.docs.copyMarkdown': 'Копировать как Markdown',
  'theme.docs.copiedMarkdown': 'Markdown скопирован',
  'theme.blog.title': 'ReleaseNotes',
  'theme.blog.readMore': 'Читать далее',
  'theme.blog.readMoreLabel': 'Читать далее: {title}',
  'theme.blog.newer': 'Новее',
  'theme.blog.older': 'Старше',
  'theme.blog.newerPost': 'Более новая запись',
  'theme.blog.olderPost': 'Более старая запись',
  'theme.blog.readingTime': '{minutes} мин чтения',
  'theme.blog.archive': 'Архив',
  'theme.blog.authors': 'Авторы',
  'theme.blog.tags': 'Теги',
  'theme.blog.allPosts': 'Все записи',
  'theme.blog.postsByTag': 'Записи с тегом «{tag}»',
  'theme.blog.postsByAuthor': 'Записи автора: {name}',
  'theme.blog.postCount': '{count} зап.',
  'theme.blog.pageOf': 'Страница {page} из {count}',
  'theme.blog.paginationLabel': 'Страницы списка записей',
  'theme.blog.sidebarLabel': 'Все записи блога',
  'theme.notFound.title': 'Страница не найдена',
  'theme.notFound.body':
    'К сожалению, мы не смогли найти запрашиваемую страницу. Пожалуйста, сообщите владельцу сайта, что ссылка, по которой вы пришли, не работает.',
  'theme.notFound.home': 'Перейти на главную',
  'theme.search.pageTitle': 'Поиск',
  'theme.search.resultsFor': 'Результаты поиска по запросу «{query}»',
  'theme.code.copy': 'Копировать',
  'theme.code.copied': 'Скопировано',
  'theme.code.copyLabel': 'Копировать код в буфер обмена',
  'theme.body.table': 'Таблица',
  'theme.body.headingLink': 'Ссылка на этот раздел',
  'theme.admonition.note': 'Примечание',
  'theme.admonition.tip': 'Совет',
  'theme.admonition.info': 'Информация',
  'theme.admonition.warning': 'Внимание',
  'theme.admonition.danger': 'Опасно',
} as const

export type ContentMessageId = keyof typeof ruContent

/** A page string with `{name}` placeholders filled in. */
export function tc(id: ContentMessageId, values: Record<string, string | number> = {}): string {
  return fill(ruContent[id], values)
}
