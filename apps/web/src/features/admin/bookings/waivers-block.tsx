import type { TWaiverLine, TWaiverSigner } from '@rihla/shared/schemas/waivers';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { t } from '../../../lib/i18n';
import { AdminCard, formatDubaiDateTime } from '../components/admin-ui';
import { useBookingWaivers } from './booking-waivers-call';

/**
 * The order page's "Waivers" (decision 096): for each trip that asks one, each passenger (or the lead) who accepted,
 * when, which version and from which address, and who has not. Nothing when no trip of the order asks a waiver.
 */
export function WaiversBlock({ reference }: { reference: string }) {
  const waivers = useBookingWaivers(reference);
  if (waivers.isPending) return null;
  if (waivers.isError) {
    return (
      <AdminCard title={t('Waivers')}>
        <p role="alert" className="text-danger">
          {t(waivers.error.message)}
        </p>
      </AdminCard>
    );
  }
  const lines = waivers.data.lines.filter((line) => line.waiver !== null);
  if (lines.length === 0) return null;
  return (
    <AdminCard title={t('Waivers')}>
      <ul className="space-y-4">
        {lines.map((line) => (
          <WaiverLine key={line.line} line={line} />
        ))}
      </ul>
    </AdminCard>
  );
}

function WaiverLine({ line }: { line: TWaiverLine }) {
  const needed = line.signers.filter((signer) => signer.isNeeded).length;
  return (
    <li className="border-b border-line pb-3 last:border-0">
      <p className="font-semibold">{line.title}</p>
      <p className="text-sm text-muted">
        {line.date} · {line.start} · {t('Version {version}', { version: line.waiver?.version ?? 0 })}
        {' · '}
        {needed === 0
          ? t('All accepted')
          : t('{count, plural, one {# still to accept} other {# still to accept}}', { count: needed })}
      </p>
      <ul className="mt-2 space-y-1 text-sm" aria-label={t('Waivers of {title}', { title: line.title })}>
        {line.signers.map((signer) => (
          <SignerLine
            key={signer.number}
            signer={signer}
            isLead={line.waiver?.askedOf === 'lead'}
            current={line.waiver?.version ?? 0}
          />
        ))}
      </ul>
    </li>
  );
}

/** A name in a sentence kept apart from the words around it (Unicode isolates, as <bdi>): an Arabic name does not pull
 * the date after it into its right-to-left run. */
function isolated(name: string): string {
  return `\u2068${name}\u2069`;
}

function SignerLine({ signer, isLead, current }: { signer: TWaiverSigner; isLead: boolean; current: number }) {
  const who = isLead ? t('Lead passenger') : t('Passenger {number}', { number: signer.number });
  const accepted = signer.accepted;
  const words = !accepted
    ? t('{who}: not accepted', { who })
    : signer.isNeeded
      ? t('{who}: accepted version {version} only (now {current})', { who, version: accepted.version, current })
      : t('{who}: accepted by {name}, {when}, version {version}, from {address}', {
          who,
          name: isolated(accepted.name),
          when: formatDubaiDateTime(accepted.acceptedAt),
          version: accepted.version,
          address: accepted.address,
        });
  return (
    <li className={`flex items-start gap-2 ${signer.isNeeded ? 'text-danger' : ''}`}>
      {signer.isNeeded ? (
        <CircleAlert size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
      ) : (
        <CircleCheck size={16} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />
      )}
      <span className="min-w-0 break-words">{words}</span>
    </li>
  );
}
