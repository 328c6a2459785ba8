import Link from 'next/link';
import { BLOG_CATEGORIES } from '@/content/rules';
import { paths } from '@/lib/paths';
import type { ArticleCard, BlogListView } from '../server';
import { Breadcrumb } from './breadcrumb';

const DATE = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An article's day of publication, as written in its front matter. */
export function PublishedOn({ date }: { date: Date }) {
  return <time dateTime={date.toISOString().slice(0, 10)}>{DATE.format(date)}</time>;
}

function ArticleCardView({ article }: { article: ArticleCard }) {
  return (
    <li className="flex flex-col rounded-site border border-black/10 bg-white p-5 shadow-sm">
      <p className="text-xs font-bold uppercase tracking-wide text-brand-ink">{article.category.name}</p>
      <h2 className="mt-2 text-lg font-extrabold leading-snug">
        <Link href={article.path} className="hover:underline">
          {article.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-gray-700">{article.description}</p>
      <p className="mt-4 text-xs text-gray-600">
        <PublishedOn date={article.publishedAt} />
      </p>
    </li>
  );
}

/** The blog, or one category of it: category links, the articles as cards, and the pages. */
export function BlogList({ view, siteName }: { view: BlogListView; siteName: string }) {
  const heading = view.category ? view.category.name : `${siteName} blog`;
  const category = view.category?.slug;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <Breadcrumb
        trail={view.category ? [{ href: paths.blog(), label: 'Blog' }] : []}
        current={view.category ? heading : 'Blog'}
      />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{heading}</h1>
      <nav aria-label="Blog categories" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[{ slug: undefined, name: 'All articles' }, ...BLOG_CATEGORIES].map((item) => {
            const current = item.slug === category;
            return (
              <li key={item.name}>
                <Link
                  href={paths.blog(item.slug)}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-block rounded-full border px-4 py-2 text-sm font-semibold ${current ? 'border-brand bg-brand text-brand-contrast' : 'border-black/15 hover:border-brand'}`}
                >
                  {item.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {view.articles.length ? (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {view.articles.map((article) => (
            <ArticleCardView key={article.path} article={article} />
          ))}
        </ul>
      ) : (
        <p className="mt-8 text-gray-700">No articles here yet. Check back soon.</p>
      )}
      {view.pages > 1 && (
        <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
          {view.page > 1 ? (
            <Link
              href={paths.blog(category, view.page - 1)}
              rel="prev"
              className="font-semibold text-brand-ink underline"
            >
              Newer articles
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-gray-700">
            Page {view.page} of {view.pages}
          </p>
          {view.page < view.pages ? (
            <Link
              href={paths.blog(category, view.page + 1)}
              rel="next"
              className="font-semibold text-brand-ink underline"
            >
              Older articles
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      <p className="mt-10 text-sm">
        <a href={paths.blogFeed()} className="font-semibold text-brand-ink underline">
          Follow the blog by RSS
        </a>
      </p>
    </div>
  );
}
