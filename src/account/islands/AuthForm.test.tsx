import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/axe-dom.ts';
import { fakeSupabase } from '../../../tests/fake-supabase.ts';
import { collectToasts, realText } from '../../../tests/island-helpers.ts';
import AuthForm, { AUTH_FORM_TEXT } from './AuthForm.tsx';

const fake = vi.hoisted(() => ({
  current: undefined as ReturnType<typeof import('../../../tests/fake-supabase.ts').fakeSupabase> | undefined,
}));
vi.mock('../../shared/stores/supabase.ts', async () => {
  const { forwardingClient } = await import('../../../tests/fake-supabase.ts');
  const client = forwardingClient(() => fake.current!.client);
  return { getSupabase: () => client };
});
const navigation = vi.hoisted(() => ({ goTo: vi.fn(), replaceWith: vi.fn() }));
vi.mock('../../shared/rules/navigate.ts', () => navigation);

const text = realText(AUTH_FORM_TEXT);
const toasts = collectToasts();
const STRONG = 'Vault-Club-2025!';
const LESSON = { href: '/learn/financial-basics', title: 'Financial Basics' };

function open(address: string) {
  window.history.replaceState(null, '', address);
  const view = render(<AuthForm text={text} openLesson={LESSON} />);
  return { ...view, user: userEvent.setup() };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Password');

beforeEach(() => {
  fake.current = fakeSupabase();
  navigation.goTo.mockReset();
  navigation.replaceWith.mockReset();
});

describe('AuthForm: modes', () => {
  it('opens in sign-in mode, and the link switches to sign-up and back', async () => {
    const { user, container } = open('/auth');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(passwordField().getAttribute('autocomplete')).toBe('current-password');
    expect(emailField().getAttribute('autocomplete')).toBe('username');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Full Name' }).getAttribute('autocomplete')).toBe('name');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(passwordField().getAttribute('autocomplete')).toBe('new-password');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('with ?email= from early access: "Complete Account", the address fixed, no mode toggle', async () => {
    const { container } = open('/auth?email=ada%40example.com');
    expect(screen.getByRole('heading', { name: 'Complete your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Complete Account' })).toBeTruthy();
    expect(emailField()).toHaveProperty('value', 'ada@example.com');
    expect((emailField() as HTMLInputElement).readOnly).toBe(true);
    expect(emailField().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /have an account/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows and hides the password with a button that says what it does', async () => {
    const { user } = open('/auth');
    expect(passwordField().getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField().getAttribute('type')).toBe('text');
    expect(screen.getByText('Your password is visible')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField().getAttribute('type')).toBe('password');
    expect(screen.getByText('Your password is hidden')).toBeTruthy();
  });
});

describe('AuthForm: the way in from a learning page', () => {
  it('leads with a free account: what it gives, that it is free, the lessons that need none, and Sign in one tap away', async () => {
    const { user, container } = open('/auth?next=%2Flearn-now');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Create your free account');
    expect(screen.getByText('Learning here is free, and so is the account. It gives you:')).toBeTruthy();
    expect(screen.getByRole('list').textContent).toContain('your progress, saved and the same on every device you use');
    expect(screen.getByRole('list').textContent).toContain('the final exam, and a certificate when you pass');
    expect(screen.getByRole('link', { name: 'Financial Basics' }).getAttribute('href')).toBe('/learn/financial-basics');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Already have an account\? Sign in/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Create one" }));
    expect(screen.getByRole('heading', { name: 'Create your free account' })).toBeTruthy();
  });

  it('keeps the plain sign-in form for a page that is not about learning', () => {
    open('/auth?next=%2Fwhite-paper');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Financial Basics' })).toBeNull();
  });
});

describe('AuthForm: validation', () => {
  it('an invalid address: the summary (focused, linking to the field) and the error under the field, no toast over the form', async () => {
    const { user, container } = open('/auth');
    await user.type(emailField(), 'ada@example');
    await user.type(passwordField(), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(toasts.shown).toEqual([]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Please enter a valid email address.' })).toHaveLength(1);
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toBe(document.activeElement);
    expect(summary.textContent).toContain('There is a problem');
    const link = screen.getByRole('link', { name: 'Please enter a valid email address.' });
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    const describedBy = emailField().getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Please enter a valid email address.');
    await user.click(link);
    expect(document.activeElement).toBe(emailField());
    expect(fake.current!.client.auth.signInWithPassword).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a weak password at sign-up: every unmet rule under the field, no toast; the success then leaves no error on screen', async () => {
    const { user, container } = open('/auth?email=ada%40example.com');
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ada');
    await user.type(passwordField(), 'short');
    await user.click(screen.getByRole('button', { name: 'Complete Account' }));
    expect(toasts.shown).toEqual([]);
    const errors = document.getElementById('auth-password-error')!;
    expect([...errors.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Error: Password must be at least 8 characters long',
      'Error: Password must contain at least one uppercase letter',
      'Error: Password must contain at least one number',
      'Error: Password must contain at least one special character',
    ]);
    expect(passwordField().getAttribute('aria-describedby')).toBe('auth-password-hint auth-password-error');
    expect(fake.current!.client.auth.signUp).not.toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);

    await user.type(passwordField(), '-Vault-Club-2025!');
    await user.click(screen.getByRole('button', { name: 'Complete Account' }));
    await screen.findByRole('heading', { name: 'Account created: check your email' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Password must|There is a problem/);
    expect(toasts.shown).toEqual([]);
  });

  it('a missing name at sign-up', async () => {
    const { user } = open('/auth?email=ada%40example.com');
    await user.type(passwordField(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Complete Account' }));
    expect(screen.getByRole('link', { name: 'Enter your full name' })).toBeTruthy();
    expect(fake.current!.client.auth.signUp).not.toHaveBeenCalled();
  });

  it('sign-in checks no password rule, and sends the trimmed address without angle brackets', async () => {
    const { user } = open('/auth');
    await user.type(emailField(), '  <ada@example.com> ');
    await user.type(passwordField(), 'weak');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fake.current!.client.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'weak' });
    expect(emailField()).toHaveProperty('value', 'ada@example.com');
  });
});

describe('AuthForm: answers from the server', () => {
  it('a successful sign-in queues "Welcome back!" and opens ?next=', async () => {
    const { user } = open('/auth?next=%2Finteractive-learn%2Ftokens-tokenization');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(toasts.queued()).toEqual({ title: 'Welcome back!', description: "You've been signed in successfully." });
    expect(navigation.goTo).toHaveBeenCalledWith('/interactive-learn/tokens-tokenization');
  });

  it('a refused sign-in: the server message in the summary only, not repeated in a toast', async () => {
    fake.current!.client.auth.signInWithPassword.mockResolvedValueOnce({
      error: { name: 'AuthApiError', status: 400, message: 'Invalid login credentials' },
    });
    const { user, container } = open('/auth');
    await user.type(emailField(), 'ada@example.com');
    await user.type(passwordField(), 'Wrong-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(toasts.shown).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain('Invalid login credentials');
    expect(navigation.goTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' }).getAttribute('aria-disabled')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a sign-up: its link leads to the page the learner came from; the check-your-email message with its heading focused, and no toast over it', async () => {
    const { user, container } = open('/auth?email=ada%40example.com&next=%2Flearn-now');
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), ' Ada Lovelace ');
    await user.type(passwordField(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Complete Account' }));
    expect(fake.current!.client.auth.signUp).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: STRONG,
      options: { data: { name: 'Ada Lovelace', lang: 'en' }, emailRedirectTo: `${window.location.origin}/learn-now` },
    });
    expect(toasts.shown).toEqual([]);
    const heading = screen.getByRole('heading', { name: 'Account created: check your email' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("We've sent a confirmation link to ada@example.com.")).toBeTruthy();
    // The welcome waits, in the learner's words, for the page the link lands on.
    expect(JSON.parse(window.localStorage.getItem('vault-club:link-welcome')!)).toEqual({
      title: 'Email confirmed',
      description: "Welcome to The Vault Club! You're signed in, and your learning progress is saved to your account.",
    });
    // A repeat sign-up keeps no password (see the account-limits migration): the page says what to do.
    expect(
      screen.getByText(/no password is kept: confirm with the newest email, then choose your password with "Forgot your password\?"/),
    ).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'sign in instead' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('a sign-up on a page in Spanish with no page to return to: its link leads to the Spanish learning path', async () => {
    const { user } = open('/es/auth?email=ada%40example.com');
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Ada Lovelace');
    await user.type(passwordField(), STRONG);
    await user.click(screen.getByRole('button', { name: 'Complete Account' }));
    expect(fake.current!.client.auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ options: expect.objectContaining({ emailRedirectTo: `${window.location.origin}/es/learn-now` }) }),
    );
  });
});

describe('AuthForm: the confirmation link', () => {
  it('exchanges the code in the address, then goes to the learning path with the welcome', async () => {
    window.history.replaceState(null, '', '/auth?code=0d1c1f9e-6a8b-4a55-9f1f-8b4c9c1e2a3b');
    render(<AuthForm text={text} openLesson={LESSON} />);
    expect(screen.getByRole('status').textContent).toContain('Confirming your email…');
    await waitFor(() => expect(navigation.replaceWith).toHaveBeenCalledWith('/learn-now'));
    expect(toasts.queued()).toEqual({
      title: 'Email confirmed',
      description: "Welcome to The Vault Club! You're signed in, and your learning progress is saved to your account.",
    });
  });

  it('exchanges the code, then goes where the learner was going (`next`)', async () => {
    window.history.replaceState(null, '', '/auth?code=0d1c1f9e-6a8b-4a55-9f1f-8b4c9c1e2a3b&next=%2Flearn%2Ftokens-tokenization');
    render(<AuthForm text={text} openLesson={LESSON} />);
    await waitFor(() => expect(navigation.replaceWith).toHaveBeenCalledWith('/learn/tokens-tokenization'));
    expect(toasts.queued()).toMatchObject({ title: 'Email confirmed' });
  });

  it('an expired link: a fixed message (never the text in the address), the sign-in form', async () => {
    window.history.replaceState(
      null,
      '',
      '/auth?error=access_denied&error_code=otp_expired&error_description=Call+555+to+unlock+your+account#error_code=otp_expired',
    );
    render(<AuthForm text={text} openLesson={LESSON} />);
    await screen.findByRole('button', { name: 'Sign In' });
    await act(async () => {});
    const expired = 'This link has expired. Sign in, or ask for a new link.';
    expect(toasts.shown).toEqual([]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain(expired);
    expect(document.body.textContent).not.toContain('555');
    expect(window.location.search + window.location.hash).toBe('');
    expect(navigation.replaceWith).not.toHaveBeenCalled();
  });

  it('a link opened in another browser: no verifier, no session, and the page says so', async () => {
    fake.current!.client.auth.getSession.mockResolvedValueOnce({ data: { session: null }, error: null });
    window.history.replaceState(null, '', '/auth?code=0d1c1f9e-6a8b-4a55-9f1f-8b4c9c1e2a3b');
    render(<AuthForm text={text} openLesson={LESSON} />);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.getByRole('alert').textContent).toContain('only works in the browser where it was asked for');
    expect(navigation.replaceWith).not.toHaveBeenCalled();
  });

  it('a code the server refuses: the fixed message, never the server text', async () => {
    fake.current!.client.auth.initialize.mockResolvedValueOnce({
      error: { name: 'AuthPKCECodeVerifierMissingError', status: 400, code: 'pkce_code_verifier_not_found', message: 'free text' },
    });
    window.history.replaceState(null, '', '/auth?code=0d1c1f9e-6a8b-4a55-9f1f-8b4c9c1e2a3b');
    render(<AuthForm text={text} openLesson={LESSON} />);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.getByRole('alert').textContent).toContain('only works in the browser where it was asked for');
    expect(document.body.textContent).not.toContain('free text');
  });

  it('a recovery link opens "Choose a new password"; saving it signs in and goes on', async () => {
    fake.current!.client.auth.initialize.mockImplementationOnce(async () => {
      fake.current!.emit('PASSWORD_RECOVERY', { user: { id: 'u', email: 'ada@example.com' } });
      return { error: null };
    });
    window.history.replaceState(null, '', '/auth?code=0d1c1f9e-6a8b-4a55-9f1f-8b4c9c1e2a3b&next=%2Flearn-now');
    const user = userEvent.setup();
    render(<AuthForm text={text} openLesson={LESSON} />);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(screen.getByRole('alert').textContent).toContain('at least 8 characters');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), STRONG);
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    await waitFor(() => expect(navigation.replaceWith).toHaveBeenCalledWith('/learn-now'));
    expect(fake.current!.client.auth.updateUser).toHaveBeenCalledWith({ password: STRONG });
  });
});

describe('AuthForm: forgot password', () => {
  it('sends the reset link and answers the same way whatever the address', async () => {
    const { user } = open('/auth?next=%2Flearn-now');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await user.type(emailField(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByRole('heading', { name: 'Check your email' });
    expect(fake.current!.client.auth.resetPasswordForEmail).toHaveBeenCalledWith('ada@example.com', {
      redirectTo: `${window.location.origin}/auth?next=%2Flearn-now`,
    });
  });
});
