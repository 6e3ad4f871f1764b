import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@fedi/shared';
import '../testing/harness';
import { useServerOptions } from './useServerOptions';

it('shows the new value while it is sent, keeps it once saved, and restores the old one with the reason on failure', async () => {
  const server: Record<string, boolean> = { a: false, b: false };
  let settle: ((ok: boolean) => void) | null = null;
  const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderHook(() =>
    useServerOptions<'a' | 'b', boolean>({
      current: (option) => server[option]!,
      save: (option, value) =>
        new Promise<void>((resolve, reject) => {
          settle = (ok) => {
            if (!ok) return reject(new ApiError(500, 'x'));
            server[option] = value;
            resolve();
          };
        }),
    }),
  );
  let saving: Promise<void>;
  act(() => {
    saving = result.current.change('a', true);
  });
  expect(result.current.value('a')).toBe(true);
  await act(async () => {
    settle!(true);
    await saving;
  });
  expect(result.current.value('a')).toBe(true);
  expect(result.current.notice).toEqual({ kind: 'ok' });

  act(() => {
    saving = result.current.change('b', true);
  });
  expect(result.current.value('b')).toBe(true);
  await act(async () => {
    settle!(false);
    await saving;
  });
  await waitFor(() => expect(result.current.value('b')).toBe(false));
  expect(result.current.notice).toEqual({ kind: 'error', message: 'Error saving settings: Internal Server Error' });
  expect(result.current.value('a')).toBe(true);
  expect(errorSpy).toHaveBeenCalledWith('Failed to change a server-side option', 'b', expect.any(ApiError));
  errorSpy.mockRestore();
});
