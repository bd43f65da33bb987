import { describe, expect, it } from 'vitest';
import { createSentenceChunker, speakable } from './sentences';

describe('createSentenceChunker', () => {
  it('releases each sentence once complete', () => {
    const c = createSentenceChunker();
    expect(c.push('Upload your ')).toEqual([]);
    expect(c.push('ID. Then sign')).toEqual(['Upload your ID.']);
    expect(c.push(' the form! Ready')).toEqual(['Then sign the form!']);
    expect(c.flush()).toEqual(['Ready']);
  });

  it('splits at line breaks and strips list markers and bold', () => {
    const c = createSentenceChunker();
    expect(c.push('Next:\n- **Upload** your ID\n- Sign\n')).toEqual(['Next:', 'Upload your ID', 'Sign']);
  });

  it('keeps decimals together', () => {
    const c = createSentenceChunker();
    expect(c.push('Keep usage under 30.5 percent. ')).toEqual(['Keep usage under 30.5 percent.']);
  });

  it('speakable removes markdown', () => {
    expect(speakable('## **Hi** `there`')).toBe('Hi there');
  });
});
