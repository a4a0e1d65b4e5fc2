import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { languageFrom, translate } from '../../server/messages';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: '127.0.0.1',
      PORT: 8080,
      DATA_DIR: path.resolve('data'),
      DATABASE_URL: '',
      ACCESS_TOKEN_TTL: 3600,
      STATIC_DIR: path.resolve('dist'),
      PUBLIC_API_URL: '',
      PUBLIC_BROKER_URL: '',
      SEED_DEMO: true,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '9000',
      ACCESS_TOKEN_TTL: '60',
      DATABASE_URL: 'postgres://x/y',
      PUBLIC_API_URL: 'https://api',
    });
    expect(config).toMatchObject({
      HOST: '0.0.0.0',
      PORT: 9000,
      ACCESS_TOKEN_TTL: 60,
      DATABASE_URL: 'postgres://x/y',
      PUBLIC_API_URL: 'https://api',
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '0' })).toThrow(/ACCESS_TOKEN_TTL/);
  });

  it('seeds demo data outside production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
  });
});

describe('messages', () => {
  it('picks the first interface language of Accept-Language', () => {
    expect(languageFrom(undefined)).toBe('en');
    expect(languageFrom('fr-FR,fr;q=0.9')).toBe('en');
    expect(languageFrom('fr-FR, vi-VN;q=0.8, ja;q=0.7')).toBe('vi');
    expect(languageFrom('JA-jp')).toBe('ja');
  });

  it('interpolates arguments and falls back to English and to react-admin texts', () => {
    expect(translate('en', 'ra.validation.maxLength', { max: 5 })).toBe('Must be 5 characters or less');
    expect(translate('en', 'validation.translationLanguage', { language: 'fr' })).toBe('Unknown language: fr');
    // The server's own texts come from the dictionaries too, so translators reach them.
    expect(translate('ja', 'server.not_found')).toBe('見つかりません');
    expect(translate('vi', 'server.invalid_query', { name: 'sort' })).toBe('Tham số truy vấn không hợp lệ: sort');
    expect(translate('ja', 'ra.validation.required')).toBe('必須');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });
});
