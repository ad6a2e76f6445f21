import { CODE_RESEND_SECONDS, COUNTRY_PLACEHOLDER, MESSAGES } from '@rihla/shared/constants';
import { AUTH_MESSAGES } from '@rihla/shared/messages/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TAuthModal, useAuthModal } from '../../../lib/auth-modal';
import { toast } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi, stubNetworkDown, type TRecordedCall } from '../../../test/stub-api';
import { AuthModals } from './auth-modals';
import { inviteCodeOf } from './keep-invite-code';

const COUNTRIES = [
  { name: 'India', code: 'IN', dialCode: '+91' },
  { name: 'United Arab Emirates', code: 'AE', dialCode: '+971' },
];

let calls: TRecordedCall[] = [];

function OpenOnMount({ modal }: { modal: Exclude<TAuthModal, null> }) {
  const { open } = useAuthModal();
  useEffect(() => open(modal), [open, modal]);
  return null;
}

/** The modals every page has, one of them open, on a page at `entry` (any path). */
function renderModals(modal: Exclude<TAuthModal, null>, entry = '/') {
  return renderWithApp(
    <>
      <OpenOnMount modal={modal} />
      <AuthModals />
    </>,
    { path: '*', initialEntries: [entry] },
  );
}

/** Fills the sign-up form with Omar's valid details, confirms his age and sends it. */
async function signUpAsOmar(dialog: HTMLElement, phoneNumber = '0509876543') {
  await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
  await userEvent.type(within(dialog).getByLabelText('First name'), 'Omar');
  await userEvent.type(within(dialog).getByLabelText('Last name'), 'Saleh');
  await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'AE');
  await userEvent.type(within(dialog).getByLabelText('Phone number'), phoneNumber);
  await userEvent.type(within(dialog).getByLabelText('Email'), 'omar@example.com');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
  await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'secret-1');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
}

const countriesAnswer = ok(COUNTRIES);

// The dialogs load lazily; fetching the module once here keeps its first transform (slow on a busy machine)
// out of the first test's waiting time.
beforeAll(async () => {
  await import('./auth-dialogs');
});

/**
 * The error toasts raised (a spy that still shows them): an auth dialog shows a refusal above the button it answers
 * and, as every failed call, as a toast (SPEC section 8), which sits clear of the dialog (decision 093).
 */
let errorToasts: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  calls = stubApi({ 'users/countries': countriesAnswer });
  errorToasts = vi.spyOn(toast, 'error');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function findDialog(name: string) {
  return screen.findByRole('dialog', { name });
}

const LAYLA = { token: 'token-7', profile_pic: '/uploads/layla.webp', first_name: 'Layla' };
/** How the server writes the number a code went to. */
const SENT_TO = '+971 50 123 4567';
const codeSent = (resendAfter = CODE_RESEND_SECONDS) =>
  ok({ resend_after: resendAfter, sent_to: SENT_TO }, AUTH_MESSAGES.codeSent);

function expectLoggedInAs(token: string) {
  expect(localStorage.getItem('loginStatus')).toBe('true');
  expect(localStorage.getItem('oAuth')).toBe(token);
  expect(localStorage.getItem('userName')).toBe('Layla');
  expect(localStorage.getItem('proPicUrl')).toBe('/uploads/layla.webp');
}

/** Step 1 of the OTP and forgot-password modals: a number of the Emirates, then "Send code". */
async function sendCodeTo(dialog: HTMLElement, phoneNumber: string) {
  await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'AE');
  await userEvent.type(within(dialog).getByLabelText('Phone number'), phoneNumber);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
}

describe('Login modal', () => {
  it('shows each required-field message when submitted with nothing filled in', async () => {
    renderModals('login');
    const dialog = await findDialog('Login');
    fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Country is required')).toBeTruthy();
    expect(within(dialog).getByText('Phone number is required')).toBeTruthy();
    expect(within(dialog).getByText('Password is required')).toBeTruthy();
    expect(calls.some((call) => call.name === 'users/userLogin')).toBe(false);
  });

  it('starts on the United Arab Emirates, a native select that jumps to a country as its name is typed', async () => {
    renderModals('login');
    const dialog = await findDialog('Login');
    await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
    const country = within(dialog).getByLabelText('Country') as HTMLSelectElement;
    // A native select: the browser itself moves to the first option starting with the typed letters.
    expect(country.tagName).toBe('SELECT');
    await waitFor(() => expect(country.value).toBe('AE'));
    expect(
      (within(dialog).getByRole('option', { name: 'United Arab Emirates (+971)' }) as HTMLOptionElement).selected,
    ).toBe(true);
    expect(within(dialog).getByText('+971')).toBeTruthy();
  });

  it("refuses the 'Select Country' placeholder with 'Please select a country' when it is chosen", async () => {
    renderModals('login');
    const dialog = await findDialog('Login');
    await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
    const country = within(dialog).getByLabelText('Country') as HTMLSelectElement;
    await userEvent.selectOptions(country, COUNTRY_PLACEHOLDER);
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0501234567');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'rihla-demo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText('Please select a country')).toBeTruthy();
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(country.getAttribute('aria-describedby')).toBeTruthy();
    expect(calls.some((call) => call.name === 'users/userLogin')).toBe(false);
  });

  it("shows the chosen country's dial code in front of the phone number", async () => {
    renderModals('login');
    const dialog = await findDialog('Login');
    await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'AE');
    expect(within(dialog).getByText('+971')).toBeTruthy();
  });

  it('logs in: stores the session, closes the modal and shows the server message', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userLogin': ok(
        { token: 'token-1', profile_pic: '/uploads/me.webp', first_name: 'Layla' },
        'Logged in successfully',
      ),
    });
    renderModals('login');
    const dialog = await findDialog('Login');
    await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'AE');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0501234567');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'rihla-demo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logged in successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.name === 'users/userLogin')?.body).toEqual({
      country: 'AE',
      phone_number: '0501234567',
      password: 'rihla-demo',
    });
    expect(localStorage.getItem('loginStatus')).toBe('true');
    expect(localStorage.getItem('oAuth')).toBe('token-1');
    expect(localStorage.getItem('userName')).toBe('Layla');
    expect(localStorage.getItem('proPicUrl')).toBe('/uploads/me.webp');
  });

  it('shows the server message when the login is refused and stays logged out', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userLogin': fail(MESSAGES.invalidCredentials),
    });
    renderModals('login');
    const dialog = await findDialog('Login');
    await screen.findByRole('option', { name: 'India (+91)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'IN');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '9876543210');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', MESSAGES.invalidCredentials);
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Phone number') as HTMLInputElement).value).toBe('9876543210');
    expect(localStorage.getItem('loginStatus')).toBeNull();
  });

  it('clears the refusal when the next attempt is sent', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userLogin': [
        fail(MESSAGES.invalidCredentials),
        ok({ token: 'token-2', profile_pic: '', first_name: 'Layla' }, 'Logged in successfully'),
      ],
    });
    renderModals('login');
    const dialog = await findDialog('Login');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0501234567');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('oAuth')).toBe('token-2');
  });

  it('says the site could not be reached on a network failure, and keeps the dialog open', async () => {
    renderModals('login');
    const dialog = await findDialog('Login');
    await screen.findByRole('option', { name: 'India (+91)' });
    stubNetworkDown();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'IN');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '9876543210');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /could not reach the shop\. Check your connection and try again\./,
    );
    expect(warn).toHaveBeenCalled();
    expect(errorToasts).not.toHaveBeenCalled();
    expect(document.querySelector('.Toastify__toast')).toBeNull();
    expect(localStorage.getItem('loginStatus')).toBeNull();
    warn.mockRestore();
  });

  it('switches to the sign-up, forgot-password and OTP modals from its links', async () => {
    renderModals('login');
    await userEvent.click(within(await findDialog('Login')).getByRole('button', { name: 'Sign up' }));
    await userEvent.click(within(await findDialog('Sign Up')).getByRole('button', { name: 'Login' }));
    await userEvent.click(within(await findDialog('Login')).getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(within(await findDialog('Forgot password')).getByRole('button', { name: 'Back to login' }));
    await userEvent.click(within(await findDialog('Login')).getByRole('button', { name: 'Login with OTP' }));
    expect(await findDialog('Login with OTP')).toBeTruthy();
  });
});

describe('Login with OTP modal', () => {
  it('refuses a missing number with the messages of the login form, and sends nothing', async () => {
    renderModals('otp');
    const dialog = await findDialog('Login with OTP');
    fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Country is required')).toBeTruthy();
    expect(within(dialog).getByText('Phone number is required')).toBeTruthy();
    expect(calls.some((call) => call.name === 'users/sendCode')).toBe(false);
  });

  it('texts a login code, then logs in with it: stores the session, closes and shows the message', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/sendCode': codeSent(),
      'users/loginWithCode': ok(LAYLA, AUTH_MESSAGES.loggedIn),
    });
    renderModals('otp');
    const dialog = await findDialog('Login with OTP');
    await sendCodeTo(dialog, '0501234567');

    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', AUTH_MESSAGES.codeSent);
    expect(calls.find((call) => call.name === 'users/sendCode')?.body).toEqual({
      country: 'AE',
      phone_number: '0501234567',
      purpose: 'login',
    });
    const code = within(dialog).getByLabelText('Code') as HTMLInputElement;
    expect(code.inputMode).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(within(dialog).getByText(`Resend code in ${CODE_RESEND_SECONDS} s`)).toBeTruthy();

    await userEvent.type(code, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.codeInvalid)).toBeTruthy();
    expect(calls.some((call) => call.name === 'users/loginWithCode')).toBe(false);

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(AUTH_MESSAGES.loggedIn)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.name === 'users/loginWithCode')?.body).toEqual({
      country: 'AE',
      phone_number: '0501234567',
      code: '123456',
    });
    expectLoggedInAs('token-7');
  });

  it('shows a wrong code under the form and stays logged out', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/sendCode': codeSent(),
      'users/loginWithCode': fail(AUTH_MESSAGES.codeWrong),
    });
    renderModals('otp');
    const dialog = await findDialog('Login with OTP');
    await sendCodeTo(dialog, '0501234567');
    await userEvent.type(await within(dialog).findByLabelText('Code'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', AUTH_MESSAGES.codeWrong);
    expect(errorToasts).toHaveBeenCalledOnce();
    expect(errorToasts).toHaveBeenCalledWith(AUTH_MESSAGES.codeWrong, undefined);
    expect(screen.getByRole('dialog', { name: 'Login with OTP' })).toBeTruthy();
    expect(localStorage.getItem('loginStatus')).toBeNull();
  });

  it('goes back to the number, as typed, with "Use a different number"', async () => {
    calls = stubApi({ 'users/countries': countriesAnswer, 'users/sendCode': codeSent() });
    renderModals('otp');
    const dialog = await findDialog('Login with OTP');
    await sendCodeTo(dialog, '0501234567');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Use a different number' }));
    expect((within(dialog).getByLabelText('Phone number') as HTMLInputElement).value).toBe('0501234567');
    expect(within(dialog).queryByLabelText('Code')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Back to login' })).toBeTruthy();
  });

  it('shows the refusal of a number under the form', async () => {
    calls = stubApi({ 'users/countries': countriesAnswer, 'users/sendCode': fail(AUTH_MESSAGES.tooManyCodes(10)) });
    renderModals('otp');
    const dialog = await findDialog('Login with OTP');
    await sendCodeTo(dialog, '0501234567');
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', AUTH_MESSAGES.tooManyCodes(10));
    expect(errorToasts).toHaveBeenCalledWith(AUTH_MESSAGES.tooManyCodes(10), undefined);
    expect(within(dialog).queryByLabelText('Code')).toBeNull();
  });
});

describe('Forgot-password modal', () => {
  it('texts a reset code, checks the new password twice, sets it and opens the login modal', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/sendCode': codeSent(),
      'users/resetPassword': ok(null, AUTH_MESSAGES.passwordReset),
    });
    renderModals('forgot');
    const dialog = await findDialog('Forgot password');
    await sendCodeTo(dialog, '0509876543');

    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', AUTH_MESSAGES.codeSent);
    expect(calls.find((call) => call.name === 'users/sendCode')?.body).toEqual({
      country: 'AE',
      phone_number: '0509876543',
      purpose: 'reset',
    });
    await userEvent.type(within(dialog).getByLabelText('Code'), '246810');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'new-secret');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'new-secrets');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.name === 'users/resetPassword')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText('Confirm new password'));
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'new-secret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await findDialog('Login')).toBeTruthy();
    expect(await screen.findByText(AUTH_MESSAGES.passwordReset)).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/resetPassword')?.body).toEqual({
      country: 'AE',
      phone_number: '0509876543',
      code: '246810',
      password: 'new-secret',
      confirm_password: 'new-secret',
    });
    expect(localStorage.getItem('loginStatus')).toBeNull();
  });

  it('asks for the code and a new password of six characters or more', async () => {
    calls = stubApi({ 'users/countries': countriesAnswer, 'users/sendCode': codeSent() });
    renderModals('forgot');
    const dialog = await findDialog('Forgot password');
    await sendCodeTo(dialog, '0509876543');
    await userEvent.type(await within(dialog).findByLabelText('New password'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(await within(dialog).findByText(AUTH_MESSAGES.codeRequired)).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(within(dialog).getByText('Confirm Password is required')).toBeTruthy();
    expect(calls.some((call) => call.name === 'users/resetPassword')).toBe(false);
  });

  it('starts again from the number when it is opened again', async () => {
    calls = stubApi({ 'users/countries': countriesAnswer, 'users/sendCode': codeSent() });
    renderModals('forgot');
    const dialog = await findDialog('Forgot password');
    await sendCodeTo(dialog, '0509876543');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Back to login' }));
    await userEvent.click(within(await findDialog('Login')).getByRole('button', { name: 'Forgot password?' }));
    const again = await findDialog('Forgot password');
    expect(within(again).getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(within(again).queryByLabelText('Code')).toBeNull();
  });
});

describe('Resend countdown', () => {
  it('counts down from the answer, then resends for the same number and purpose and counts down again', async () => {
    calls = stubApi({ 'users/countries': countriesAnswer, 'users/sendCode': [codeSent(1), codeSent(30)] });
    renderModals('otp');
    const dialog = await findDialog('Login with OTP');
    await sendCodeTo(dialog, '0501234567');
    expect(await within(dialog).findByText('Resend code in 1 s')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).toBeNull();
    // Announced once, when a new code may be asked for; the seconds themselves are not in a live region.
    const live = dialog.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    expect(within(dialog).getByText('Resend code in 1 s').closest('[aria-live]')).toBeNull();

    const resend = await within(dialog).findByRole('button', { name: 'Resend code' }, { timeout: 3000 });
    expect(live?.textContent).toBe('You can ask for a new code now.');
    await userEvent.click(resend);
    expect(await within(dialog).findByText('Resend code in 30 s')).toBeTruthy();
    const sends = calls.filter((call) => call.name === 'users/sendCode');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body).toEqual({ country: 'AE', phone_number: '0501234567', purpose: 'login' });
  });

  it('shows the refusal of a resend (a limit) and keeps the button', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/sendCode': [codeSent(0), fail(AUTH_MESSAGES.resendWait(12))],
    });
    renderModals('forgot');
    const dialog = await findDialog('Forgot password');
    await sendCodeTo(dialog, '0501234567');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Resend code' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', AUTH_MESSAGES.resendWait(12));
    expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeTruthy();
    expect(calls.filter((call) => call.name === 'users/sendCode').map((call) => call.body)).toEqual([
      { country: 'AE', phone_number: '0501234567', purpose: 'reset' },
      { country: 'AE', phone_number: '0501234567', purpose: 'reset' },
    ]);
  });

  it('counts down the seconds a refused resend must wait (its retry_after)', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/sendCode': [codeSent(0), { ...fail(AUTH_MESSAGES.resendWait(12)), retry_after: 12 }],
    });
    renderModals('forgot');
    const dialog = await findDialog('Forgot password');
    await sendCodeTo(dialog, '0501234567');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Resend code' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', AUTH_MESSAGES.resendWait(12));
    expect(errorToasts).toHaveBeenCalledOnce();
    expect(errorToasts).toHaveBeenCalledWith(AUTH_MESSAGES.resendWait(12), undefined);
    expect(within(dialog).getByText('Resend code in 12 s')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Resend code' })).toBeNull();
  });

  it('resends a sign-up code to the number of the sign-up from its code step', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userRegister': ok({ resend_after: 0, sent_to: SENT_TO }, AUTH_MESSAGES.signupCodeSent),
      'users/sendCode': codeSent(),
    });
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    await screen.findByRole('option', { name: 'India (+91)' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Layla');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Haddad');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'IN');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '9876543210');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'layla@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Resend code' }));
    expect(await within(dialog).findByText(`Resend code in ${CODE_RESEND_SECONDS} s`)).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/sendCode')?.body).toEqual({
      country: 'IN',
      phone_number: '9876543210',
      purpose: 'signup',
    });
  });

  it('stops its interval when the modal closes', async () => {
    calls = stubApi({ 'users/countries': countriesAnswer, 'users/sendCode': codeSent() });
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    renderModals('otp');
    const dialog = await findDialog('Login with OTP');
    await sendCodeTo(dialog, '0501234567');
    await within(dialog).findByText(`Resend code in ${CODE_RESEND_SECONDS} s`);
    const countdowns = setIntervalSpy.mock.calls.flatMap(([, delay], index) =>
      delay === 1000 ? [setIntervalSpy.mock.results[index]?.value] : [],
    );
    expect(countdowns).toHaveLength(1);
    expect(clearIntervalSpy.mock.calls.some(([id]) => id === countdowns[0])).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(clearIntervalSpy.mock.calls.some(([id]) => id === countdowns[0])).toBe(true);
    setIntervalSpy.mockRestore();
    clearIntervalSpy.mockRestore();
  });
});

describe('Sign-up modal', () => {
  it('shows every required-field message when submitted with nothing filled in', async () => {
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    // The country starts on the United Arab Emirates, so it has nothing to say.
    for (const message of [
      'First name is required',
      'Last name is required',
      'Phone number is required',
      'Email is required',
      'Password is required',
      'Confirm Password is required',
      'Please confirm that you are 18 years or older',
    ]) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    expect(within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' })).toHaveProperty(
      'checked',
      false,
    );
    expect(calls.some((call) => call.name === 'users/userRegister')).toBe(false);
  });

  it('refuses an empty country, a malformed e-mail, a short password and a different confirmation', async () => {
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    fireEvent.change(within(dialog).getByLabelText('Country'), { target: { value: '' } });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Omar');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Saleh');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0509876543');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'omar-at-example');
    await userEvent.type(within(dialog).getByLabelText('Password'), '12345');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), '54321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await within(dialog).findByText('Country is required')).toBeTruthy();
    expect(within(dialog).getByText('Invalid email address')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
    expect(calls.some((call) => call.name === 'users/userRegister')).toBe(false);
  });

  it('after a successful sign-up shows the message (once, in the dialog) and asks for the code, without logging in', async () => {
    const successToasts = vi.spyOn(toast, 'success');
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userRegister': ok({ resend_after: CODE_RESEND_SECONDS, sent_to: SENT_TO }, AUTH_MESSAGES.signupCodeSent),
    });
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    await signUpAsOmar(dialog);

    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', AUTH_MESSAGES.signupCodeSent);
    expect(successToasts).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('heading', { name: 'Confirm your phone number' })).toBeTruthy();
    expect(within(dialog).getByText(`The code went to \u2066${SENT_TO}\u2069.`)).toBeTruthy();
    expect(within(dialog).getByText('It confirms the account for \u2066omar@example.com\u2069.')).toBeTruthy();
    expect(within(dialog).getByText(`Resend code in ${CODE_RESEND_SECONDS} s`)).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/userRegister')?.body).toEqual({
      first_name: 'Omar',
      last_name: 'Saleh',
      country: 'AE',
      phone_number: '0509876543',
      email: 'omar@example.com',
      password: 'secret-1',
      confirm_password: 'secret-1',
    });
    expect(localStorage.getItem('loginStatus')).toBeNull();
    expect(calls.some((call) => call.name === 'users/userLogin')).toBe(false);

    // The form was emptied: back to it through the login modal, it is empty.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    await userEvent.click(within(await findDialog('Login')).getByRole('button', { name: 'Sign up' }));
    const again = await findDialog('Sign Up');
    for (const label of ['First name', 'Last name', 'Phone number', 'Email', 'Password', 'Confirm password']) {
      expect((within(again).getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect((within(again).getByLabelText('Country') as HTMLSelectElement).value).toBe('AE');
    expect(
      (within(again).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(localStorage.getItem('oAuth')).toBeNull();
  });

  it('confirms the number with the texted code, which logs the new account in and closes the modal', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userRegister': ok({ resend_after: CODE_RESEND_SECONDS, sent_to: SENT_TO }, AUTH_MESSAGES.signupCodeSent),
      'users/verifyPhone': [fail(AUTH_MESSAGES.codeWrong), ok(LAYLA, AUTH_MESSAGES.phoneConfirmed)],
    });
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Layla');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Haddad');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0509876543');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'layla@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    const code = (await within(dialog).findByLabelText('Code')) as HTMLInputElement;
    expect(code.inputMode).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    await userEvent.type(code, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const wrong = await within(dialog).findByRole('alert');
    expect(wrong).toHaveProperty('textContent', AUTH_MESSAGES.codeWrong);
    // Just above the button it answers, and as the toast of every failed call (placed clear of the dialog).
    expect(wrong.nextElementSibling).toBe(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(errorToasts).toHaveBeenCalledOnce();
    expect(errorToasts).toHaveBeenCalledWith(AUTH_MESSAGES.codeWrong, undefined);
    expect(localStorage.getItem('loginStatus')).toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(AUTH_MESSAGES.phoneConfirmed)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.name === 'users/verifyPhone').map((call) => call.body)).toEqual([
      { country: 'AE', phone_number: '0509876543', code: '111111' },
      { country: 'AE', phone_number: '0509876543', code: '222222' },
    ]);
    expectLoggedInAs('token-7');
  });

  it('asks for the confirmation of being 18 or older alone when everything else is right', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userRegister': ok({ resend_after: 30, sent_to: SENT_TO }, 'Created'),
    });
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Omar');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Saleh');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0509876543');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'omar@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await within(dialog).findByText('Please confirm that you are 18 years or older')).toBeTruthy();
    const box = within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.name === 'users/userRegister')).toBe(false);
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(calls.some((call) => call.name === 'users/userRegister')).toBe(true));
    expect(Object.keys(calls.find((call) => call.name === 'users/userRegister')?.body as object)).not.toContain(
      'is_adult',
    );
  });

  it('shows the server message when the phone number is taken', async () => {
    calls = stubApi({ 'users/countries': countriesAnswer, 'users/userRegister': fail(MESSAGES.phoneTaken) });
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    await signUpAsOmar(dialog, '0501234567');
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveProperty('textContent', MESSAGES.phoneTaken);
    expect(refusal.nextElementSibling).toBe(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(errorToasts).toHaveBeenCalledOnce();
    expect(errorToasts).toHaveBeenCalledWith(MESSAGES.phoneTaken, undefined);
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Omar');
  });
});

function OpenButton() {
  const { open } = useAuthModal();
  return (
    <button type="button" onClick={() => open('login')}>
      LOGIN
    </button>
  );
}

describe('Focus after the modals close', () => {
  it('goes back to the control that opened the login modal, also after moving on to sign-up', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <OpenButton />
        <AuthModals />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'LOGIN' });
    await user.click(opener);
    await findDialog('Login');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    const login = await findDialog('Login');
    await user.click(within(login).getByRole('button', { name: 'Sign up' }));
    const signup = await findDialog('Sign Up');
    // The sign-up modal keeps the focus while the login modal goes.
    await waitFor(() => expect(signup.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('Invites on sign-up', () => {
  it('reads an invite code from an address, ignoring a missing, blank or overlong one', () => {
    expect(inviteCodeOf('?invite=FRIEND42')).toBe('FRIEND42');
    expect(inviteCodeOf('?q=dhow&invite=%20AB12%20')).toBe('AB12');
    expect(inviteCodeOf('?invite=')).toBeNull();
    expect(inviteCodeOf('?q=dhow')).toBeNull();
    expect(inviteCodeOf(`?invite=${'X'.repeat(21)}`)).toBeNull();
  });

  it('keeps the code of a link to any page, says so in the sign-up and sends it as invite_code', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userRegister': ok({ resend_after: CODE_RESEND_SECONDS, sent_to: SENT_TO }, AUTH_MESSAGES.signupCodeSent),
    });
    renderModals('signup', '/detail/picnic/dibba?invite=FRIEND42');
    const dialog = await findDialog('Sign Up');
    expect(within(dialog).getByText('Invited by a friend: FRIEND42')).toBeTruthy();
    expect(localStorage.getItem('rihla.inviteCode')).toBe('FRIEND42');
    await signUpAsOmar(dialog);
    await waitFor(() => expect(calls.some((call) => call.name === 'users/userRegister')).toBe(true));
    expect(calls.find((call) => call.name === 'users/userRegister')?.body).toMatchObject({
      phone_number: '0509876543',
      invite_code: 'FRIEND42',
    });
    // Sent once: a later sign-up on this browser is nobody's invite.
    await waitFor(() => expect(localStorage.getItem('rihla.inviteCode')).toBeNull());
  });

  it('keeps the code while the visitor browses on', async () => {
    const { router } = renderWithApp(
      [
        {
          path: '*',
          element: (
            <>
              <Link to="/blogs">Blogs</Link>
              <AuthModals />
            </>
          ),
        },
      ],
      { initialEntries: ['/?invite=FRIEND42'] },
    );
    await waitFor(() => expect(localStorage.getItem('rihla.inviteCode')).toBe('FRIEND42'));
    await userEvent.click(screen.getByRole('link', { name: 'Blogs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blogs'));
    expect(localStorage.getItem('rihla.inviteCode')).toBe('FRIEND42');
  });

  it('shows no invite line when no code was kept', async () => {
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    expect(within(dialog).queryByText(/Invited by a friend/)).toBeNull();
  });
});
