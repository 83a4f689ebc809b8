import { NUL_CHARACTER_MESSAGE } from './nul-character';
import { textInput } from './text';

describe('textInput', () => {
  it('refuses a NUL character anywhere, with a clear message', () => {
    const result = textInput().safeParse('Tan\u0000 Ah Kow');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('keeps the other string checks chainable', () => {
    const name = textInput({ error: 'Name is required' }).trim().min(2, 'Name is required');
    expect(name.parse('  Mei Ling  ')).toBe('Mei Ling');
    expect(name.safeParse(42).error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse(' ').error?.issues[0]?.message).toBe('Name is required');
  });
});
