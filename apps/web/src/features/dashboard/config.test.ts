import { afterEach, describe, expect, it, vi } from 'vitest';

/** config.ts reads VITE_SURVEY_URL once, as the build inlines it: each case loads the module afresh. */
async function surveyUrlWith(value: string | undefined) {
  vi.resetModules();
  vi.stubEnv('VITE_SURVEY_URL', value);
  return (await import('./config.ts')).SURVEY_URL;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('VITE_SURVEY_URL', () => {
  it('is the survey address when it is an http(s) address', async () => {
    expect(await surveyUrlWith('https://forms.example.com/imole-survey')).toBe(
      'https://forms.example.com/imole-survey',
    );
    expect(await surveyUrlWith('http://survey.example/imole')).toBe('http://survey.example/imole');
  });

  it('turns the prompt off when unset, empty or not an http(s) address', async () => {
    expect(await surveyUrlWith(undefined)).toBeNull();
    expect(await surveyUrlWith('')).toBeNull();
    expect(await surveyUrlWith('javascript:alert(1)')).toBeNull();
    expect(await surveyUrlWith('not a url')).toBeNull();
  });
});
