import type { AuditEntry } from '@app/shared';
import { useState } from 'react';
import { LinkButton } from '../../../components/ui/button.tsx';
import { fetchPlanAudit } from '../api/admin-plans.ts';
import styles from './admin.module.css';

/** The row shows this many; the server sends the newest five (services/admin-plans.ts). */
const SHOWN_ON_ROW = 5;

const VERBS: Record<AuditEntry['action'], string> = {
  view: 'Viewed',
  download: 'Downloaded',
  'revision-request': 'Asked for a revision',
  revise: 'Revised',
};

function describe(entry: AuditEntry): string {
  const d = entry.detail;
  const parts: string[] = [];
  if (d.before !== undefined) parts.push(`${d.before} → ${d.after}`);
  if (d.days) parts.push(`days ${d.days}`);
  if (d.feedback) parts.push(`“${d.feedback}”`);
  if (d.added) parts.push(`added ${d.added}`);
  if (d.removed) parts.push(`removed ${d.removed}`);
  if (d.call && entry.action === 'download')
    parts.push(d.call.includes('calendar') ? 'calendar' : 'PDF');
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <li>
      {VERBS[entry.action]} by {entry.staff_email || 'a deleted staff account'} on{' '}
      {new Date(entry.at).toLocaleString('en-US')}
      {describe(entry)}
    </li>
  );
}

/**
 * Staff actions on one plan (decision 12): the newest few on the row, and the whole trail on
 * request, fifty at a time.
 */
export function AuditList({ planId, latest }: { planId: number; latest: AuditEntry[] }) {
  const [all, setAll] = useState<{ entries: AuditEntry[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (latest.length === 0) return null;
  const entries = all?.entries ?? latest;
  const canLoadMore = all ? all.entries.length < all.total : latest.length >= SHOWN_ON_ROW;

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const page = all ? Math.floor(all.entries.length / 50) + 1 : 1;
      const res = await fetchPlanAudit(planId, page);
      setAll({ entries: [...(all?.entries ?? []), ...res.entries], total: res.total });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <ul className={styles.audit} aria-label={`Staff actions on plan ${planId}`}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ul>
      {canLoadMore ? (
        <LinkButton onClick={loadMore} disabled={loading}>
          {all ? 'Show more staff actions' : 'Show all staff actions'}
        </LinkButton>
      ) : null}
      {failed ? (
        <p className={styles.error} role="alert">
          Could not load the staff actions. Please try again.
        </p>
      ) : null}
    </>
  );
}
