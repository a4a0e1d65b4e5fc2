import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONFIG,
  getApiUrl,
  getRuntimeConfig,
  loadRuntimeConfig,
  resetRuntimeConfig,
} from '../../src/providers/config';
import { json } from './helpers';

describe('runtime config', () => {
  afterEach(() => {
    resetRuntimeConfig();
    vi.restoreAllMocks();
  });

  it('reads apiUrl and brokerUrl from /config.json', async () => {
    const fetchFn = vi.fn(async () =>
      json(200, { apiUrl: 'https://api.example.test/', brokerUrl: 'wss://mq.example.test' }),
    );
    const config = await loadRuntimeConfig(fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toBe('/config.json');
    expect(config).toEqual({ apiUrl: 'https://api.example.test', brokerUrl: 'wss://mq.example.test' });
    expect(getRuntimeConfig()).toEqual(config);
    expect(getApiUrl()).toBe('https://api.example.test');
  });

  it('loads only once', async () => {
    const fetchFn = vi.fn(async () => json(200, { apiUrl: 'http://a', brokerUrl: '' }));
    await Promise.all([
      loadRuntimeConfig(fetchFn as unknown as typeof fetch),
      loadRuntimeConfig(fetchFn as unknown as typeof fetch),
    ]);
    await loadRuntimeConfig(fetchFn as unknown as typeof fetch);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 404', async () => new Response('not found', { status: 404 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['invalid JSON', async () => new Response('<html>', { status: 200 })],
    ['a JSON array', async () => json(200, [1, 2])],
  ])('falls back to same-origin defaults on %s without logging', async (_label, answer) => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const config = await loadRuntimeConfig(vi.fn(answer) as unknown as typeof fetch);
    expect(config).toEqual(DEFAULT_CONFIG);
    expect(getApiUrl()).toBe('');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('ignores fields of the wrong type', async () => {
    const config = await loadRuntimeConfig((async () =>
      json(200, { apiUrl: 42, brokerUrl: 'ws://b' })) as unknown as typeof fetch);
    expect(config).toEqual({ apiUrl: '', brokerUrl: 'ws://b' });
  });

  it("reads the server's upload rules", async () => {
    const uploads = {
      image: { maxBytes: 5_242_880, types: ['image/png', 'IMAGE/JPEG'] },
      document: { maxBytes: 10_485_760, types: ['application/pdf'] },
    };
    const config = await loadRuntimeConfig((async () =>
      json(200, { apiUrl: '', brokerUrl: '', uploads })) as unknown as typeof fetch);
    expect(config.uploads).toEqual({
      image: { maxBytes: 5_242_880, types: ['image/png', 'image/jpeg'] },
      document: { maxBytes: 10_485_760, types: ['application/pdf'] },
    });
  });

  it.each([
    ['no rules', undefined],
    ['a family missing', { image: { maxBytes: 5, types: [] } }],
    ['a size that is no byte count', { image: { maxBytes: '5', types: [] }, document: { maxBytes: 9, types: [] } }],
    ['a negative size', { image: { maxBytes: -1, types: [] }, document: { maxBytes: 9, types: [] } }],
    [
      'types that are not a list of text',
      { image: { maxBytes: 5, types: 'image/png' }, document: { maxBytes: 9, types: [] } },
    ],
  ])('leaves the upload checks to the server on %s', async (_label, uploads) => {
    const config = await loadRuntimeConfig((async () =>
      json(200, { apiUrl: '', brokerUrl: '', uploads })) as unknown as typeof fetch);
    expect(config).toEqual({ apiUrl: '', brokerUrl: '' });
    expect(config.uploads).toBeUndefined();
  });

  it('gives defaults before loading', () => {
    expect(getRuntimeConfig()).toEqual({ apiUrl: '', brokerUrl: '' });
  });
});
