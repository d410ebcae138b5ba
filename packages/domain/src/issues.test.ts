import { describe, expect, it } from 'vitest';
import { issueCategories, issueCategoryError, issueDescriptionError, issueMessages, issueNoteError } from './issues.ts';

describe('issueCategoryError', () => {
  it('accepts every listed category and nothing else', () => {
    for (const category of issueCategories) expect(issueCategoryError(category)).toBeNull();
    expect(issueCategoryError('')).toBe(issueMessages.category);
    expect(issueCategoryError('no power at all')).toBe(issueMessages.category);
  });
});

describe('issueDescriptionError', () => {
  it('asks for a description, then a sentence, then a shorter one', () => {
    expect(issueDescriptionError('   ')).toBe('Describe the problem');
    expect(issueDescriptionError('  no light ')).toBe('Describe the problem in a sentence or two');
    expect(issueDescriptionError('No light at all since Monday.')).toBeNull();
    expect(issueDescriptionError('a'.repeat(2000))).toBeNull();
    expect(issueDescriptionError('a'.repeat(2001))).toBe('Keep the description under 2,000 characters');
  });

  it('counts the trimmed text as the API does', () => {
    expect(issueDescriptionError(`   ${'a'.repeat(10)}   `)).toBeNull();
    expect(issueDescriptionError(`${'a'.repeat(9)}          `)).toBe(issueMessages.descriptionShort);
  });
});

describe('issueNoteError', () => {
  it('asks for a note of 3 to 1,000 characters, trimmed', () => {
    expect(issueNoteError('  ok  ')).toBe('Write a note for the customer');
    expect(issueNoteError('Fixed.')).toBeNull();
    expect(issueNoteError('a'.repeat(1000))).toBeNull();
    expect(issueNoteError('a'.repeat(1001))).toBe('Keep the note under 1,000 characters');
  });
});
