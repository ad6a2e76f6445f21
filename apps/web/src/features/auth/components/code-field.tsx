import { CODE_DIGITS } from '@rihla/shared/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-fields';
import { t } from '../../../lib/i18n';

/**
 * The one-time code as the phone's keyboard and autofill expect it: digits, `one-time-code` (the text ends in the
 * WebOTP line, so the browser offers the code), and one character spare for a space typed in the middle.
 */
export function CodeField({ error, registration }: { error?: string; registration: UseFormRegisterReturn }) {
  return (
    <TextField
      label={t('Code')}
      error={error}
      registration={registration}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_DIGITS + 1}
      className="field-input font-mono text-lg tracking-[0.3em]"
    />
  );
}
