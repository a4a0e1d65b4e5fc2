// The translate memory over the i18n provider: one i18next lookup per language, key and options.
import { describe, expect, it, vi } from 'vitest';
import type { I18nProvider } from 'react-admin';
import { withRememberedTranslations } from '../../src/providers/i18nProvider';

function counting() {
  let locale = 'en';
  const translate = vi.fn(
    (key: string, options?: Record<string, unknown>) => `${locale}:${key}:${String(options?.smart_count ?? '')}`,
  );
  const provider: I18nProvider = {
    translate,
    changeLocale: async (next: string) => {
      locale = next;
    },
    getLocale: () => locale,
  };
  return { provider, translate };
}

describe('withRememberedTranslations', () => {
  it('asks i18next once for the same language, key and options', () => {
    const { provider, translate } = counting();
    const remembered = withRememberedTranslations(provider);
    expect(remembered.translate('ra.action.save')).toBe('en:ra.action.save:');
    expect(remembered.translate('ra.action.save')).toBe('en:ra.action.save:');
    expect(remembered.translate('resources.jobs.name', { smart_count: 2 })).toBe('en:resources.jobs.name:2');
    expect(remembered.translate('resources.jobs.name', { smart_count: 1 })).toBe('en:resources.jobs.name:1');
    expect(remembered.translate('resources.jobs.name', { smart_count: 2 })).toBe('en:resources.jobs.name:2');
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('asks again in another language', async () => {
    const { provider, translate } = counting();
    const remembered = withRememberedTranslations(provider);
    remembered.translate('ra.action.save');
    await remembered.changeLocale('ja');
    expect(remembered.translate('ra.action.save')).toBe('ja:ra.action.save:');
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('passes options it cannot write down straight through, every time', () => {
    const { provider, translate } = counting();
    const remembered = withRememberedTranslations(provider);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    remembered.translate('app.title', circular);
    remembered.translate('app.title', circular);
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it('starts again past its size', () => {
    const { provider, translate } = counting();
    const remembered = withRememberedTranslations(provider, 2);
    for (const key of ['a', 'b', 'c', 'a']) remembered.translate(key);
    expect(translate).toHaveBeenCalledTimes(4);
  });
});
