import { NO_DECLARATIONS } from '@app/shared/food-labels';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { foodItems, orders, reservations, restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { DINER, requestTable, setupOpenRestaurant, until } from './helpers';
import { startSmtp } from './smtp';

/**
 * Four languages (docs/i18n-server.md): the server answers in the request's language (Accept-Language), menu
 * texts per language with the restaurant's default language as fallback, orders and reservations remember
 * their language and their emails speak it.
 */

const smtp = await startSmtp();
afterAll(() => smtp.close());

const { ctx, admin, diner } = await setupOpenRestaurant({
  smtpUrl: smtp.url,
  mailFrom: 'Hana Sushi & Thai <orders@hana.example>',
  publicUrl: 'https://hana.example',
});

/** A browser whose chosen language is `language`: every call carries it in Accept-Language. */
class SpeakingClient extends TestClient {
  constructor(
    app: typeof ctx.app,
    private readonly language: string,
  ) {
    super(app);
  }

  override raw(
    method: Parameters<TestClient['raw']>[0],
    url: string,
    options: Omit<InjectOptions, 'method' | 'url'> = {},
  ) {
    const headers = {
      'accept-language': this.language,
      ...((options.headers ?? {}) as Record<string, string>),
    };
    return super.raw(method, url, { ...options, headers });
  }
}

const german = new SpeakingClient(ctx.app, 'de-CH,de;q=0.9,en;q=0.8');
const french = new SpeakingClient(ctx.app, 'fr-CH');
const italian = new SpeakingClient(ctx.app, 'it');

type TMenuItem = { id: number; foodItemId: number; name: string; description: string };
const menuIn = async (client: TestClient) => (await client.get('/api/menu-items')).json() as TMenuItem[];

const english = await menuIn(diner);
const curry = english.find((m) => m.name === 'Green Curry Chicken');
if (!curry) throw new Error('no curry');

let serial = 0;
const guest = (firstName: string) => {
  serial += 1;
  return { ...DINER, firstName, email: `diner.${serial}.${Date.now()}@example.ch` };
};

async function mailFor(to: string, subject: RegExp): Promise<ParsedMail> {
  return until(() =>
    smtp.received.find(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === to && subject.test(m.subject ?? ''),
    ),
  );
}

const takeaway = (who: ReturnType<typeof guest>) => ({
  customerInfo: who,
  orderType: 'TAKEAWAY',
  items: [{ menuItemId: curry.id, quantity: 2 }],
  paymentMethod: 'CASH',
  asap: true,
});

describe('errors in the request’s language', () => {
  it('German: the message and every field error in German; without a header, the spec’s English', async () => {
    const bad = { ...takeaway(guest('Anna')), customerInfo: { ...DINER, firstName: '', email: 'nope' } };
    const de = await german.post('/api/orders', bad);
    expect(de.statusCode).toBe(400);
    expect(de.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Bitte korrigieren Sie die markierten Felder.',
      details: {
        'customerInfo.firstName': 'Pflichtfeld',
        'customerInfo.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      },
    });
    const en = await diner.post('/api/orders', bad);
    expect(en.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Please correct the highlighted fields.',
      details: { 'customerInfo.firstName': 'Required', 'customerInfo.email': 'Valid email required' },
    });
  });

  it('the server’s own messages: French and Italian, with placeholders filled', async () => {
    const fr = await french.get('/api/nothing-here');
    expect(fr.statusCode).toBe(404);
    expect(fr.json().message).toBe('Aucune route d’API pour GET /api/nothing-here.');
    expect((await diner.get('/api/nothing-here')).json().message).toBe(
      'No API route for GET /api/nothing-here.',
    );

    const track = await italian.get('/api/orders/track?orderId=unknown&email=a@example.ch');
    expect(track.statusCode).toBe(404);
    expect(track.json().message).toBe('Non abbiamo trovato il Suo ordine.');
  });

  it('where a schema names no message, zod’s own in the request’s language', async () => {
    const bad = { ...takeaway(guest('Jonas')), asap: 'yes' };
    expect((await diner.post('/api/orders', bad)).json().details.asap).toBe(
      'Invalid input: expected boolean, received string',
    );
    const de = (await german.post('/api/orders', bad)).json().details.asap as string;
    expect(de).toMatch(/^Ungültige Eingabe/);
  });

  it('a language we do not speak falls back to English', async () => {
    const es = new SpeakingClient(ctx.app, 'es-ES,es;q=0.9');
    const res = await es.post('/api/orders', { ...takeaway(guest('Ana')), items: [] });
    expect(res.json().message).toBe('Your cart is empty.');
  });
});

describe('shared caches keep one copy per language', () => {
  const vary = (res: { headers: Record<string, unknown> }) =>
    String(res.headers.vary ?? '')
      .split(',')
      .map((f) => f.trim().toLowerCase());

  it('every API answer says Vary: Accept-Language, its 304s and errors too; photo files do not', async () => {
    const german = await ctx.app.inject({ url: '/api/menu-items', headers: { 'accept-language': 'de' } });
    const french = await ctx.app.inject({ url: '/api/menu-items', headers: { 'accept-language': 'fr' } });
    expect(german.body).not.toBe(french.body);
    for (const res of [german, french]) expect(vary(res)).toEqual(['accept-encoding', 'accept-language']);
    const unchanged = await ctx.app.inject({
      url: '/api/menu-items',
      headers: { 'accept-language': 'de', 'if-none-match': String(german.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(vary(unchanged)).toContain('accept-language');
    for (const url of [
      '/api/restaurant-info/current',
      '/api/public/hours/status',
      '/api/buffet-items',
      '/api/no-such-route',
      '/api/orders/track?orderId=x&email=y',
    ]) {
      const res = await ctx.app.inject({ url, headers: { 'accept-language': 'fr' } });
      expect(vary(res), url).toContain('accept-language');
    }
    // A photo file is the same bytes in every language.
    const [item] = (await admin.get('/api/admin/food-items')).json() as { id: number }[];
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2d5a3d' } })
      .png()
      .toBuffer();
    const uploaded = await admin.request('PUT', `/api/admin/food-items/${item?.id}/photo`, png, {
      'content-type': 'image/png',
    });
    expect(uploaded.statusCode).toBe(200);
    const file = await ctx.app.inject({ url: uploaded.json().original.url });
    expect(file.statusCode).toBe(200);
    expect(vary(file)).not.toContain('accept-language');
  });
});

describe('menu texts per language', () => {
  it('names and descriptions in German, French and English; English as today', async () => {
    const byId = async (client: TestClient) => (await menuIn(client)).find((m) => m.id === curry.id);
    expect(curry).toMatchObject({
      name: 'Green Curry Chicken',
      description: 'Green curry with coconut milk, Thai aubergine and basil, with jasmine rice.',
    });
    expect(await byId(german)).toMatchObject({ name: 'Grünes Curry mit Poulet' });
    expect(await byId(french)).toMatchObject({ name: 'Curry vert au poulet' });
    expect((await italian.get('/api/buffet-items')).json()[0].name).toMatch(/buffet/i);
  });

  it('a language without a text shows the restaurant’s default language', async () => {
    const created = await admin.post('/api/admin/food-items', {
      name: 'Tagessuppe',
      description: 'Jeden Tag frisch.',
      translations: { en: { name: 'Soup of the day', description: 'Fresh every day.' } },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const food = async (client: TestClient) =>
      ((await client.get('/api/food-items')).json() as { id: number; name: string }[]).find(
        (f) => f.id === id,
      );
    expect(await food(diner)).toMatchObject({ name: 'Soup of the day' });
    expect(await food(german)).toMatchObject({ name: 'Tagessuppe' });
    expect(await food(french)).toMatchObject({ name: 'Tagessuppe' });
  });
});

describe('admin food item translations', () => {
  it('round trip: created and edited with translations; the default language’s entry and empty names are dropped', async () => {
    const res = await admin.post('/api/admin/food-items', {
      name: 'Lachs-Nigiri',
      description: 'Lachs auf Reis.',
      translations: {
        de: { name: 'Ignoriert', description: '' },
        fr: { name: ' Nigiri au saumon ', description: 'Saumon sur riz.' },
        it: { name: '', description: 'vuoto' },
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Lachs-Nigiri',
      description: 'Lachs auf Reis.',
      translations: { fr: { name: 'Nigiri au saumon', description: 'Saumon sur riz.' } },
      ...NO_DECLARATIONS,
      photo: null,
    });
    expect((await admin.get('/api/admin/food-items')).json()).toContainEqual(created);

    const kept = await admin.put(`/api/admin/food-items/${created.id}`, {
      name: 'Lachs-Nigiri (2 Stk.)',
      description: 'Lachs auf Reis.',
    });
    expect(kept.json().translations).toEqual(created.translations);
    const edited = await admin.put(`/api/admin/food-items/${created.id}`, {
      name: 'Lachs-Nigiri (2 Stk.)',
      description: 'Lachs auf Reis.',
      translations: { en: { name: 'Salmon Nigiri (2 pcs)', description: 'Salmon on rice.' } },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().translations).toEqual({
      en: { name: 'Salmon Nigiri (2 pcs)', description: 'Salmon on rice.' },
    });
  });

  it('refuses control characters and unknown languages, in the admin’s language', async () => {
    const adminDe = new SpeakingClient(ctx.app, 'de');
    adminDe.cookies.clear();
    for (const [name, value] of admin.cookies) adminDe.cookies.set(name, value);
    const controlled = await adminDe.post('/api/admin/food-items', {
      name: 'Suppe',
      translations: { fr: { name: 'Soupe\u001b[1m', description: '' } },
    });
    expect(controlled.statusCode).toBe(400);
    expect(controlled.json().details['translations.fr.name']).toBe(
      'Nur sichtbare Zeichen verwenden: keine Steuer- oder unsichtbaren Formatierungszeichen.',
    );
    const spanish = await admin.post('/api/admin/food-items', {
      name: 'Suppe',
      translations: { es: { name: 'Sopa', description: '' } },
    });
    expect(spanish.statusCode).toBe(400);
    expect(Object.keys(spanish.json().details ?? {})).toEqual([expect.stringMatching(/^translations/)]);
  });
});

describe('the restaurant’s default language', () => {
  it('is German in the demo, public, and editable to one of the four languages only', async () => {
    const info = (await diner.get('/api/restaurant-info/current')).json();
    expect(info.defaultLanguage).toBe('de');
    const refused = await admin.put(`/api/admin/restaurant-info/${info.id}`, {
      ...info,
      defaultLanguage: 'es',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.defaultLanguage).toBe('Choose one of the languages DE, FR, IT or EN');
  });

  it('a change swaps the stored texts and loses none', async () => {
    const info = (await diner.get('/api/restaurant-info/current')).json();
    const [before] = await ctx.db.select().from(foodItems).where(eq(foodItems.id, curry.foodItemId));
    const untranslated = (
      await admin.post('/api/admin/food-items', { name: 'Hausspezialität', description: 'Nur auf Deutsch.' })
    ).json();

    const toEnglish = await admin.put(`/api/admin/restaurant-info/${info.id}`, {
      ...info,
      defaultLanguage: 'en',
    });
    expect(toEnglish.statusCode).toBe(200);
    expect(toEnglish.json().defaultLanguage).toBe('en');
    const [after] = await ctx.db.select().from(foodItems).where(eq(foodItems.id, curry.foodItemId));
    expect(after).toMatchObject({
      name: 'Green Curry Chicken',
      translations: {
        de: { name: before?.name, description: before?.description },
        fr: before?.translations.fr,
        it: before?.translations.it,
      },
    });
    expect(after?.translations.en).toBeUndefined();
    // Without an English text, the item keeps its German one as the default's: nothing is lost.
    const [kept] = await ctx.db.select().from(foodItems).where(eq(foodItems.id, untranslated.id));
    expect(kept).toMatchObject({ name: 'Hausspezialität', translations: {} });
    // Every reader sees the same names as before.
    expect((await menuIn(german)).find((m) => m.id === curry.id)?.name).toBe('Grünes Curry mit Poulet');
    expect((await menuIn(diner)).find((m) => m.id === curry.id)?.name).toBe('Green Curry Chicken');

    const back = await admin.put(`/api/admin/restaurant-info/${info.id}`, { ...info, defaultLanguage: 'de' });
    expect(back.statusCode).toBe(200);
    const [again] = await ctx.db.select().from(foodItems).where(eq(foodItems.id, curry.foodItemId));
    expect(again).toEqual({ ...before, updatedAt: again?.updatedAt });
  });
});

describe('orders and reservations remember their language; their emails speak it', () => {
  it('a German diner gets German emails: received, then confirmed with the ready time', async () => {
    const who = guest('Anna');
    const placed = await german.post('/api/orders', takeaway(who));
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id as string;
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.language).toBe('de');
    expect(row?.lineNames).toEqual([
      {
        de: 'Grünes Curry mit Poulet',
        en: 'Green Curry Chicken',
        fr: 'Curry vert au poulet',
        it: 'Curry verde con pollo',
      },
    ]);

    const received = await mailFor(who.email, /^Wir haben Ihre Bestellung #\d+ erhalten$/);
    expect(received.text).toContain('Guten Tag Anna');
    expect(received.text).toContain('Abholung: so bald wie möglich');
    expect(received.text).toContain('2 × Grünes Curry mit Poulet');
    expect(received.html).toContain('<html lang="de-CH">');

    const confirm = await admin.post(`/api/admin/menu-orders/${id}/confirm`, {
      print: true,
      extraMinutes: 15,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const confirmed = await mailFor(who.email, /^Ihre Bestellung #\d+ ist bestätigt$/);
    const readyAt = new Intl.DateTimeFormat('de-CH', {
      timeZone: 'Europe/Zurich',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(confirm.json().committedReadyAt));
    expect(confirmed.text).toContain(`Sie ist um ${readyAt} zur Abholung bereit.`);

    // The diner's tracking page shows the order's language; admins read the names in their own.
    const track = await diner.get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(who.email)}`);
    expect(track.json().orderItems[0].name).toBe('Grünes Curry mit Poulet');
    const adminOrder = (await admin.get(`/api/orders/${id}`)).json();
    expect(adminOrder.orderItems[0]).toMatchObject({
      name: 'Green Curry Chicken',
      menuItemName: 'Green Curry Chicken',
    });
    const adminFr = new SpeakingClient(ctx.app, 'fr');
    for (const [name, value] of admin.cookies) adminFr.cookies.set(name, value);
    expect((await adminFr.get(`/api/orders/${id}`)).json().orderItems[0].name).toBe('Curry vert au poulet');
  });

  it('a French diner gets a French email', async () => {
    const who = guest('Chloé');
    expect((await french.post('/api/orders', takeaway(who))).statusCode).toBe(201);
    const received = await mailFor(who.email, /^Nous avons bien reçu votre commande n° \d+$/);
    expect(received.text).toContain('Bonjour Chloé,');
    expect(received.text).toContain('À emporter : dès que possible');
    expect(received.text).toContain('2 × Curry vert au poulet');
    expect(received.text).toContain('Total (TVA incluse)');
  });

  it('a reservation remembers its language: an Italian request, an Italian email with ICU plurals', async () => {
    const who = guest('Giulia');
    const code = await requestTable(italian, who, 1);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, code));
    expect(row?.language).toBe('it');
    const received = await mailFor(who.email, /^Abbiamo ricevuto la Sua richiesta di tavolo$/);
    expect(received.text).toContain('per 1 persona il');
    expect(received.text).toContain(`Il Suo codice: ${code}`);
  });

  it('without a header, orders are English and their emails as today', async () => {
    const who = guest('Lea');
    const placed = await diner.post('/api/orders', takeaway(who));
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row?.language).toBe('en');
    const received = await mailFor(who.email, /^We received your order #\d+$/);
    expect(received.text).toContain('Takeaway: as soon as possible');
    expect(received.html).toContain('<html lang="en">');
  });
});

describe('opening hours messages', () => {
  it('closed: the reason and the next opening in German, dates in de-CH', async () => {
    await ctx.db.update(restaurantInfo).set({ openingHours: 'Mon: 11:00-14:00' });
    try {
      const res = await german.post('/api/orders', takeaway(guest('Max')));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CLOSED');
      expect(res.json().message).toMatch(
        /^Zu dieser Zeit haben wir geschlossen\. Nächste Öffnung: Mo\., \d\d\.\d\d\.\d{4}, 11:00$/,
      );
      const en = await diner.post('/api/orders', takeaway(guest('Max')));
      expect(en.json().message).toMatch(
        /^We’re closed at that time\. Next open: Mon, \d\d\.\d\d\.\d{4}, 11:00$/,
      );
    } finally {
      await ctx.db.update(restaurantInfo).set({
        openingHours: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
          .map((d) => `${d}: 00:00-00:00`)
          .join('\n'),
      });
    }
  });
});
