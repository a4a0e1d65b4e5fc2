import type { newsTranslation as schema } from '../../schemas/content/news-translation';
import type { DemoRow } from '../rows';
import { nth } from './demo';
import { htmlParagraphs } from './html';
import { NEWS_FACTS, type Language } from './news';

type Row = DemoRow<typeof schema>;

// Published news is translated into the other two languages; every third
// item has only one translation yet, and a few the title and summary only
// (the body follows). Drafts are not translated.

const LANGUAGES: Language[] = ['en', 'ja', 'vi'];

export const newsTranslations: Row[] = NEWS_FACTS.flatMap((item, index) => {
  if (item.status === 'draft') return [];
  const others = LANGUAGES.filter((code) => code !== item.language);
  const chosen = index % 3 === 2 ? others.slice(0, 1) : others;
  return chosen.map((language, k): Row => {
    const [title, summary, paragraphs] = item.texts[language];
    return {
      news_id: nth(index),
      language_code: language,
      title,
      summary,
      ...(index % 7 === 3 && k === 1 ? {} : ({ body: htmlParagraphs(paragraphs) } satisfies Row)),
    };
  });
});
