// Uploads are checked against the server's rules (its /config.json) before a byte is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserUploadRules } from '../../server/files';
import { uploadRefusal, UploadRefusedError, type UploadRules } from '../../src/engine/uploadRules';
import { loadRuntimeConfig, resetRuntimeConfig } from '../../src/providers/config';
import type { HttpClient } from '../../src/providers/http';
import { uploadFile } from '../../src/providers/upload';
import { json } from './helpers';

const MB = 1024 * 1024;
/** The server's rules with its default limits: pictures 5 MB, documents 10 MB. */
const RULES: UploadRules = browserUploadRules({ UPLOAD_MAX_IMAGE_BYTES: 5 * MB, UPLOAD_MAX_FILE_BYTES: 10 * MB });

const file = (size: number, type: string) => ({ size, type });

describe('uploadRefusal', () => {
  it('takes what the server takes', () => {
    expect(uploadRefusal(file(5 * MB, 'image/png'), 'image', RULES)).toBeNull();
    expect(uploadRefusal(file(1, 'image/jpeg'), 'image', RULES)).toBeNull();
    expect(uploadRefusal(file(10 * MB, 'application/pdf'), 'file', RULES)).toBeNull();
    expect(uploadRefusal(file(5 * MB, 'image/webp'), 'file', RULES)).toBeNull();
  });

  it('refuses a file larger than its family allows', () => {
    expect(uploadRefusal(file(6 * MB, 'image/png'), 'image', RULES)).toEqual({ reason: 'too_large', maxBytes: 5 * MB });
    // A picture in a file field keeps the picture limit; a document has its own.
    expect(uploadRefusal(file(6 * MB, 'image/gif'), 'file', RULES)).toEqual({ reason: 'too_large', maxBytes: 5 * MB });
    expect(uploadRefusal(file(11 * MB, 'application/pdf'), 'file', RULES)).toEqual({
      reason: 'too_large',
      maxBytes: 10 * MB,
    });
  });

  it('refuses a type the field does not take', () => {
    expect(uploadRefusal(file(10, 'application/pdf'), 'image', RULES)).toEqual({ reason: 'type', kind: 'image' });
    expect(uploadRefusal(file(10, 'image/svg+xml'), 'image', RULES)).toEqual({ reason: 'type', kind: 'image' });
    expect(uploadRefusal(file(10, 'text/html'), 'file', RULES)).toEqual({ reason: 'type', kind: 'file' });
  });

  it('leaves a file of no declared type to the server, under the largest limit of the field', () => {
    expect(uploadRefusal(file(5 * MB, ''), 'image', RULES)).toBeNull();
    expect(uploadRefusal(file(6 * MB, ''), 'image', RULES)).toEqual({ reason: 'too_large', maxBytes: 5 * MB });
    expect(uploadRefusal(file(10 * MB, ''), 'file', RULES)).toBeNull();
    expect(uploadRefusal(file(11 * MB, ''), 'file', RULES)).toEqual({ reason: 'too_large', maxBytes: 10 * MB });
  });
});

describe('uploadFile', () => {
  afterEach(() => resetRuntimeConfig());

  const client = () => {
    const request = vi.fn(async () => ({ data: { url: '/api/v1/files/a/b.png', name: 'b.png', mime: 'image/png' } }));
    return { http: { request } as unknown as HttpClient, request };
  };
  const blob = (size: number, type: string) => Object.assign(new Blob([new Uint8Array(size)], { type }), { name: 'x' });

  it("refuses by the server's rules from /config.json without sending", async () => {
    await loadRuntimeConfig((async () => json(200, { apiUrl: '', brokerUrl: '', uploads: RULES })) as typeof fetch);
    const { http, request } = client();
    const refused = uploadFile(blob(5 * MB + 1, 'image/png'), { kind: 'image', http });
    await expect(refused).rejects.toBeInstanceOf(UploadRefusedError);
    await expect(refused).rejects.toMatchObject({ refusal: { reason: 'too_large', maxBytes: 5 * MB } });
    await expect(uploadFile(blob(10, 'image/tiff'), { kind: 'image', http })).rejects.toMatchObject({
      refusal: { reason: 'type', kind: 'image' },
    });
    expect(request).not.toHaveBeenCalled();

    await uploadFile(blob(5 * MB, 'image/png'), { kind: 'image', http });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('leaves every check to the server when /config.json has no rules', async () => {
    const { http, request } = client();
    await uploadFile(blob(6 * MB, 'image/tiff'), { kind: 'image', http });
    expect(request).toHaveBeenCalledTimes(1);
  });
});
