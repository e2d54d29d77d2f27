import type { ComparisonData } from '@app/shared';
import styles from './comparison-table.module.css';

export interface ComparisonTableProps {
  first: string;
  second: string;
  data: ComparisonData;
  caption?: string;
}

/** The unknown type's comparison: rows Cost, Distance, Timing, Budget fit and Other. */
export function ComparisonTable({
  first,
  second,
  data,
  caption = 'How your destinations compare',
}: ComparisonTableProps) {
  return (
    <div className={styles.tableScroll}>
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
          <tr>
            <th scope="row">Cost</th>
            <td>{data.cost.firstDestination}</td>
            <td>{data.cost.secondDestination}</td>
          </tr>
          <tr>
            <th scope="row">Distance</th>
            <td>{data.travel_distance.firstDestination}</td>
            <td>{data.travel_distance.secondDestination}</td>
          </tr>
          <tr>
            <th scope="row">Timing</th>
            <td colSpan={2}>{data.travel_timing}</td>
          </tr>
          <tr>
            <th scope="row">Budget fit</th>
            <td colSpan={2}>{data.budget_highlights}</td>
          </tr>
          <tr>
            <th scope="row">Other</th>
            <td colSpan={2}>{data.other_tips}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
