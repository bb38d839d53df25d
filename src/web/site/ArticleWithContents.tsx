import type { ReactNode } from 'react';
import * as s from './ArticleWithContents.css.ts';

export interface ArticleSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface ArticleWithContentsProps {
  title: string;
  intro: ReactNode;
  sections: ArticleSection[];
}

/** A long readable page: its title, a table of contents, and h2 sections the contents link to. */
export function ArticleWithContents({ title, intro, sections }: ArticleWithContentsProps) {
  return (
    <div className={s.layout}>
      <header className={s.head}>
        <h1 className={s.title}>{title}</h1>
        <div className={s.intro}>{intro}</div>
      </header>
      <nav aria-labelledby="contents-title" className={s.contents}>
        <h2 id="contents-title" className={s.contentsTitle}>
          Contents
        </h2>
        <ol className={s.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={s.contentsLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className={s.prose}>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className={s.sectionTitle}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </div>
  );
}
