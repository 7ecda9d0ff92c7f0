// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ListContextProvider, TestMemoryRouter, useList, useRecordContext, type RaRecord } from 'react-admin';
import { RecordCards } from '../../../src/ui/RecordCards';

afterEach(cleanup);

function RemoveButton() {
  const record = useRecordContext();
  return <button type="button">Remove {String(record?.name)}</button>;
}

function Cards({ data, isPending = false }: { data: RaRecord[]; isPending?: boolean }) {
  const list = useList({ data, isPending });
  return (
    <ListContextProvider value={list}>
      <RecordCards
        label="Departments"
        primary={(r) => String(r.name)}
        secondary={(r) => String(r.description)}
        details={[{ label: 'Code', render: (r) => String(r.code) }]}
        link={(r) => `/department/${r.id}/show`}
        actions={<RemoveButton />}
        empty={<p>No departments</p>}
      />
    </ListContextProvider>
  );
}

const renderCards = (data: RaRecord[], isPending?: boolean) =>
  render(
    <TestMemoryRouter>
      <Cards data={data} isPending={isPending} />
    </TestMemoryRouter>,
  );

describe('RecordCards: a list on a phone, one card per record', () => {
  it('shows each record with its name (a link), its facts and its own row actions', () => {
    renderCards([
      { id: 1, name: 'Finance', description: 'Money matters', code: 'FIN' },
      { id: 2, name: 'Human Resources', description: 'People', code: 'HR' },
    ]);
    const cards = within(screen.getByRole('list', { name: 'Departments' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]);
    expect(second.getByRole('link', { name: 'Human Resources' }).getAttribute('href')).toBe('/department/2/show');
    expect(second.getByText('People')).toBeTruthy();
    expect(second.getByText('Code').tagName).toBe('DT');
    expect(second.getByText('HR').tagName).toBe('DD');
    expect(second.getByRole('button', { name: 'Remove Human Resources' })).toBeTruthy();
  });

  it('says so when the list is empty, and shows no cards while loading', () => {
    renderCards([]);
    expect(screen.getByText('No departments')).toBeTruthy();
    cleanup();
    renderCards([], true);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('No departments')).toBeNull();
  });
});
