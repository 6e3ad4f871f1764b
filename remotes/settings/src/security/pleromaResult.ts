import { ApiError } from '@fedi/shared';

/** Pleroma's account utilities may answer 200 with `{ error }`: that is a failure too. */
export function checkPleromaResult(data: unknown): void {
  if (data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string')
    throw new ApiError(422, data);
}
