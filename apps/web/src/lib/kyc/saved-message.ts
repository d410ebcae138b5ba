import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * The sentence the staff/agent KYC form (/kyc/{id}) leaves in the router state (`{ kycSaved: message }`) when it
 * goes back to the request (/request-detail/{id}) or the customer (/sales-details/{id}). Read once when the page
 * opens; the state is then cleared (the entry replaced in place), so a reload or coming back later does not say it
 * again.
 */
export function useKycSavedMessage(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [text] = useState(() => kycSavedOf(location.state));
  useEffect(() => {
    if (kycSavedOf(location.state) === null) return;
    const { kycSaved: _shown, ...rest } = location.state as Record<string, unknown>;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: Object.keys(rest).length > 0 ? rest : null },
    );
  }, [location, navigate]);
  return text;
}

function kycSavedOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('kycSaved' in state)) return null;
  const { kycSaved } = state as { kycSaved: unknown };
  return typeof kycSaved === 'string' && kycSaved.trim() !== '' ? kycSaved : null;
}
