import { z } from 'zod';

/**
 * Generic messages for fields whose schema does not carry a sentence of its own. They start lower-case because the
 * error handler puts the field's name in front ("The query parameter "stateId" must be a whole number.").
 * Schemas with the spec's own texts pass them explicitly, and those win.
 */
export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type': {
          if (issue.input === undefined) return 'is required';
          if (issue.expected === 'int') return 'must be a whole number';
          if (issue.expected === 'object') return 'must be a JSON object';
          if (issue.expected === 'array') return 'must be a list';
          return `must be ${article(String(issue.expected))}`;
        }
        case 'too_small':
          if (issue.origin === 'string')
            return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
          if (issue.origin === 'array') return `must have at least ${issue.minimum} item(s)`;
          return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`;
        case 'too_big':
          if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
          if (issue.origin === 'array') return `must have at most ${issue.maximum} item(s)`;
          return `must be ${issue.inclusive ? 'at most' : 'less than'} ${issue.maximum}`;
        case 'invalid_format':
          return issue.format === 'email' ? 'must be a valid e-mail address' : `is not a valid ${issue.format}`;
        case 'invalid_value':
          return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
        case 'unrecognized_keys':
          return `has unknown field(s): ${issue.keys.join(', ')}`;
        case 'not_multiple_of':
          return `must be a multiple of ${issue.divisor}`;
        default:
          return undefined;
      }
    },
  });
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}
