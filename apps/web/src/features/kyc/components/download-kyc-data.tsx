import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { api, isApiError } from '../../../lib/api-client.ts';
import { RequestStatus } from '../../../lib/request-status.ts';
import { saveBlob } from '../../../lib/save-blob.ts';

/**
 * The customer's copy of what we hold about their identity for a request (NDPA 2023: a person may have their data):
 * GET SmileId/MyKycData, saved as a JSON file with the documents inside (docs/kyc.md "Data protection").
 */
export function DownloadKycData({ quoteRequestId, referenceNo }: { quoteRequestId: number; referenceNo: string }) {
  const [state, setState] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });
  const download = async () => {
    setState({ busy: true, problem: null });
    try {
      const blob = await api.file('SmileId/MyKycData', { query: { quoteRequestId } });
      saveBlob(blob, `imole-identity-${referenceNo}.json`);
      setState({ busy: false, problem: null });
    } catch (error) {
      setState({ busy: false, problem: isApiError(error) ? error.message : 'We could not get your file. Try again.' });
    }
  };
  return (
    <section aria-labelledby="your-data" className="flex flex-col gap-2 rounded-xl border border-ink-200 p-4">
      <h2 id="your-data" className="text-base font-semibold">
        Your data
      </h2>
      <p className="text-sm text-ink-700">
        A copy of everything we hold for this check: your details, the results, and your documents.
      </p>
      <Button
        variant="secondary"
        state={state.busy ? RequestStatus.LOADING : undefined}
        loadingLabel="Preparing your file"
        onClick={() => void download()}
      >
        Download what we hold
      </Button>
      {state.problem && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {state.problem}
        </p>
      )}
    </section>
  );
}
