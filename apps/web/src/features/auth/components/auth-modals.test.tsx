import { COUNTRY_PLACEHOLDER, MESSAGES } from '@rihla/shared/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TAuthModal, useAuthModal } from '../../../lib/auth-modal';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi, stubNetworkDown, type TRecordedCall } from '../../../test/stub-api';
import { AuthModals } from './auth-modals';

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

function renderModals(modal: Exclude<TAuthModal, null>) {
  return renderWithApp(
    <>
      <OpenOnMount modal={modal} />
      <AuthModals />
    </>,
  );
}

const countriesAnswer = ok(COUNTRIES);

// The dialogs load lazily; fetching the module once here keeps its first transform (slow on a busy machine)
// out of the first test's waiting time.
beforeAll(async () => {
  await import('./auth-dialogs');
});

beforeEach(() => {
  calls = stubApi({ 'users/countries': countriesAnswer });
});
afterEach(() => vi.unstubAllGlobals());

async function findDialog(name: string) {
  return screen.findByRole('dialog', { name });
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
      /could not reach Rihla\. Check your connection and try again\./,
    );
    expect(warn).toHaveBeenCalled();
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

describe('Forgot-password and OTP modals', () => {
  it.each([
    ['forgot', 'Forgot password'],
    ['otp', 'Login with OTP'],
  ] as const)('the %s modal only closes and calls nothing', async (modal, title) => {
    renderModals(modal);
    const dialog = await findDialog(title);
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0501234567');
    const callsBefore = calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.length).toBe(callsBefore);
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

  it('after a successful sign-up only shows a message and empties the form, without logging in', async () => {
    calls = stubApi({
      'users/countries': countriesAnswer,
      'users/userRegister': ok(null, 'Your account has been created. Please log in.'),
    });
    renderModals('signup');
    const dialog = await findDialog('Sign Up');
    await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Omar');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Saleh');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'AE');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0509876543');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'omar@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));

    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Your account has been created. Please log in.',
    );
    expect(calls.find((call) => call.name === 'users/userRegister')?.body).toEqual({
      first_name: 'Omar',
      last_name: 'Saleh',
      country: 'AE',
      phone_number: '0509876543',
      email: 'omar@example.com',
      password: 'secret-1',
      confirm_password: 'secret-1',
    });
    for (const label of ['First name', 'Last name', 'Phone number', 'Email', 'Password', 'Confirm password']) {
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('AE');
    expect(
      (within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(localStorage.getItem('loginStatus')).toBeNull();
    expect(localStorage.getItem('oAuth')).toBeNull();
    expect(calls.some((call) => call.name === 'users/userLogin')).toBe(false);
  });

  it('asks for the confirmation of being 18 or older alone when everything else is right', async () => {
    calls = stubApi({ 'users/countries': countriesAnswer, 'users/userRegister': ok(null, 'Created') });
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
    await screen.findByRole('option', { name: 'United Arab Emirates (+971)' });
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Omar');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'Saleh');
    await userEvent.selectOptions(within(dialog).getByLabelText('Country'), 'AE');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0501234567');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'omar@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'secret-1');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm that I am 18 years or older' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(MESSAGES.phoneTaken)).toBeTruthy();
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
