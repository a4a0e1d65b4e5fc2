// The typed calls (src/providers/api.ts): the address and method sent through the HTTP client, and, checked
// by the type check itself, that only the document's calls, bodies and answers are accepted.
import { describe, expect, it, vi } from 'vitest';
import { apiCall } from '../../src/providers/api';

function recordingClient() {
  const request = vi.fn(async (..._args: unknown[]) => ({ data: {} }));
  return { http: { request: request as never }, request };
}

describe('apiCall', () => {
  it("sends the document's call through the client, its {name} parts filled and escaped", async () => {
    const { http, request } = recordingClient();
    await apiCall(http, 'patch', '/notifications/{id}', { params: { id: 12 } });
    await apiCall(http, 'get', '/user/profile', { query: { ids: '1,2' } });
    await apiCall(http, 'get', '/admin/permissions/{id}/detail', { params: { id: 'a/b' } });
    expect(request.mock.calls).toEqual([
      ['PATCH', 'notifications/12', {}],
      ['GET', 'user/profile', { query: { ids: '1,2' } }],
      ['GET', 'admin/permissions/a%2Fb/detail', {}],
    ]);
  });

  it('refuses to send a call with a path part missing', () => {
    const { http } = recordingClient();
    expect(() => apiCall(http, 'patch', '/notifications/{id}')).toThrow('{id}');
  });

  it('types the calls by the document', () => {
    const { http } = recordingClient();
    const typeOnly = async () => {
      // @ts-expect-error: no such call
      await apiCall(http, 'get', '/no/such/call');
      // @ts-expect-error: the call takes no PUT
      await apiCall(http, 'put', '/user');
      // @ts-expect-error: an email is text
      await apiCall(http, 'post', '/admin/oauth/token', { body: { grant_type: 'password', email: 1, password: '' } });
      const user = await apiCall(http, 'get', '/user');
      const id: number = user.data.id;
      // @ts-expect-error: a user has no such field
      void user.data.nickname;
      return id;
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
