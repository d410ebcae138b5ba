import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's validation, downloaded when the person first needs it instead of before the page can respond (issue 24;
 * docs/performance.md): the schema library is most of the form pages' script and the first input needs none of it.
 * `preload` starts the download (call it when the person first focuses the form); the resolver waits for it on the
 * first submit. The rules are the domain's own schemas, so the messages are the same as ever.
 *
 * Should the download fail (a stalled connection, a deploy since the page loaded), the form is sent as typed and the
 * server, which checks the same schema, answers with the same sentence; the next submit tries the download again.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let pending: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const start = () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TInput, unknown, TOutput>;
    try {
      resolve = await start();
    } catch {
      return { values: values as unknown as TOutput, errors: {} };
    }
    return resolve(values, context, options);
  };
  return {
    resolver,
    preload: () => {
      start().catch(() => undefined);
    },
  };
}
