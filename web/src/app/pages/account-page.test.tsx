import {
  ACCOUNT_PAGE,
  ACCOUNT_SIGN_IN_PAGE,
  type TAccountMe,
  type TAccountOrder,
  type TAccountProfile,
  type TAccountReservation,
} from '@app/shared/account';
import { clearCookie, setCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { paths } from '@/paths';

/** /account: the way in by an emailed link, and the signed-in diner's orders, bookings, details and data. */

const EMAIL = 'nora@example.ch';
const ME: TAccountMe = {
  email: EMAIL,
  role: 'CUSTOMER',
  firstName: 'Nora',
  lastName: 'Test',
  createdAt: '2026-11-20T10:00:00+01:00',
};

function order(overrides: Partial<TAccountOrder> = {}): TAccountOrder {
  return {
    id: 'abcdefghijklmnop',
    kind: 'MENU',
    orderNumber: 12,
    createdAt: '2026-11-24T18:05:00+01:00',
    orderType: 'TAKEAWAY',
    status: 'CONFIRMED',
    paymentMethod: 'CASH',
    total: 53,
    items: [
      { name: 'Green Curry Chicken', quantity: 2 },
      { name: 'Jasmine Rice', quantity: 1 },
    ],
    ...overrides,
  };
}

const PROFILE: TAccountProfile = {
  firstName: 'Nora',
  lastName: 'Test',
  phone: '+41 79 000 11 22',
  addresses: [],
};

function serve(routes: Record<string, TFakeRoute>) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** A signed-in diner (the hint cookie the server sets beside the session) with these answers. */
function signedIn(routes: Record<string, TFakeRoute> = {}) {
  setCookie('diner', '1');
  return serve({
    'GET /api/account/me': { body: ME },
    'GET /api/account/orders': { body: [] },
    'GET /api/account/reservations': { body: [] },
    'GET /api/account/profile': { body: PROFILE },
    ...routes,
  });
}

async function open(path = '/account') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Your account' }, { timeout: 5_000 });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('the account page', { timeout: 30_000 }, () => {
  afterEach(() => {
    clearCookie('XSRF-TOKEN');
    clearCookie('diner');
  });

  it('has the shared contract’s paths', () => {
    expect(paths.account).toBe(ACCOUNT_PAGE);
    expect(paths.accountSignIn).toBe(ACCOUNT_SIGN_IN_PAGE);
  });

  describe('signed out', () => {
    it('offers a sign-in link by email, without asking the server who is signed in', async () => {
      const api = serve({ 'POST /api/account/sign-in-link': { status: 202, body: {} } });
      const { user } = await open();
      expect(screen.getByText('You never need an account to order.')).toBeInTheDocument();
      expect(api.sent()).not.toContain('GET /api/account/me');

      await user.type(screen.getByRole('textbox', { name: 'Email' }), ` ${EMAIL} `);
      await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));

      const sent = await screen.findByRole('status');
      expect(sent).toHaveTextContent(
        `Check your inbox: we sent a link to ${EMAIL}. It works once, for 15 minutes.`,
      );
      await waitFor(() => expect(sent).toHaveFocus());
      expect(api.last('POST', '/api/account/sign-in-link')?.body).toEqual({ email: EMAIL });

      await user.click(screen.getByRole('button', { name: 'Send the link again' }));
      expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
      expect(api.sent().filter((call) => call === 'POST /api/account/sign-in-link')).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: 'Use another email address' }));
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
    });

    it('says on the field when the address is not one, and sends nothing', async () => {
      const api = serve({});
      const { user } = await open();
      const field = screen.getByRole('textbox', { name: 'Email' });
      await user.type(field, 'nora@');
      await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription('Valid email required');
      await waitFor(() => expect(field).toHaveFocus());
      expect(api.sent()).not.toContain('POST /api/account/sign-in-link');
    });

    it('shows the server’s field message and its refusal when asked too often', async () => {
      let answer: { status: number; body: unknown } = {
        status: 422,
        body: errorBody(422, 'Unprocessable Entity', 'Please correct the highlighted fields.', {
          email: 'This address cannot receive email.',
        }),
      };
      serve({ 'POST /api/account/sign-in-link': () => answer });
      const { user } = await open();
      const field = screen.getByRole('textbox', { name: 'Email' });
      await user.type(field, EMAIL);
      await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription('This address cannot receive email.'));

      answer = { status: 429, body: errorBody(429, 'Too Many Requests', 'Too many links. Try again later.') };
      await user.type(field, 'x');
      await user.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Too many links. Try again later.');
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    });

    it('treats an ended session (401) as signed out', async () => {
      setCookie('diner', '1');
      serve({
        'GET /api/account/me': {
          status: 401,
          body: { ...errorBody(401, 'Unauthorized', 'Please sign in.'), code: 'NOT_SIGNED_IN' },
        },
      });
      await open();
      expect(await screen.findByRole('button', { name: 'Send me a sign-in link' })).toBeInTheDocument();
    });
  });

  describe('signed in', () => {
    it('greets the diner and lists the orders, newest first, each with tracking and ordering again', async () => {
      const older = order({
        id: 'olderorder000001',
        kind: 'BUFFET',
        orderNumber: 3,
        createdAt: '2026-11-02T12:00:00+01:00',
        status: 'DELIVERED',
        orderType: 'DELIVERY',
        total: 41.5,
        items: [{ name: 'Buffet Box Small', quantity: 1 }],
      });
      signedIn({ 'GET /api/account/orders': { body: [order(), older] } });
      await open();

      expect(await screen.findByText('Hello Nora')).toBeInTheDocument();
      expect(screen.getByText(`Signed in as ${EMAIL}`)).toBeInTheDocument();
      const section = screen.getByRole('region', { name: 'Your orders' });
      const cards = await within(section).findAllByRole('article');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
        'Order #12',
        'Order #3',
      ]);
      const [newest, second] = cards as [HTMLElement, HTMLElement];
      expect(newest).toHaveTextContent(formatOrderDateTime('2026-11-24T18:05:00+01:00'));
      expect(newest).toHaveTextContent('Takeaway');
      expect(newest).toHaveTextContent('Confirmed');
      expect(newest).toHaveTextContent('2 × Green Curry Chicken, 1 × Jasmine Rice');
      expect(newest).toHaveTextContent('Total CHF 53.00');
      expect(within(newest).getByRole('link', { name: 'Track order #12' })).toHaveAttribute(
        'href',
        `/track?orderId=abcdefghijklmnop&email=${encodeURIComponent(EMAIL)}`,
      );
      expect(within(newest).getByRole('button', { name: 'Order this again' })).toBeInTheDocument();
      expect(second).toHaveTextContent('Delivered');
      expect(second).toHaveTextContent('Total CHF 41.50');
      expect(within(second).getByRole('link', { name: 'Track order #3' })).toHaveAttribute(
        'href',
        `/track-buffet?orderId=olderorder000001&email=${encodeURIComponent(EMAIL)}`,
      );
    });

    it('shows the first ten orders and the older ones on request', async () => {
      const orders = Array.from({ length: 12 }, (_, i) =>
        order({ id: `order${String(i).padStart(11, '0')}`, orderNumber: 100 - i }),
      );
      signedIn({ 'GET /api/account/orders': { body: orders } });
      const { user } = await open();
      const section = await screen.findByRole('region', { name: 'Your orders' });
      expect(await within(section).findAllByRole('article')).toHaveLength(10);
      await user.click(within(section).getByRole('button', { name: 'Show older orders' }));
      expect(within(section).getAllByRole('article')).toHaveLength(12);
    });

    it('says when there are no orders yet', async () => {
      signedIn();
      await open();
      const section = await screen.findByRole('region', { name: 'Your orders' });
      expect(
        await within(section).findByText(
          `No orders yet. Every order placed with ${EMAIL} appears here, also one placed without signing in.`,
        ),
      ).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '/menu');
    });

    it('offers to retry orders that could not be loaded', async () => {
      const api = signedIn({
        'GET /api/account/orders': { status: 500, body: errorBody(500, 'Internal Server Error', 'Oops') },
      });
      const { user } = await open();
      const section = await screen.findByRole('region', { name: 'Your orders' });
      expect(await within(section).findByText('Your orders could not be loaded.')).toBeInTheDocument();
      api.route('GET /api/account/orders', { body: [order()] });
      await user.click(within(section).getByRole('button', { name: 'Retry' }));
      expect(await within(section).findByRole('article')).toHaveTextContent('Order #12');
    });

    it('lists the table bookings with their state and a way to change the standing ones', async () => {
      const bookings: TAccountReservation[] = [
        {
          id: 'r1',
          reservationAt: '2030-05-10T19:00:00+02:00',
          partySize: 4,
          status: 'CONFIRMED',
          managePath: '/reservation/manage/tok123',
        },
        {
          id: 'r2',
          reservationAt: '2026-10-01T19:30:00+02:00',
          partySize: 2,
          status: 'CANCELLED',
          managePath: null,
        },
      ];
      signedIn({ 'GET /api/account/reservations': { body: bookings } });
      await open();
      const section = await screen.findByRole('region', { name: 'Your table bookings' });
      const items = await within(section).findAllByRole('listitem');
      expect(items[0]).toHaveTextContent(formatOrderDateTime('2030-05-10T19:00:00+02:00'));
      expect(items[0]).toHaveTextContent('4 people');
      expect(items[0]).toHaveTextContent('Confirmed');
      const when = formatOrderDateTime('2030-05-10T19:00:00+02:00');
      expect(
        within(items[0] as HTMLElement).getByRole('link', {
          name: `Change or cancel the booking of ${when}`,
        }),
      ).toHaveAttribute('href', '/reservation/manage/tok123');
      expect(items[1]).toHaveTextContent('Cancelled');
      expect(within(items[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    });

    it('offers a table when there are no bookings', async () => {
      signedIn();
      await open();
      const section = await screen.findByRole('region', { name: 'Your table bookings' });
      expect(await within(section).findByText('No table bookings yet.')).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: 'Book a table' })).toHaveAttribute(
        'href',
        '/reservation',
      );
    });

    it('signs out and offers the way back in', async () => {
      const api = signedIn({ 'POST /api/account/sign-out': { status: 204 } });
      const { user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Sign out' }));
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent('You are signed out.');
      await waitFor(() => expect(notice).toHaveFocus());
      expect(screen.getByRole('button', { name: 'Send me a sign-in link' })).toBeInTheDocument();
      expect(api.sent()).toContain('POST /api/account/sign-out');
    });
  });

  describe('saved details', () => {
    it('edits the names and phone, adds an address and saves them with PUT', async () => {
      const api = signedIn({
        'PUT /api/account/profile': (request) => ({ body: request.body }),
      });
      const { user } = await open();
      const section = await screen.findByRole('region', { name: 'Saved details' });
      const phone = await within(section).findByRole('textbox', { name: 'Phone' });
      expect(phone).toHaveValue('+41 79 000 11 22');
      expect(within(section).getByText('No saved address yet.')).toBeInTheDocument();

      await user.clear(within(section).getByRole('textbox', { name: 'Last name' }));
      await user.type(within(section).getByRole('textbox', { name: 'Last name' }), 'Muster');
      await user.click(within(section).getByRole('button', { name: 'Add an address' }));
      const address = within(section).getByRole('group', { name: 'Address 1' });
      await waitFor(() => expect(within(address).getByRole('textbox', { name: 'Street' })).toHaveFocus());
      await user.type(within(address).getByRole('textbox', { name: 'Street' }), 'Bahnhofstrasse');
      await user.type(within(address).getByRole('textbox', { name: 'No.' }), '1');
      await user.type(within(address).getByRole('textbox', { name: 'PLZ' }), '4600');
      await user.type(within(address).getByRole('textbox', { name: 'City' }), 'Olten');
      await user.click(within(section).getByRole('button', { name: 'Save details' }));

      expect(await within(section).findByText('Your details are saved.')).toBeInTheDocument();
      expect(api.last('PUT', '/api/account/profile')?.body).toEqual({
        firstName: 'Nora',
        lastName: 'Muster',
        phone: '+41 79 000 11 22',
        addresses: [{ street: 'Bahnhofstrasse', streetNo: '1', plz: '4600', city: 'Olten' }],
      });
    });

    it('checks the fields before sending and puts the messages on them', async () => {
      const api = signedIn();
      const { user } = await open();
      const section = await screen.findByRole('region', { name: 'Saved details' });
      const phone = await within(section).findByRole('textbox', { name: 'Phone' });
      await user.clear(phone);
      await user.type(phone, 'call me');
      await user.click(within(section).getByRole('button', { name: 'Add an address' }));
      await user.click(within(section).getByRole('button', { name: 'Save details' }));

      await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
      expect(phone).toHaveAccessibleDescription(/Enter a valid phone number/);
      const street = within(section).getByRole('textbox', { name: 'Street' });
      expect(street).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(phone).toHaveFocus());
      expect(within(section).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
      expect(api.sent()).not.toContain('PUT /api/account/profile');
    });

    it('shows the server’s messages on their fields, and removes an address', async () => {
      const address = { street: 'Bahnhofstrasse', streetNo: '1', plz: '4600', city: 'Olten' };
      const api = signedIn({
        'GET /api/account/profile': {
          body: { ...PROFILE, addresses: [address, { ...address, streetNo: '2' }] },
        },
        'PUT /api/account/profile': {
          status: 422,
          body: errorBody(422, 'Unprocessable Entity', 'Please correct the highlighted fields.', {
            'addresses.1.plz': 'We do not deliver to this PLZ.',
          }),
        },
      });
      const { user } = await open();
      const section = await screen.findByRole('region', { name: 'Saved details' });
      const second = await within(section).findByRole('group', { name: 'Address 2' });
      await user.click(within(section).getByRole('button', { name: 'Save details' }));
      const plz = within(second).getByRole('textbox', { name: 'PLZ' });
      await waitFor(() => expect(plz).toHaveAccessibleDescription('We do not deliver to this PLZ.'));
      await waitFor(() => expect(plz).toHaveFocus());

      api.route('PUT /api/account/profile', (request) => ({ body: request.body }));
      await user.click(within(section).getByRole('button', { name: 'Remove address 2' }));
      expect(within(section).queryByRole('group', { name: 'Address 2' })).not.toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Save details' }));
      expect(await within(section).findByText('Your details are saved.')).toBeInTheDocument();
      expect(api.last('PUT', '/api/account/profile')?.body).toMatchObject({ addresses: [address] });
    });

    it('allows at most five addresses', async () => {
      const address = { street: 'Bahnhofstrasse', streetNo: '1', plz: '4600', city: 'Olten' };
      signedIn({
        'GET /api/account/profile': { body: { ...PROFILE, addresses: Array(5).fill(address) } },
      });
      await open();
      const section = await screen.findByRole('region', { name: 'Saved details' });
      expect(await within(section).findByRole('button', { name: 'Add an address' })).toBeDisabled();
      expect(within(section).getByText('You can save up to 5 addresses.')).toBeInTheDocument();
    });
  });

  describe('the diner’s data', () => {
    it('downloads everything kept as a .json file', async () => {
      const exported = { exportedAt: '2026-11-29T10:00:00Z', account: { email: EMAIL } };
      const api = signedIn({ 'GET /api/account/export': { body: exported } });
      const blobs: Blob[] = [];
      Object.defineProperty(URL, 'createObjectURL', {
        configurable: true,
        value: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:export';
        },
      });
      Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
      const clicked: HTMLAnchorElement[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this);
      });
      try {
        const { user } = await open();
        await user.click(await screen.findByRole('button', { name: 'Download my data' }));
        await waitFor(() => expect(clicked).toHaveLength(1));
        expect(clicked[0]?.download).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
        expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(exported);
        expect(api.sent()).toContain('GET /api/account/export');
      } finally {
        click.mockRestore();
      }
    });

    it('says when the download failed', async () => {
      signedIn({ 'GET /api/account/export': { status: 500, body: errorBody(500, 'Error', 'Oops') } });
      const { user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Download my data' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The download did not work. Please try again.',
      );
    });

    it('deletes the account after a dialog that says what stays, and shows a busy refusal', async () => {
      const busy = 'Your order #12 is still under way. You can delete your account once it is done.';
      const api = signedIn({
        'DELETE /api/account': {
          status: 409,
          body: { ...errorBody(409, 'Conflict', busy), code: 'ACCOUNT_BUSY' },
        },
      });
      const { user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      expect(dialog).toHaveTextContent(
        'Your orders and table bookings stay with the restaurant for its accounting, without your name, email, phone or address.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(busy);

      api.route('DELETE /api/account', { body: { anonymisedOrders: 2, anonymisedReservations: 0 } });
      await user.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Your account is deleted.');
      expect(screen.getByRole('button', { name: 'Send me a sign-in link' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('keeps the account when the dialog is left', async () => {
      const api = signedIn();
      const { user } = await open();
      await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.sent()).not.toContain('DELETE /api/account');
      expect(screen.getByText('Hello Nora')).toBeInTheDocument();
    });

    it('offers a new link when the session ended while the page was open', async () => {
      signedIn({
        'GET /api/account/profile': {
          status: 401,
          body: { ...errorBody(401, 'Unauthorized', 'Please sign in.'), code: 'NOT_SIGNED_IN' },
        },
      });
      await open();
      const notice = await screen.findByText('Your session has ended. Please ask for a new sign-in link.');
      expect(notice.closest('[role="status"]')).not.toBeNull();
      expect(screen.getByRole('button', { name: 'Send me a sign-in link' })).toBeInTheDocument();
    });
  });
});
