import { api } from '../../../lib/api-client.ts';

/**
 * GET SmileId/KycDocument?id= (issue 21 contract, call 8): a statement, ID image or selfie, decrypted by the server
 * for an admin and audited there on every opening. It needs the bearer token, so it comes as a Blob through the api
 * client (a plain link would carry no token).
 */
export function getKycDocument(id: number): Promise<Blob> {
  return api.file('SmileId/KycDocument', { query: { id } });
}
