// How a change of a long text reads in a record's history: the words taken out struck through and the
// words put in marked, in the order of the text, rather than two whole versions side by side. Words are
// the language's own (Intl.Segmenter: Japanese has no spaces between them).
import { Box } from '@mui/material';
import { diffArrays } from 'diff';
import { useLocaleState, useTranslate } from 'react-admin';
import { visuallyHidden } from './visuallyHidden';

/** Texts longer than this are compared by sentences: a word diff of two long articles costs too much. */
const WORD_DIFF_LIMIT = 20_000;

function tokens(text: string, locale: string, granularity: 'word' | 'sentence'): string[] {
  return [...new Intl.Segmenter(locale, { granularity }).segment(text)].map((part) => part.segment);
}

export function TextChange({ before, after }: { before: string; after: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const granularity = before.length + after.length > WORD_DIFF_LIMIT ? 'sentence' : 'word';
  const parts = diffArrays(tokens(before, locale, granularity), tokens(after, locale, granularity));
  return (
    <Box component="span" data-history-diff sx={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((part, index) => {
        const text = part.value.join('');
        if (part.removed)
          return (
            <Box key={index} component="del" sx={{ color: 'error.main' }}>
              <Box component="span" sx={visuallyHidden}>
                {translate('app.record.history_removed')}
              </Box>
              {text}
            </Box>
          );
        if (part.added)
          return (
            <Box key={index} component="ins" sx={{ color: 'success.main', textDecorationThickness: 2 }}>
              <Box component="span" sx={visuallyHidden}>
                {translate('app.record.history_added')}
              </Box>
              {text}
            </Box>
          );
        return <span key={index}>{text}</span>;
      })}
    </Box>
  );
}

export default TextChange;
