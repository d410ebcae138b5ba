import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useSkipSurvey } from '../api/skip-survey.ts';

/**
 * The survey prompt once the system is installed (customer spec §4 "Survey"): the survey opens externally; either
 * answer is followed by the call that marks the survey as not to be performed again.
 */
export function SurveyPrompt({ surveyUrl }: { surveyUrl: string }) {
  const [answered, setAnswered] = useState(false);
  const skip = useSkipSurvey();
  if (answered) return null;
  const done = () => {
    setAnswered(true);
    skip.mutate();
  };
  return (
    <aside
      aria-label="Survey"
      className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200"
      data-testid="survey-prompt"
    >
      <p className="font-semibold text-brand-900">How was your experience with Imole?</p>
      <p className="text-sm text-ink-700">Two minutes of your time helps us serve you and your neighbours better.</p>
      {/* One above the other: side by side on a 412 px phone, "Take the survey" broke over two lines. */}
      <div className="flex flex-col gap-2">
        <a
          href={surveyUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={done}
          className={buttonClasses('primary', { block: true })}
        >
          Take the survey
        </a>
        <button type="button" onClick={done} className={buttonClasses('secondary', { block: true })}>
          Not now
        </button>
      </div>
    </aside>
  );
}
