import { STAFF_PAYMENT_METHODS, type TStaffPaymentMethod } from '@app/shared/staff-entry';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
  Title,
  useMatches,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { buffetItemsQueryOptions, menuItemsQueryOptions } from '@/features/menu/public';
import { adminOrderSettingsQueryOptions } from '@/features/order-rules/public';
import { useAdminT } from '@/i18n/use-i18n';
import { orderTypeLabel, paymentMethodLabel } from '@/lib/order-labels';
import { useFoodItemNames } from '../api/staff-order-api';
import { useStaffQuote } from '../api/staff-quote';
import {
  ADDRESS_FIELDS,
  guestQuery,
  hasOptions,
  type TCatalogItem,
  type TCustomerField,
  type TGuestOrder,
} from '../staff-order-logic';
import { useStaffOrder } from '../use-staff-order';
import { CartPanel } from './cart-panel';
import { GuestSuggestions } from './guest-suggestions';
import { ItemPicker } from './item-picker';
import classes from './new-order.module.css';
import { OptionsDialog } from './options-dialog';
import { PlacedNotice } from './placed-notice';

type TKindParam = 'menu' | 'buffet';

const CUSTOMER_INPUTS: Record<
  TCustomerField,
  { type?: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }
> = {
  firstName: { autoComplete: 'off' },
  lastName: { autoComplete: 'off' },
  phone: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'off', inputMode: 'email' },
  street: { autoComplete: 'off' },
  streetNo: { autoComplete: 'off' },
  plz: { autoComplete: 'off', inputMode: 'numeric' },
  city: { autoComplete: 'off' },
};

const pathOf = (field: TCustomerField) =>
  (ADDRESS_FIELDS as readonly string[]).includes(field)
    ? `customerInfo.address.${field}`
    : `customerInfo.${field}`;

/** Takeaway first: most phone orders are collected. */
const STAFF_ORDER_TYPES = ['TAKEAWAY', 'DELIVERY'] as const;
/**
 * /admin/new-order: an order taken on the phone, built for a tablet. The catalogue with
 * search on one side, the cart on the other, then the guest, the time and the payment; a returning
 * guest is offered from the phone number or email. Placed CONFIRMED, printed, and the form is ready
 * for the next call.
 */
export function NewOrderScreen() {
  const t = useAdminT();
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = searchParams.get('kind') === 'buffet' ? 'BUFFET' : 'MENU';
  const order = useStaffOrder(kind);
  const { form, fieldErrors, actions } = order;
  const menu = useQuery(menuItemsQueryOptions());
  const buffet = useQuery(buffetItemsQueryOptions());
  // The order types the restaurant takes: a switched-off one is refused to staff too.
  const orderSettings = useQuery(adminOrderSettingsQueryOptions()).data;
  const orderTypes = STAFF_ORDER_TYPES.filter((type) => orderSettings?.orderTypes[type] ?? true);
  const offered = orderTypes.includes(form.orderType);
  const firstOffered = orderTypes[0];
  const { setOrderType } = actions;
  // A new order starts as takeaway: a restaurant that only delivers starts it as a delivery.
  useEffect(() => {
    if (!offered && firstOffered) setOrderType(firstOffered);
  }, [offered, firstOffered, setOrderType]);
  const names = useFoodItemNames();
  // What the caller pays, priced by the server as the order will be.
  const quote = useStaffQuote(form);
  const catalogue = kind === 'MENU' ? menu : buffet;
  const [lookupField, setLookupField] = useState<'phone' | 'email'>('phone');
  const [closedLookup, setClosedLookup] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The dish whose options staff are choosing (a tap on a dish with option groups opens them).
  const [choosing, setChoosing] = useState<TCatalogItem | null>(null);
  const guestsId = useId();
  // Three payment methods do not fit side by side on a phone.
  const paymentOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const refused = order.refusal !== null;
  const { failedAttempts } = order;

  // After a refused submit the focus goes to what to do next: the reason of an exception staff may
  // make, else the first field marked, else the message (as useFocusAfterRefusal does for diners).
  // Leaving the exception ("Change the order") moves to the field the refusal named.
  useEffect(() => {
    if (failedAttempts === 0) return;
    if (refused) {
      reasonRef.current?.focus();
      return;
    }
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? errorRef.current)?.focus();
  }, [failedAttempts, refused]);

  const setKind = (value: TKindParam) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'buffet') next.set('kind', 'buffet');
        else next.delete('kind');
        return next;
      },
      { replace: true },
    );
  };

  const lookup = guestQuery(form.customer[lookupField], lookupField);
  const shownLookup = lookup !== null && lookup !== closedLookup ? lookup : null;

  const onCustomerChange = (field: TCustomerField, value: string) => {
    actions.setCustomer(field, value);
    if (field === 'phone' || field === 'email') setLookupField(field);
  };

  const onReorder = (past: TGuestOrder) => {
    const list: readonly TCatalogItem[] | undefined = past.kind === 'MENU' ? menu.data : buffet.data;
    const skipped = actions.reorder(past, list ?? []);
    if (past.kind !== kind) setKind(past.kind === 'BUFFET' ? 'buffet' : 'menu');
    setNotice(
      skipped.length > 0
        ? t('newOrder.guests.skipped', { items: skipped.join(', ') })
        : t('newOrder.guests.reordered', { number: past.orderNumber }),
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    void order.submit(false);
  };

  const customerField = (field: TCustomerField, span: number, required = false) => {
    const input = CUSTOMER_INPUTS[field];
    const showsGuests = (field === 'phone' || field === 'email') && field === lookupField;
    return (
      <Grid.Col span={{ base: 12, xs: span }} key={field}>
        <TextInput
          label={t(`newOrder.field.${field}`)}
          name={field}
          value={form.customer[field]}
          onChange={(event) => onCustomerChange(field, event.currentTarget.value)}
          error={fieldErrors[pathOf(field)]}
          required={required}
          size="md"
          {...input}
          aria-describedby={showsGuests && shownLookup ? guestsId : undefined}
        />
        {showsGuests ? (
          <GuestSuggestions
            id={guestsId}
            query={shownLookup}
            onChoose={(guest) => {
              actions.chooseGuest(guest);
              // The field now holds the guest's own number (or email): no need to offer them again.
              setClosedLookup(guestQuery(guest.customerInfo[lookupField], lookupField));
            }}
            onReorder={onReorder}
            onClose={() => setClosedLookup(lookup)}
          />
        ) : null}
      </Grid.Col>
    );
  };

  const listPath = kind === 'MENU' ? adminPaths.orders : adminPaths.buffetOrders;
  const listLabel = t(kind === 'MENU' ? 'newOrder.toMenuList' : 'newOrder.toBuffetList');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('newOrder.title')}
        </Title>
        <Anchor component={Link} to={listPath}>
          {listLabel}
        </Anchor>
      </Group>

      {order.placed ? (
        <PlacedNotice
          order={order.placed}
          printOutcome={order.printOutcome}
          onClose={actions.dismissPlaced}
        />
      ) : null}

      <SegmentedControl
        aria-label={t('newOrder.kind.label')}
        size="md"
        fullWidth
        value={kind === 'MENU' ? 'menu' : 'buffet'}
        onChange={(value) => setKind(value as TKindParam)}
        data={[
          { value: 'menu', label: t('newOrder.kind.menu') },
          { value: 'buffet', label: t('newOrder.kind.buffet') },
        ]}
      />

      <OptionsDialog
        item={choosing}
        onAdd={(item, optionIds) => {
          actions.add(item, optionIds);
          setChoosing(null);
        }}
        onClose={() => setChoosing(null)}
      />

      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('newOrder.title')}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <ItemPicker
              key={kind}
              items={catalogue.data}
              loading={catalogue.isPending}
              error={catalogue.error}
              onRetry={() => void catalogue.refetch()}
              retrying={catalogue.isFetching}
              names={names.data}
              onAdd={(item) => (hasOptions(item) ? setChoosing(item) : actions.add(item))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <div className={classes.sticky}>
              <CartPanel
                lines={form.lines}
                errors={fieldErrors}
                orderType={form.orderType}
                hasPostcode={form.customer.plz.trim() !== ''}
                quote={{
                  data: quote.data,
                  stale: quote.isPlaceholderData || quote.isFetching,
                  failed: quote.isError,
                }}
                onIncrease={actions.increase}
                onDecrease={actions.decrease}
                onRemove={actions.remove}
              />
              {notice ? (
                <Alert color="blue" mt="sm" withCloseButton onClose={() => setNotice(null)} role="status">
                  {notice}
                </Alert>
              ) : null}
            </div>
          </Grid.Col>

          <Grid.Col span={12}>
            <section aria-labelledby="new-order-guest" className={classes.panel}>
              <h2 id="new-order-guest" className={classes.sectionTitle}>
                {t('newOrder.guest.title')}
              </h2>
              <Grid gap="sm">
                {customerField('phone', 6, true)}
                {customerField('email', 6)}
                {customerField('firstName', 6, true)}
                {customerField('lastName', 6)}
              </Grid>
            </section>
          </Grid.Col>

          <Grid.Col span={12}>
            <section aria-labelledby="new-order-how" className={classes.panel}>
              <h2 id="new-order-how" className={classes.sectionTitle}>
                {t('newOrder.how.title')}
              </h2>
              <Stack gap="sm">
                <SegmentedControl
                  aria-label={t('newOrder.how.orderType')}
                  size="md"
                  fullWidth
                  value={form.orderType}
                  onChange={(value) => actions.setOrderType(value as 'TAKEAWAY' | 'DELIVERY')}
                  data={orderTypes.map((type) => ({ value: type, label: orderTypeLabel(type) }))}
                />
                {form.orderType === 'DELIVERY' ? (
                  <Grid gap="sm">
                    {customerField('street', 8, true)}
                    {customerField('streetNo', 4, true)}
                    {customerField('plz', 4, true)}
                    {customerField('city', 8, true)}
                  </Grid>
                ) : null}
                <SegmentedControl
                  aria-label={t('newOrder.how.when')}
                  size="md"
                  fullWidth
                  value={form.asap ? 'asap' : 'later'}
                  onChange={(value) => actions.setAsap(value === 'asap')}
                  data={[
                    { value: 'asap', label: t('newOrder.how.asap') },
                    { value: 'later', label: t('newOrder.how.later') },
                  ]}
                />
                {form.asap ? null : (
                  <Grid gap="sm">
                    <Grid.Col span={{ base: 12, xs: 6 }}>
                      <TextInput
                        type="date"
                        size="md"
                        label={t('newOrder.how.date')}
                        value={form.date}
                        onChange={(event) => actions.setDate(event.currentTarget.value)}
                        required
                        error={fieldErrors.scheduledAt}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, xs: 6 }}>
                      <TextInput
                        type="time"
                        size="md"
                        step={300}
                        label={t('newOrder.how.time')}
                        value={form.time}
                        onChange={(event) => actions.setTime(event.currentTarget.value)}
                        required
                      />
                    </Grid.Col>
                  </Grid>
                )}
                <SegmentedControl
                  aria-label={t('newOrder.how.payment')}
                  size="md"
                  fullWidth
                  orientation={paymentOrientation}
                  value={form.paymentMethod}
                  onChange={(value) => actions.setPaymentMethod(value as TStaffPaymentMethod)}
                  data={STAFF_PAYMENT_METHODS.map((method) => ({
                    value: method,
                    label: paymentMethodLabel(method),
                  }))}
                />
                {fieldErrors.paymentMethod ? (
                  <Alert color="red" role="alert">
                    {fieldErrors.paymentMethod}
                  </Alert>
                ) : null}
                <Grid>
                  <Grid.Col span={{ base: 12, xs: 6 }}>
                    <TextInput
                      label={t('newOrder.how.promoCode')}
                      value={form.promoCode}
                      onChange={(event) => actions.setPromoCode(event.currentTarget.value)}
                      error={fieldErrors.promoCode}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={64}
                      size="md"
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, xs: 6 }}>
                    <TextInput
                      label={t('newOrder.how.voucherCode')}
                      value={form.voucherCode}
                      onChange={(event) => actions.setVoucherCode(event.currentTarget.value)}
                      error={fieldErrors.voucherCode}
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={64}
                      size="md"
                    />
                  </Grid.Col>
                </Grid>
                <Textarea
                  label={t('newOrder.how.instructions')}
                  value={form.specialInstructions}
                  onChange={(event) => actions.setSpecialInstructions(event.currentTarget.value)}
                  error={fieldErrors.specialInstructions}
                  minRows={2}
                  size="md"
                />
              </Stack>
            </section>
          </Grid.Col>

          <Grid.Col span={12}>
            <Stack gap="sm">
              {order.refusal ? (
                <Alert color="orange" title={t('newOrder.refusal.title')} role="alert">
                  <Stack gap="sm">
                    <span>{order.refusal.message}</span>
                    <TextInput
                      ref={reasonRef}
                      label={t('newOrder.refusal.reason')}
                      description={t('newOrder.refusal.reasonHint')}
                      value={order.overrideReason}
                      onChange={(event) => actions.setOverrideReason(event.currentTarget.value)}
                      error={fieldErrors['override.reason']}
                      required
                      size="md"
                      maxLength={300}
                    />
                    <Group gap="sm">
                      <Button
                        color="orange"
                        size="md"
                        loading={order.submitting}
                        onClick={() => void order.submit(true)}
                      >
                        {t('newOrder.refusal.placeAnyway')}
                      </Button>
                      <Button variant="default" size="md" onClick={order.cancelOverride}>
                        {t('newOrder.refusal.change')}
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : null}
              {order.problem ? (
                <Alert color="red" role="alert" ref={errorRef} tabIndex={-1}>
                  {order.problem.message}
                </Alert>
              ) : null}
              <Button type="submit" size="lg" loading={order.submitting} disabled={order.refusal !== null}>
                {t('newOrder.submit')}
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </Stack>
  );
}
