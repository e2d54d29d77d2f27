import { type AdminPlanItem, type DestinationKey, MESSAGE_MS, MSG } from '@app/shared';
import { hashKey, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { planPath } from '../../../app/routes.ts';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTimedMessage } from '../../../components/ui/use-timed-message.ts';
import { ApiError } from '../../../lib/api.ts';
import { ReviseModal } from '../../revise/components/revise-modal.tsx';
import {
  type AdminSearch,
  adminPlansKey,
  fetchAdminPlans,
  staffRevise,
} from '../api/admin-plans.ts';
import { adminLogout, useAdminMe } from '../api/admin-session.ts';
import { isStaffSessionLost, useLeaveStaffArea } from '../hooks/use-leave-staff-area.ts';
import styles from './admin.module.css';
import { AuditList } from './audit-list.tsx';

/** A search the server refused as a client error (400 malformed, 404 unknown, ...). */
const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The part of created_at before the first comma. */
const createdOn = (createdAt: string) => createdAt.split(',')[0]?.trim() ?? createdAt;

interface EditTarget {
  planId: number;
  planKey: DestinationKey;
  location: string;
}

function PlanRow({ plan, onEdit }: { plan: AdminPlanItem; onEdit: (target: EditTarget) => void }) {
  const photo = plan.photos_first_destination[0];
  const places: Array<[DestinationKey, string]> = [
    ['destination', plan.plan_data.destination.location],
  ];
  if (plan.plan_data.second_destination) {
    places.push(['second_destination', plan.plan_data.second_destination.location]);
  }
  return (
    <li className={styles.row}>
      <Link to={planPath(plan.id)} aria-label={`Open plan ${plan.id}`}>
        {photo ? (
          <img className={styles.photo} src={photo} alt="" loading="lazy" />
        ) : (
          <span className={styles.photo} />
        )}
      </Link>
      <div>
        <p className={styles.places}>
          {places.map(([key, location]) => (
            <span key={key}>
              {location}{' '}
              <LinkButton
                onClick={() => onEdit({ planId: plan.id, planKey: key, location })}
                aria-label={`Edit ${location} in plan ${plan.id}`}
              >
                [EDIT]
              </LinkButton>
            </span>
          ))}
        </p>
        <dl className={styles.facts}>
          <dt>Created</dt>
          <dd>{createdOn(plan.created_at)}</dd>
          <dt>Creator</dt>
          <dd>{plan.user_email}</dd>
          <dt>Plan ID</dt>
          <dd>{plan.id}</dd>
          <dt>Plan type</dt>
          <dd>{plan.plan_type}</dd>
          <dt>User ID</dt>
          <dd>{plan.user_id}</dd>
          <dt>Purchased</dt>
          <dd>{plan.is_paid ? 'Yes' : 'No'}</dd>
        </dl>
        <AuditList planId={plan.id} latest={plan.audit} />
      </div>
    </li>
  );
}

/**
 * /admin/plans (plans-payments-admin §2 "Admin plans screen"): the total, search by plan id
 * or owner e-mail (an empty search reloads the newest), and a staff revision of any
 * destination. Without a staff session the visitor is sent to /admin.
 */
export function AdminPlansPage() {
  const me = useAdminMe();
  const leave = useLeaveStaffArea();
  const [by, setBy] = useState<'id' | 'email'>('id');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<AdminSearch>({ by: 'recent', page: 1 });
  const [total, setTotal] = useState<number | null>(null);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const notFound = useTimedMessage(MESSAGE_MS.general);
  const results = useQuery({
    queryKey: adminPlansKey(search),
    queryFn: ({ signal }) => fetchAdminPlans(search, signal),
    enabled: me.isSuccess,
    retry: false,
  });

  useEffect(() => {
    if (me.isError) leave();
  }, [me.isError, leave]);
  useEffect(() => {
    if (results.data?.total != null) setTotal(results.data.total);
  }, [results.data]);
  useEffect(() => {
    const error = results.error;
    // The staff session ended (idle, signed out elsewhere): back to sign-in, nothing kept.
    if (isStaffSessionLost(error)) {
      leave();
      return;
    }
    // Any other refusal of a search (an unknown id or address, but also "abc" as an id or a
    // malformed address, which the server answers 400) reads as not found, as the spec says.
    if (search.by === 'recent' || !isClientError(error)) return;
    notFound.show(search.by === 'email' ? MSG.emailNotFound : MSG.planIdNotFound);
    setSearch({ by: 'recent', page: 1 });
  }, [results.error, search.by, notFound.show, leave]);

  if (!me.isSuccess) return <FullScreenSpinner label="Checking your staff account…" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const next: AdminSearch = !value
      ? { by: 'recent', page: 1 }
      : by === 'id'
        ? { by: 'id', value }
        : { by: 'email', value, page: 1 };
    // Searching again for the same thing (an empty search on the newest plans included)
    // still asks the server: the point is to see what changed.
    if (hashKey(adminPlansKey(next)) === hashKey(adminPlansKey(search))) void results.refetch();
    else setSearch(next);
  };
  const logout = async () => {
    await adminLogout().catch(() => undefined);
    leave();
  };
  const revise = async (target: EditTarget, feedback: string) => {
    try {
      await staffRevise(target.planId, target.planKey, feedback);
    } catch (error) {
      if (isStaffSessionLost(error)) leave();
      // The revision call answers a traveller session left in this browser with 404, not
      // 401: check whether the staff session is still there (the effect above leaves if not).
      else void me.refetch();
      throw error;
    }
    await results.refetch();
  };
  const page = results.data;
  const paged = search.by !== 'id' && page ? page : null;

  return (
    <main className="page">
      <div className={styles.top}>
        <h1>
          {total === null ? 'Plans' : `${total.toLocaleString('en-US')} plans created so far`}
        </h1>
        <Button variant="secondary" size="small" onClick={() => void logout()}>
          Sign out ({me.data.email})
        </Button>
      </div>
      <search>
        <form className={styles.search} onSubmit={submit}>
          <select
            aria-label="Search by"
            className={styles.select}
            value={by}
            onChange={(event) => setBy(event.target.value as 'id' | 'email')}
          >
            <option value="id">Plan ID</option>
            <option value="email">User email</option>
          </select>
          <TextField
            className={styles.grow}
            label={by === 'id' ? 'Plan ID' : 'User email'}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      {notFound.message ? (
        <p className={styles.error} role="alert">
          {notFound.message}
        </p>
      ) : null}
      {results.isPending ? <p role="status">Loading plans…</p> : null}
      <ul className={styles.list}>
        {(page?.plans ?? []).map((plan) => (
          <PlanRow key={plan.id} plan={plan} onEdit={setEditing} />
        ))}
      </ul>
      {paged && paged.matches > paged.pageSize ? (
        <nav className={styles.pager} aria-label="Pages">
          <Button
            variant="secondary"
            size="small"
            disabled={paged.page <= 1}
            onClick={() => setSearch({ ...search, page: paged.page - 1 } as AdminSearch)}
          >
            Previous page
          </Button>
          <span>
            Page {paged.page} of {Math.ceil(paged.matches / paged.pageSize)}
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={paged.page * paged.pageSize >= paged.matches}
            onClick={() => setSearch({ ...search, page: paged.page + 1 } as AdminSearch)}
          >
            Next page
          </Button>
        </nav>
      ) : null}
      {editing ? (
        <ReviseModal
          variant="admin"
          location={editing.location}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSubmit={(feedback) => revise(editing, feedback)}
        />
      ) : null}
    </main>
  );
}
