import type { ApplicationStage } from '@imole/domain/bank-application';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { quoteRequestKey } from './get-quote-request.ts';

/** GetQuoteRequest's `financialInstitution` (docs/banks.md "The application"): the bank and where its decision stands. */
export interface FinancialInstitutionView {
  id: number;
  name: string;
  logo: string | null;
  applicationStage: ApplicationStage;
  decisionReason: string | null;
  decidedAt: string | null;
  undertakingUploadedAt: string | null;
}

/**
 * GET FinancialInstitutionQuote/UndertakingForm with the session, saved as a file: a plain link would open without
 * the bearer token, and a phone keeps a download where a PDF opened in a new tab is easily lost.
 */
export async function downloadUndertakingForm(quoteRequestId: number, referenceNo: string): Promise<void> {
  const pdf = await api.file('FinancialInstitutionQuote/UndertakingForm', { query: { quoteRequestId } });
  saveBlob(pdf, `Imole-undertaking-${referenceNo.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`);
}

/** A file as the upload call takes it: base64 with its data-URL prefix (the server tells the kind by content). */
export function readAsDataUrl(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('We could not read that file on your phone. Choose it again.'));
    reader.readAsDataURL(file);
  });
}

/** POST Quote/UploadUndertaken; the dashboard reads the request again afterwards (its stage moved on). */
export function useUploadUndertaking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { quoteRequestId: number; undertaking: string }) => {
      const { message } = await api.post<{ data: { undertakingUploadedAt: string } }>('Quote/UploadUndertaken', input);
      return message;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteRequestKey }),
  });
}

/** POST FinancialInstitutionQuote/SwitchToOrdinaryPlan: after a decline, the same quote as an ordinary plan. */
export function useSwitchToOrdinaryPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { quoteRequestId: number }) =>
      api.post('FinancialInstitutionQuote/SwitchToOrdinaryPlan', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quoteRequestKey }),
  });
}
