import type { Dispatch } from 'react';
import type { WizardAction, WizardState } from '../wizard-state.ts';

export interface StepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** Continue along the person's path (the page decides which step that is). */
  onNext(): void;
  /** Focus the step's title when it appears (not on the wizard's first screen). */
  focusTitle: boolean;
}
