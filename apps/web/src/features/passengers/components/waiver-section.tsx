import { zodResolver } from '@hookform/resolvers/zod';
import { todayInDubai } from '@rihla/shared/rules/time';
import {
  type TWaiverAcceptForm,
  type TWaiverAcceptFormInput,
  type TWaiverLine,
  type TWaiverSigner,
  ZWaiverAcceptForm,
} from '@rihla/shared/schemas/waivers';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-fields';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { showFailure } from '../../../lib/show-failure';
import { toast } from '../../../lib/toast';
import { useUiState } from '../../../lib/ui-state';
import { useAcceptWaiver } from '../api/accept-waiver';
import { useWaivers, waiversQuery } from '../api/view-waivers';

/**
 * One section of the travellers page: the waiver each passenger or the lead accepts, for products that require one
 * (decision 096). The shopper reads the text, then for each passenger types the name and ticks "I have read and
 * accept", today's date beside it; the server records the version read, the time and the address.
 */
export function WaiverSection({ reference }: { reference: string }) {
  const headingId = useId();
  const { isLogin } = useUiState();
  const waivers = useWaivers(reference, isLogin);
  if (waivers.isPending) return null;
  if (waivers.isError) {
    return (
      <p role="alert" className="text-danger">
        {t(waivers.error.message)}
      </p>
    );
  }
  const lines = waivers.data.lines.filter((line) => line.waiver !== null);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t('Waivers')}
      </h2>
      {lines.map((line) => (
        <WaiverCard key={line.line} reference={reference} line={line} />
      ))}
    </section>
  );
}

/** The waiver's words: paragraphs split at blank lines, single line ends kept. */
function WaiverText({ text, label }: { text: string; label: string }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus so the keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="max-h-72 space-y-3 overflow-y-auto rounded-xl border border-line bg-surface p-4 text-sm leading-6 text-ink/90 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line break-words">
          {paragraph}
        </p>
      ))}
    </section>
  );
}

function WaiverCard({ reference, line }: { reference: string; line: TWaiverLine }) {
  const headingId = useId();
  const waiver = line.waiver;
  if (!waiver) return null;
  const isLeadOnly = waiver.askedOf === 'lead';
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <ShieldCheck size={22} aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            {t('Waiver: {title}', { title: line.title })}
          </h3>
          <p className="text-sm text-muted">
            {formatDate(line.date)} · {line.start} · {t('Version {version}', { version: waiver.version })}
          </p>
        </div>
      </header>
      <p className="text-sm">
        {isLeadOnly
          ? t('The lead passenger reads and accepts this waiver for the booking.')
          : t('Each passenger reads and accepts this waiver; a parent or guardian accepts it for a child.')}
      </p>
      <WaiverText text={waiver.text} label={t('The waiver of {title}', { title: line.title })} />
      {!line.isOpen && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('The trip has left: its waiver can no longer be accepted.')}
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {line.signers.map((signer) => (
          <li key={signer.number} className="border-t border-line pt-3">
            <SignerRow reference={reference} line={line} signer={signer} isLeadOnly={isLeadOnly} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function SignerRow({
  reference,
  line,
  signer,
  isLeadOnly,
}: {
  reference: string;
  line: TWaiverLine;
  signer: TWaiverSigner;
  isLeadOnly: boolean;
}) {
  const who = isLeadOnly ? t('Lead passenger') : t('Passenger {number}', { number: signer.number });
  const accepted = signer.accepted;
  if (!signer.isNeeded && accepted) {
    return (
      <p className="flex items-start gap-2 text-sm" data-testid={`waiver-accepted-${line.line}-${signer.number}`}>
        <CircleCheck size={18} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          <span className="font-semibold">{who}</span>
          {': '}
          {t('accepted by {name} on {when}', {
            // Isolated (as <bdi> does), so that an Arabic name leaves the date after it in its own order.
            name: `\u2068${accepted.name}\u2069`,
            when: formatDateTime(accepted.acceptedAt),
          })}
        </span>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-ink">{who}</p>
      {accepted && (
        <p className="text-sm text-muted">
          {t('Accepted version {version} on {when}; the waiver has changed since: please read it and accept again.', {
            version: accepted.version,
            when: formatDateTime(accepted.acceptedAt),
          })}
        </p>
      )}
      {line.isOpen ? (
        <AcceptForm reference={reference} line={line} number={signer.number} who={who} />
      ) : (
        <p className="text-sm text-danger">{t('Not accepted')}</p>
      )}
    </div>
  );
}

function AcceptForm({
  reference,
  line,
  number,
  who,
}: {
  reference: string;
  line: TWaiverLine;
  number: number;
  who: string;
}) {
  const checkboxId = useId();
  const queryClient = useQueryClient();
  const accept = useAcceptWaiver(reference);
  const form = useForm<TWaiverAcceptFormInput, unknown, TWaiverAcceptForm>({
    resolver: zodResolver(ZWaiverAcceptForm),
    defaultValues: { name: '', isAccepted: false },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const result = await accept.mutateAsync({
      reference,
      line: line.line,
      version: line.waiver?.version ?? 0,
      isAccepted: true,
      passengers: [{ number, name: values.name }],
    });
    if (result.status === 1) {
      toast.success(t(result.message));
      return;
    }
    if (result.field?.endsWith('.name')) form.setError('name', { message: result.message });
    // A waiver changed or a trip gone since the page was read: read the order's waivers again.
    if (result.code === 'waiver.changed' || result.code === 'waiver.departed') {
      void queryClient.invalidateQueries({ queryKey: waiversQuery(reference).queryKey });
    }
    showFailure(result);
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('Accept the waiver for {who}', { who })}
      className="flex flex-col gap-3"
    >
      <TextField
        label={t('Full name of {who}', { who })}
        autoComplete="off"
        error={errors.name?.message}
        registration={form.register('name')}
      />
      <div>
        {/* The whole line is the box's label: a target of at least 44 px however small the box is drawn. */}
        <label
          htmlFor={checkboxId}
          className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold text-ink"
          data-testid="waiver-tick"
        >
          <input
            id={checkboxId}
            type="checkbox"
            className="size-6 shrink-0 accent-brand-600"
            aria-invalid={errors.isAccepted ? true : undefined}
            aria-describedby={errors.isAccepted ? `${checkboxId}-error` : undefined}
            {...form.register('isAccepted')}
          />
          {t('I have read and accept')}
        </label>
        {errors.isAccepted?.message && (
          <p id={`${checkboxId}-error`} className="field-error">
            {t(errors.isAccepted.message)}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-ink">
          {t('Date: {date}', { date: formatDate(todayInDubai(new Date())) })}
        </p>
        <button type="submit" className="btn-primary min-h-11" disabled={accept.isPending}>
          {accept.isPending && <Spinner size={16} className="text-white" />}
          {t('Accept for {who}', { who })}
        </button>
      </div>
    </form>
  );
}
