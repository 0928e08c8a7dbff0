import { RESTAURANT_INFO } from '@test/fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '@test/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LegalPage } from './legal-page';

const LEGAL = {
  ...RESTAURANT_INFO,
  address: 'Baslerstrasse 24\n4600 Olten',
  vatNumber: 'CHE-123.456.788 MWST',
  legalName: 'Hana Gastro GmbH',
  responsiblePerson: 'Mai Tanaka',
};

function serve(info: unknown, status = 200) {
  vi.stubGlobal('fetch', stubFetch({ '/api/restaurant-info/current': { status, body: info } }));
}

const section = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const part = heading.closest('section');
  if (!part) throw new Error(`no section for ${name}`);
  return part;
};

describe('LegalPage', () => {
  it('shows the company, address, phone, VAT number and responsible person under their headings', async () => {
    serve(LEGAL);
    renderWithProviders(<LegalPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(await screen.findByText('Hana Gastro GmbH')).toBeInTheDocument();
    expect(section('Company')).toHaveTextContent('Operates the restaurant Hana Sushi & Thai.');
    expect(section('Company')).toHaveTextContent('Baslerstrasse 24 4600 Olten');
    expect(within(section('Contact')).getByRole('link', { name: RESTAURANT_INFO.phone })).toHaveAttribute(
      'href',
      'tel:+41622123456',
    );
    expect(section('VAT number')).toHaveTextContent('CHE-123.456.788 MWST');
    expect(section('Responsible person')).toHaveTextContent('Mai Tanaka');
    expect(screen.queryByText('Not set up yet')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it("shows the restaurant's own legal notice text, as the server gives it in the reader's language", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/restaurant-info/current': { status: 200, body: LEGAL },
        '/api/public/legal': {
          status: 200,
          body: {
            processors: [],
            notice: 'Commercial register of the canton of Solothurn.\nCHE-123.456.788',
          },
        },
      }),
    );
    renderWithProviders(<LegalPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Further information' })).toBeInTheDocument();
    expect(section('Further information')).toHaveTextContent(
      'Commercial register of the canton of Solothurn. CHE-123.456.788',
    );
  });

  it('names the restaurant as the company when no legal name is given, and says what is missing', async () => {
    serve({ ...RESTAURANT_INFO, vatNumber: null, legalName: null, responsiblePerson: null });
    renderWithProviders(<LegalPage />);
    expect(await screen.findByText('Not set up yet')).toBeInTheDocument();
    expect(section('Company')).toHaveTextContent('Hana Sushi & Thai');
    expect(section('Company')).not.toHaveTextContent('Operates the restaurant');
    expect(section('VAT number')).toHaveTextContent('Not given.');
    expect(section('Responsible person')).toHaveTextContent('Not given.');
  });

  it('reads an answer from a server without the legal fields', async () => {
    serve(RESTAURANT_INFO);
    renderWithProviders(<LegalPage />);
    expect(await screen.findByText('Not set up yet')).toBeInTheDocument();
    expect(section('VAT number')).toHaveTextContent('Not given.');
  });

  it('says so when the restaurant has not been set up (404)', async () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderWithProviders(<LegalPage />);
    expect(await screen.findByText('The restaurant’s details have not been set up yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async () =>
      fail
        ? jsonResponse(503, { status: 503, error: 'Service Unavailable', message: 'Database unavailable' })
        : jsonResponse(200, LEGAL),
    );
    renderWithProviders(<LegalPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The legal notice could not be loaded');
    fail = false;
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('CHE-123.456.788 MWST')).toBeInTheDocument();
  });
});
