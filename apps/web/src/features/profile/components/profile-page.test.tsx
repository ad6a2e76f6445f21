import { MAX_PHOTO_BYTES, MESSAGES } from '@rihla/shared/constants';
import { addDays, todayInDubai } from '@rihla/shared/rules/time';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fail, ok, stubApi, type TCannedAnswers, type TRecordedCall } from '../../../test/stub-api';
import { ProfilePage } from './profile-page';

const PROFILE = {
  first_name: 'Layla',
  last_name: 'Haddad',
  gender: 'female',
  dob: '1992-04-18',
  email: 'layla@example.com',
  phone_number: '+971501234567',
  profile_pic: '',
  country: 'AE',
};

let calls: TRecordedCall[] = [];

function renderProfile(answers: TCannedAnswers) {
  calls = stubApi({ 'users/viewUserProfile': ok(PROFILE), ...answers });
  return renderWithApp(<ProfilePage />, { path: '/personalinfoform', stubs: { '/': 'Home page' } });
}

async function pictureInput(container: HTMLElement) {
  await screen.findByRole('button', { name: 'Change profile picture' });
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

function choose(input: HTMLInputElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

afterEach(() => vi.unstubAllGlobals());

describe('Profile picture', () => {
  it('opens an image-only file picker from the avatar button', async () => {
    const { container } = renderProfile({});
    const input = await pictureInput(container);
    expect(input.accept).toBe('image/*');
    const click = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Change profile picture' }));
    expect(click).toHaveBeenCalled();
  });

  it('refuses a picture larger than 1,572,864 bytes without uploading it', async () => {
    const { container } = renderProfile({});
    const input = await pictureInput(container);
    choose(input, [new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'big.png', { type: 'image/png' })]);
    expect(await screen.findByText('File size exceeds 1.5MB. Please upload a smaller file.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'admin/single_upload')).toBe(false);
  });

  it('refuses a file that is not an image without uploading it', async () => {
    const { container } = renderProfile({});
    const input = await pictureInput(container);
    choose(input, [new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText(MESSAGES.onlyImages)).toBeTruthy();
    expect(calls.some((call) => call.name === 'admin/single_upload')).toBe(false);
  });

  it("says 'No file selected' when the picker is closed without a file", async () => {
    const { container } = renderProfile({});
    const input = await pictureInput(container);
    choose(input, []);
    expect(await screen.findByText('No file selected')).toBeTruthy();
  });

  it('shows the server’s own words when its refusal’s code is one of the picture’s (decision 069)', async () => {
    const { container } = renderProfile({
      'admin/single_upload': fail(MESSAGES.onlyImages, { code: 'upload.not_an_image' }),
    });
    const input = await pictureInput(container);
    choose(input, [new File(['png'], 'me.png', { type: 'image/png' })]);
    expect(await screen.findByText(MESSAGES.onlyImages)).toBeTruthy();
  });

  it('shows the generic upload failure when the server refuses for another reason', async () => {
    const { container } = renderProfile({ 'admin/single_upload': fail('Internal error') });
    const input = await pictureInput(container);
    choose(input, [new File(['png'], 'me.png', { type: 'image/png' })]);
    expect(await screen.findByText('Failed to upload file. Please try again after some times')).toBeTruthy();
  });

  it('uploads the picture in the form field image, shows it and saves it with Update', async () => {
    const { container } = renderProfile({
      'admin/single_upload': ok('/uploads/new-face.webp', 'Picture uploaded'),
      'users/userInfo': ok(null, 'Your profile has been updated'),
    });
    const input = await pictureInput(container);
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    choose(input, [file]);
    await waitFor(() => expect(container.querySelector('img[src="/uploads/new-face.webp"]')).toBeTruthy());
    const upload = calls.find((call) => call.name === 'admin/single_upload')?.body as FormData;
    expect(upload.get('image')).toBeInstanceOf(File);

    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile has been updated')).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/userInfo')?.body).toEqual({
      gender: 'female',
      dob: '1992-04-18',
      profile_pic: '/uploads/new-face.webp',
    });
    expect(localStorage.getItem('proPicUrl')).toBe('/uploads/new-face.webp');
  });
});

describe('Profile details', () => {
  it('shows the profile with read-only e-mail and phone number', async () => {
    renderProfile({});
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Layla');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('female');
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).readOnly).toBe(true);
  });

  it('refuses a date of birth later than today', async () => {
    renderProfile({ 'users/userInfo': ok(null, 'Your profile has been updated') });
    const dob = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    expect(dob.max).toBe(todayInDubai());
    fireEvent.change(dob, { target: { value: addDays(todayInDubai(), 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MESSAGES.dobInFuture)).toBeTruthy();
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.name === 'users/userInfo')).toBe(false);
  });

  it("refuses a date of birth under 18 with 'You must be at least 18 years old', and accepts the 18th birthday", async () => {
    renderProfile({ 'users/userInfo': ok(null, 'Your profile has been updated') });
    const dob = (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
    const today = todayInDubai();
    const eighteenYearsAgo = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    fireEvent.change(dob, { target: { value: addDays(eighteenYearsAgo, 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('You must be at least 18 years old')).toBeTruthy();
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.name === 'users/userInfo')).toBe(false);

    fireEvent.change(dob, { target: { value: eighteenYearsAgo } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'users/userInfo')?.body).toMatchObject({ dob: eighteenYearsAgo }),
    );
    expect(screen.queryByText('You must be at least 18 years old')).toBeNull();
  });

  it('sends the changed names and always gender and dob, and remembers the new first name', async () => {
    renderProfile({ 'users/userInfo': ok(null, 'Your profile has been updated') });
    const firstName = await screen.findByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Laila');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your profile has been updated')).toBeTruthy();
    expect(calls.find((call) => call.name === 'users/userInfo')?.body).toEqual({
      first_name: 'Laila',
      gender: 'other',
      dob: '1992-04-18',
    });
    expect(localStorage.getItem('userName')).toBe('Laila');
  });

  it('requires a first name', async () => {
    renderProfile({});
    await userEvent.clear(await screen.findByLabelText('First name'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(calls.some((call) => call.name === 'users/userInfo')).toBe(false);
  });

  it('Cancel goes home', async () => {
    const { router } = renderProfile({});
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('goes home with the server message when the profile cannot be loaded', async () => {
    const { router } = renderProfile({ 'users/viewUserProfile': fail('Please log in to continue') });
    expect(await screen.findByText('Please log in to continue')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
