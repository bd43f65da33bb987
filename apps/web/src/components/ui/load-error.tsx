import { errorMessage, refusalMessage } from '@/lib/api-client';
import { Button } from './button';
import { Callout } from './callout';

/** A read that failed: what the server said (or what went wrong) under `title`, and Try again. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  /** e.g. "The settings could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  return (
    <Callout tone="error" title={title}>
      <p>{refusalMessage(error) ?? errorMessage(error)}</p>
      <Button className="mt-2" size="sm" variant="secondary" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Callout>
  );
}
