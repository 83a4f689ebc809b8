import { CreateUserFormSchema, CreateUserSchema, LoginSchema, PasswordSchema, UpdateRoleSchema, UpdateUserFormSchema, UpdateUserSchema } from './user-schemas';

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const valid = { username: 'jane.tan', email: ' Jane@Example.SG ', password: 'Harbour-view-2024', fullName: 'Jane Tan' };

describe('LoginSchema', () => {
  it('uses the SPEC messages', () => {
    expect(messages(LoginSchema.safeParse({ email: 'x', password: '' }))).toEqual(['email: Valid email is required', 'password: Password is required']);
    expect(messages(LoginSchema.safeParse({}))).toEqual(['email: Valid email is required', 'password: Password is required']);
  });
});

describe('PasswordSchema', () => {
  it.each([
    ['', 'Password is required'],
    ['short12', 'Password must be at least 8 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
    ['Password123', 'This password is too common. Choose one that is harder to guess.'],
    ['QWERTYUIOP', 'This password is too common. Choose one that is harder to guess.'],
  ])('refuses %j with "%s"', (password, message) => {
    expect(PasswordSchema.safeParse(password).error?.issues[0]?.message).toBe(message);
  });

  it('accepts 8 to 128 uncommon characters', () => {
    expect(PasswordSchema.safeParse('tide-pool-9').success).toBe(true);
    expect(PasswordSchema.safeParse('y'.repeat(128)).success).toBe(true);
  });
});

describe('CreateUserSchema', () => {
  it('trims, lower-cases the email, applies the defaults and drops unknown keys', () => {
    expect(CreateUserSchema.parse({ ...valid, username: ' jane.tan ', confirmPassword: 'x', admin: true })).toEqual({
      ...valid,
      email: 'jane@example.sg',
      role: 'content_manager',
      isActive: true,
    });
  });

  it.each([
    [{ username: undefined }, 'username: Username is required'],
    [{ username: '  ' }, 'username: Username is required'],
    [{ username: 'ab' }, 'username: Username must be at least 3 characters'],
    [{ username: 'jane tan' }, 'username: Username may contain only letters, digits, dots, underscores and hyphens'],
    [{ email: '' }, 'email: Email is required'],
    [{ email: 'jane@' }, 'email: Email is invalid'],
    [{ password: undefined }, 'password: Password is required'],
    [{ role: 'owner' }, 'role: Invalid option: expected one of "super_admin"|"admin"|"content_manager"'],
  ])('%j gives "%s"', (change, message) => {
    expect(messages(CreateUserSchema.safeParse({ ...valid, ...change }))).toEqual([message]);
  });
});

describe('form schemas', () => {
  it('requires the confirmation to match on create', () => {
    expect(messages(CreateUserFormSchema.safeParse({ ...valid, confirmPassword: 'other' }))).toEqual(['confirmPassword: Passwords do not match']);
    expect(CreateUserFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });

  it('shows the mismatch together with other field errors', () => {
    expect(messages(CreateUserFormSchema.safeParse({ ...valid, username: 'ab', confirmPassword: 'other' }))).toEqual([
      'username: Username must be at least 3 characters',
      'confirmPassword: Passwords do not match',
    ]);
  });

  it('keeps the password when it is left blank on edit, and checks it otherwise', () => {
    const values = UpdateUserFormSchema.parse({ username: 'jane.tan', password: '', confirmPassword: '' });
    expect(values).toMatchObject({ username: 'jane.tan' });
    expect(values.password).toBeUndefined();
    expect(messages(UpdateUserFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual(['password: Password must be at least 8 characters']);
    expect(messages(UpdateUserFormSchema.safeParse({ password: 'tide-pool-9', confirmPassword: 'x' }))).toEqual(['confirmPassword: Passwords do not match']);
  });
});

describe('update schemas', () => {
  it('accepts only the changed fields', () => {
    expect(UpdateUserSchema.parse({ fullName: 'Jane', extra: 1 })).toEqual({ fullName: 'Jane' });
    expect(UpdateUserSchema.parse({})).toEqual({});
    expect(UpdateRoleSchema.safeParse({ role: 'admin' }).success).toBe(true);
    expect(UpdateRoleSchema.safeParse({}).success).toBe(false);
  });
});
