import React from 'react'
import { graphql, Link, type PageProps, type HeadFC } from 'gatsby'
import { Layout, Main } from '../theme/Layout'
import { Seo } from '../theme/Seo'
import { siteConfig } from '../config/client'
import { t } from '../i18n/ru'
import { formatRussianDate } from '../theme/Blog/formatDate'
import * as styles from '../theme/Home/styles.module.css'

interface Data {
  allBlogPost: { nodes: Array<{ path: string; title: string; date: string; description: string }> }
}

/** The home page answers "where do I start?": the promise, the main sections and the latest notes. */
const SECTIONS = [
  { to: '/docs/start', title: 'Начало работы', text: 'Регистрация, личный кабинет, лицензия и первое тестовое сообщение.' },
  { to: '/docs/channel', title: 'Каналы', text: 'WhatsApp, Viber, SMS и SMPP, push для Android, iOS, Huawei и RuStore, Notify.' },
  { to: '/docs/template', title: 'Шаблоны', text: 'Операторские и пользовательские шаблоны, модерация, переменные и кнопки.' },
  { to: '/docs/broadcast', title: 'Рассылки', text: 'Мастер рассылки: получатели, расписание, тихие часы, тест и отчёт.' },
  { to: '/docs/scripts', title: 'Сценарии', text: 'Автоматические цепочки: триггеры, условия, действия и отчёт по блокам.' },
  { to: '/docs/api', title: 'API', text: 'Отправка сообщений, статусы, клиенты, шаблоны и вебхуки для разработчиков.' },
]

export default function HomePage({ data, location }: PageProps<Data>) {
  return (
    <Layout pathname={location.pathname}>
      <Main className={styles.main}>
        <section className={styles.hero}>
          <h1 className={styles.title}>Документация {siteConfig.brandName}</h1>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
        </section>
        <section aria-labelledby="home-start">
          <h2 id="home-start">{t('theme.home.start')}</h2>
          <ul className={styles.cards}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to} className={styles.card}>
                  <span className={styles.cardTitle}>{section.title}</span>
                  <span className={styles.cardText}>{section.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="home-latest">
          <h2 id="home-latest">{t('theme.home.latest')}</h2>
          <ul className={styles.posts}>
            {data.allBlogPost.nodes.map((post) => (
              <li key={post.path}>
                <time dateTime={post.date.slice(0, 10)}>{formatRussianDate(post.date)}</time>
                <Link to={post.path}>{post.title}</Link>
                <p>{post.description}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/blog">{t('theme.home.allPosts')}</Link>
          </p>
        </section>
      </Main>
    </Layout>
  )
}

export const query = graphql`
  query HomePage {
    allBlogPost(filter: { unlisted: { eq: false } }, sort: [{ date: DESC }, { slug: ASC }], limit: 3) {
      nodes {
        path
        title
        date
        description
      }
    }
  }
`

export const Head: HeadFC = () => <Seo title={siteConfig.brandName} description={siteConfig.tagline} pathname="/" />
