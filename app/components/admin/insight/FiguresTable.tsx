// A chart's figures as a real table: a caption, a header row of column headers, and a header
// cell at the start of each row (its day, title or site), for screen readers and keyboards.
import { Table } from "@mantine/core";
import type { ReactNode } from "react";

export type FiguresRow = { key: string; head: ReactNode; cells: ReactNode[] };

export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: FiguresRow[];
}) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table striped captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={column} scope="col" ta={index === 0 ? undefined : "right"}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={400}>
                {row.head}
              </Table.Th>
              {row.cells.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells keep their columns
                <Table.Td key={index} ta="right" style={{ whiteSpace: "nowrap" }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
