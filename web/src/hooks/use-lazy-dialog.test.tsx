import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyDialog } from './use-lazy-dialog';

type Props = { opened: boolean; onClose: () => void };
type Loader = () => Promise<ComponentType<Props>>;

/** Every `opened` value the test dialog was rendered with, in order. */
const renders: boolean[] = [];

function TestDialog({ opened, onClose }: Props) {
  renders.push(opened);
  if (!opened) return <p>mounted closed</p>;
  return (
    <div role="dialog" aria-label="Lazy">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function Opener({ load, onLoadError }: { load: Loader; onLoadError: (error: unknown) => void }) {
  const { Dialog, opened, open, close, preload } = useLazyDialog(load, onLoadError);
  return (
    <>
      <button type="button" onClick={open}>
        Open
      </button>
      <button type="button" onClick={preload}>
        Preload
      </button>
      {Dialog ? <Dialog opened={opened} onClose={close} /> : null}
    </>
  );
}

function setup(load: Loader) {
  renders.length = 0;
  const onLoadError = vi.fn();
  render(<Opener load={load} onLoadError={onLoadError} />);
  return { onLoadError };
}

describe('useLazyDialog', () => {
  it('mounts the fetched dialog closed, then opens it (so the focused button is recorded)', async () => {
    const load = vi.fn(async () => TestDialog);
    setup(lazyModule(load));

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Lazy' })).toBeInTheDocument();
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Lazy' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloading fetches without opening', async () => {
    setup(lazyModule(async () => TestDialog));
    fireEvent.click(screen.getByRole('button', { name: 'Preload' }));
    expect(await screen.findByText('mounted closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a failed fetch and tries again on the next open', async () => {
    const load = vi
      .fn<Loader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(TestDialog);
    const { onLoadError } = setup(lazyModule(load));

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(onLoadError).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Lazy' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
