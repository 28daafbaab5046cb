import { visuallyHiddenOnPhones } from "#app/styles/layout.css";
import {
  cell,
  figureColumn,
  headCell,
  rowHeading,
  table,
  tableFrame,
  wideColumn,
} from "./table.css";

export type DataColumn = {
  label: string;
  /** "wide" holds sentences; "figure" a number, set to the right. */
  kind?: "wide" | "figure";
};

/**
 * A table of terms: the first column heads each row. On a phone each row is a block and each
 * cell says which column it is, since the head row is read but not shown there.
 */
export function DataTable({
  labelledBy,
  columns: [first, ...rest],
  rows,
}: {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: [DataColumn, ...DataColumn[]];
  rows: { heading: string; cells: string[] }[];
}) {
  const kindClass = (column: DataColumn) =>
    column.kind === "wide" ? wideColumn : column.kind === "figure" ? figureColumn : "";
  return (
    <div className={tableFrame}>
      <table className={table} aria-labelledby={labelledBy}>
        <thead className={visuallyHiddenOnPhones}>
          <tr>
            {[first, ...rest].map((column) => (
              <th key={column.label} scope="col" className={`${headCell} ${kindClass(column)}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.heading}>
              <th scope="row" className={rowHeading}>
                {row.heading}
              </th>
              {row.cells.map((text, index) => (
                <td
                  key={rest[index]!.label}
                  className={`${cell} ${kindClass(rest[index]!)}`}
                  data-label={rest[index]!.label}
                >
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
