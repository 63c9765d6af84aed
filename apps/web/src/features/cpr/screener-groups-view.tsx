import { useState } from 'react';
import { Accordion } from 'react-bootstrap';
import { paginate } from '../../components/paginate.ts';
import { PaginationBar } from '../../components/pagination-bar.tsx';
import type { RowGroup } from './screener-groups.ts';
import type { ScreenerRow } from './screener-model.ts';
import { ScreenerTable, type ScreenerTableProps } from './screener-table.tsx';

export interface ScreenerGroupsViewProps extends Omit<ScreenerTableProps, 'rows' | 'caption'> {
  groups: RowGroup<ScreenerRow>[];
  rowsPerPage: number;
  /** False for 'No Grouping': one table without an accordion. */
  grouped: boolean;
  /** Changes whenever the rows change shape (tab, filters, sort…): every group goes back to page 1. */
  resetKey: string;
}

/**
 * The groups as accordions (all open at first), each with its own numbered pagination. Pages belong
 * to one `resetKey`; rows are reconciled by symbol rather than remounted, so a change stays cheap.
 */
export function ScreenerGroupsView(props: ScreenerGroupsViewProps) {
  const { groups, rowsPerPage, grouped, resetKey, ...table } = props;
  const [paging, setPaging] = useState<{ key: string; pages: Record<string, number> }>({
    key: resetKey,
    pages: {},
  });
  const pages = paging.key === resetKey ? paging.pages : {};
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());

  const body = (group: RowGroup<ScreenerRow>) => {
    const page = paginate(group.rows, pages[group.key] ?? 1, rowsPerPage);
    return (
      <>
        <ScreenerTable rows={page.items} caption={group.title} {...table} />
        <div className="d-flex justify-content-end p-2">
          <PaginationBar
            page={page.page}
            pageCount={page.pageCount}
            label={group.title}
            data-testid={`cpr-pagination-${group.key}`}
            onPage={(p) => setPaging({ key: resetKey, pages: { ...pages, [group.key]: p } })}
          />
        </div>
      </>
    );
  };

  if (!grouped)
    return groups[0] ? <div data-testid={`cpr-group-${groups[0].key}`}>{body(groups[0])}</div> : null;
  const open = groups.map((g) => g.key).filter((key) => !closed.has(key));
  return (
    <Accordion
      alwaysOpen
      activeKey={open}
      onSelect={(keys) => {
        const openNow = new Set(Array.isArray(keys) ? keys : keys ? [keys] : []);
        setClosed(new Set(groups.map((g) => g.key).filter((key) => !openNow.has(key))));
      }}
    >
      {groups.map((group) => (
        <Accordion.Item key={group.key} eventKey={group.key} data-testid={`cpr-group-${group.key}`}>
          <Accordion.Header as="h2">{group.title}</Accordion.Header>
          <Accordion.Body className="p-0">{body(group)}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
