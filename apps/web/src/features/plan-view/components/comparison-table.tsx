import type { ComparisonData } from '@app/shared';
import styles from './comparison-table.module.css';

export interface ComparisonTableProps {
  first: string;
  second: string;
  data: ComparisonData;
  caption?: string;
}

/**
 * The unknown type's comparison: rows Cost, Distance, Timing, Budget fit and Other. A table
 * on wide screens; on a phone each row stacks, every cell labelled with its destination, so
 * nothing is cut off or scrolls sideways.
 */
export function ComparisonTable({
  first,
  second,
  data,
  caption = 'How your destinations compare',
}: ComparisonTableProps) {
  const pair = (label: string, a: string, b: string) => (
    <tr>
      <th scope="row">{label}</th>
      <td data-label={first}>{a}</td>
      <td data-label={second}>{b}</td>
    </tr>
  );
  const shared = (label: string, text: string) => (
    <tr>
      <th scope="row">{label}</th>
      <td colSpan={2} data-label="Both">
        {text}
      </td>
    </tr>
  );
  return (
    <table className={styles.comparison}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{first}</th>
          <th scope="col">{second}</th>
        </tr>
      </thead>
      <tbody>
        {pair('Cost', data.cost.firstDestination, data.cost.secondDestination)}
        {pair(
          'Distance',
          data.travel_distance.firstDestination,
          data.travel_distance.secondDestination,
        )}
        {shared('Timing', data.travel_timing)}
        {shared('Budget fit', data.budget_highlights)}
        {shared('Other', data.other_tips)}
      </tbody>
    </table>
  );
}
