import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { saveHouseLocation } from '../api/biometric.ts';

export const locationMessages = {
  denied:
    'The location is not allowed. You can allow it in your browser settings and press the button again, or ' +
    'continue without it: our engineer will call you for directions.',
  unavailable: 'We could not find where the phone is. Step outside or near a window and try again, or continue.',
  unsupported: 'This browser cannot share a location. Continue without it: our engineer will call you for directions.',
} as const;

type State = { kind: 'asking' } | { kind: 'locating' } | { kind: 'error'; message: string };

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      enableHighAccuracy: true,
      timeout: 30_000,
      maximumAge: 0,
    }),
  );
}

/**
 * The house's location, only when the customer presses the button (never asked for by itself): where to install.
 * Optional: "Continue without it" goes on to the check.
 */
export function LocationStep({
  quoteRequestId,
  onDone,
}: {
  quoteRequestId: number;
  onDone(saved: string | null): void;
}) {
  const [state, setState] = useState<State>({ kind: 'asking' });

  const share = async () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      return setState({ kind: 'error', message: locationMessages.unsupported });
    }
    setState({ kind: 'locating' });
    let position: GeolocationPosition;
    try {
      position = await currentPosition();
    } catch (error) {
      const denied = (error as GeolocationPositionError | undefined)?.code === 1;
      return setState({ kind: 'error', message: denied ? locationMessages.denied : locationMessages.unavailable });
    }
    try {
      const { latitude, longitude, accuracy } = position.coords;
      const saved = await saveHouseLocation({
        quoteRequestId,
        latitude,
        longitude,
        ...(Number.isFinite(accuracy) ? { accuracy: Math.round(accuracy) } : {}),
      });
      onDone(saved);
    } catch (error) {
      setState({ kind: 'error', message: isApiError(error) ? error.message : String(error) });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">Where is the house?</h2>
      <p className="text-ink-700">
        If you are at the house where the system will be installed, share its location so our engineer finds it. We save
        this one location only, with your request.
      </p>
      {state.kind === 'error' && (
        <Alert tone="warning">
          <p>{state.message}</p>
        </Alert>
      )}
      <Button
        block
        state={state.kind === 'locating' ? 'LOADING' : 'NORMAL'}
        loadingLabel="Finding the location"
        onClick={() => void share()}
      >
        I am at the house: share my location
      </Button>
      <Button block variant="secondary" onClick={() => onDone(null)} disabled={state.kind === 'locating'}>
        Continue without it
      </Button>
    </div>
  );
}
