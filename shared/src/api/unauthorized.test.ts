import { fetchRouter } from '../../testing/fetchRouter';
import { createApiClient } from './client';
import { ApiError } from './errors';

function clientWith(status: number, token: string | null) {
  const { fetch } = fetchRouter(() => ({ status, body: { error: 'The access token is invalid' } }));
  const onUnauthorized = jest.fn();
  const client = createApiClient({ baseUrl: 'https://server.test', getToken: () => token, fetch, onUnauthorized });
  return { client, onUnauthorized };
}

describe('onUnauthorized', () => {
  test('a 401 to a call that carried the token names that token, and the call still throws', async () => {
    const { client, onUnauthorized } = clientWith(401, 'T1');
    await expect(client.call('/api/v1/timelines/home')).rejects.toEqual(expect.any(ApiError));
    expect(onUnauthorized).toHaveBeenCalledWith('T1');
  });

  test('not for a call without a token, an anonymous call, or another status', async () => {
    const none = clientWith(401, null);
    await expect(none.client.call('/api/v1/timelines/public')).rejects.toEqual(expect.any(ApiError));
    const anonymous = clientWith(401, 'T1');
    await expect(anonymous.client.call('/api/v1/timelines/public', { anonymous: true })).rejects.toEqual(
      expect.any(ApiError),
    );
    const forbidden = clientWith(403, 'T1');
    await expect(forbidden.client.call('/api/v1/admin/accounts')).rejects.toEqual(expect.any(ApiError));
    expect(none.onUnauthorized).not.toHaveBeenCalled();
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();
    expect(forbidden.onUnauthorized).not.toHaveBeenCalled();
  });
});
