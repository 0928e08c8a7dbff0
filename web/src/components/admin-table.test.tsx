import { Table } from '@mantine/core';
import { renderWithProviders } from '@test/render';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTable } from './admin-table';

/** The width the list's box has, as the layout would give it (jsdom lays nothing out). */
function listWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width, height: 400 }),
  );
}

/** A ResizeObserver whose reports on `element` the test makes (the others are never reported). */
function observedSizes(element: () => Element | null) {
  const watched: { callback: ResizeObserverCallback; target: Element }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        watched.push({ callback: this.callback, target });
      }
      unobserve() {}
      disconnect() {}
    },
  );
  return (inlineSize: number) =>
    act(() => {
      for (const { callback, target } of watched)
        if (target === element())
          callback(
            [{ target, borderBoxSize: [{ inlineSize, blockSize: 400 }] } as unknown as ResizeObserverEntry],
            {} as ResizeObserver,
          );
    });
}

function List() {
  return (
    <AdminTable minWidth={960} headers={['Name', 'Email', { label: 'Actions', right: true }]}>
      <Table.Tr>
        <Table.Td>Lena Langmail</Table.Td>
        <Table.Td>lena@example.ch</Table.Td>
        <Table.Td>Edit</Table.Td>
      </Table.Tr>
    </AdminTable>
  );
}

const cardRows = () => document.querySelector('[data-card-rows]');

describe('AdminTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows its rows as cards from the first paint where it is narrower than its table', () => {
    listWidth(700);
    renderWithProviders(<List />);
    expect(cardRows()).not.toBeNull();
    expect(screen.getByRole('cell', { name: 'lena@example.ch' })).toHaveAttribute('data-label', 'Email');
  });

  it('is a table where it is wide enough, and follows its width as it changes', () => {
    listWidth(1200);
    let list: Element | null = null;
    const resize = observedSizes(() => list);
    // The list's own box: the container's first element after Mantine's style tags.
    list = renderWithProviders(<List />).container.querySelector(':scope > div');
    expect(cardRows()).toBeNull();
    expect(screen.getByRole('cell', { name: 'lena@example.ch' })).not.toHaveAttribute('data-label');
    resize(768);
    expect(cardRows()).not.toBeNull();
    resize(1024);
    expect(cardRows()).toBeNull();
  });
});
