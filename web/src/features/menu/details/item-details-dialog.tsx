import { MAX_LINE_QUANTITY } from '@app/shared/cart-limits';
import type { TBuffetItem, TMenuItem } from '@app/shared/catalog';
import { chfToRappen, formatRappen, roundHalfUp } from '@app/shared/money';
import { checkOptionChoice } from '@app/shared/option-choices';
import type { TOrderKind } from '@app/shared/order-kind';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cartLineKey, itemKeyOf, type TCartOption, useCart } from '@/features/cart/public';
import { ItemDeclarations } from '@/features/menu/declarations/declarations-ui';
import type { TSalePrice } from '@/features/menu/sale-price';
import { useT } from '@/i18n/use-i18n';
import { choiceGroupsOf } from '@/lib/choice-groups';
import { formatChf } from '@/lib/format';
import classes from './item-details.module.css';
import { groupsInOrder, OptionGroups } from './option-groups';

/** The large photo: the whole sheet's width on a phone, the 640 px dialog from 48em. */
const DETAILS_PHOTO_SIZES = '(min-width: 48em) 640px, 100vw';

export interface TItemDetailsProps {
  item: TMenuItem | TBuffetItem;
  kind: TOrderKind;
  /** The price under the active sale, if one applies. */
  sale?: TSalePrice | undefined;
  /** Called once the dialog has closed (Escape, ×, the backdrop, or after Add). */
  onClose: () => void;
}

/**
 * A dish's details: the large photo, the full description, its declarations, a quantity and
 * Add. A native modal `<dialog>` (focus kept inside, Escape closes, the rest of the page inert), labelled
 * by the dish's name; a full-screen sheet on a phone, centred from 48em. Its own chunk, loaded on the
 * first open (menu-view.tsx).
 */
export function ItemDetailsDialog({ item, kind, sale, onClose }: TItemDetailsProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { lines, add } = useCart();
  const [quantity, setQuantity] = useState(1);
  const orderable = item.available && !item.soldOutToday;
  const options = useOptionChoice(item);
  // Room left on the line these options make; "in cart" counts the dish with any options.
  const lineKey = cartLineKey(kind, item.id, options.ordered);
  const inLine = lines.find((line) => line.key === lineKey)?.quantity ?? 0;
  const inCart = lines.reduce(
    (sum, line) => (itemKeyOf(line) === itemKeyOf({ kind, id: item.id }) ? sum + line.quantity : sum),
    0,
  );
  const room = Math.max(0, MAX_LINE_QUANTITY - inLine);
  const count = Math.min(quantity, Math.max(1, room));

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  const close = () => {
    const element = dialog.current;
    if (element && typeof element.close === 'function' && element.open) element.close();
    else onClose();
  };

  const photo = item.photo;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is the keyboard's way
    <dialog
      ref={dialog}
      className={classes.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // The backdrop is the dialog element itself (its content fills a child).
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={classes.sheet}>
        <button type="button" className={classes.close} aria-label={t('menu.details.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        {photo ? (
          <picture className={classes.photo}>
            {(photo.sources ?? []).map((source) => (
              <source
                key={source.type}
                type={source.type}
                srcSet={source.srcset}
                sizes={DETAILS_PHOTO_SIZES}
              />
            ))}
            <img
              src={photo.url}
              srcSet={photo.srcset}
              sizes={DETAILS_PHOTO_SIZES}
              width={photo.width}
              height={photo.height}
              alt={item.name}
            />
          </picture>
        ) : null}
        <div className={classes.body}>
          <div className={classes.heading}>
            <h2 id={titleId} className={classes.title}>
              {item.name}
            </h2>
            {sale ? (
              <p className={classes.price}>
                <s className={classes.regular}>
                  <span className={classes.visuallyHidden}>{`${t('site.menu.regularPrice')} `}</span>
                  {formatChf(item.price)}
                </s>{' '}
                <span className={classes.visuallyHidden}>{`${t('site.menu.salePrice')} `}</span>
                {formatChf(sale.price)}
              </p>
            ) : (
              <p className={classes.price}>{formatChf(item.price)}</p>
            )}
          </div>
          {item.description.trim() !== '' ? <p className={classes.description}>{item.description}</p> : null}
          <ItemDeclarations item={item} />
          {!item.available ? (
            <p className={classes.notOrderable}>{t('site.menu.unavailable')}</p>
          ) : item.soldOutToday ? (
            <p className={classes.notOrderable}>{t('site.menu.soldOut')}</p>
          ) : null}
          {orderable && options.groups.length > 0 ? (
            <OptionGroups
              groups={options.groups}
              chosen={options.chosen}
              onChange={options.choose}
              invalid={options.invalid}
              groupRef={options.groupRef}
            />
          ) : null}
          {orderable ? (
            // With options the dialog is long: quantity and Add stay in sight at its bottom.
            <div className={classes.order} data-sticky={options.groups.length > 0 || undefined}>
              <QuantityStepper value={quantity} max={Math.max(1, room)} onChange={setQuantity} />
              <Button
                size="md"
                disabled={room === 0}
                onClick={() => {
                  if (!options.check()) return;
                  add(
                    {
                      kind,
                      id: item.id,
                      name: item.name,
                      priceRaw: item.price,
                      vatClass: item.vatClass,
                      ...(options.ordered.length > 0
                        ? { options: options.ordered, optionDetails: options.details }
                        : {}),
                    },
                    Math.min(quantity, room),
                  );
                  close();
                }}
              >
                {options.groups.length > 0
                  ? t('menu.details.addPrice', {
                      count,
                      amount: formatRappen(lineTotal(item.price, options.deltaRappen, count, sale)),
                    })
                  : t('menu.details.add', { count })}
              </Button>
              {inCart > 0 ? (
                <p className={classes.inCart}>{t('site.cart.inCart', { count: inCart })}</p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

/**
 * What Add costs: (the item's price + its options' differences) × quantity, less the active sale's
 * percent as the checkout takes it off (rounded half up to the Rappen); the server prices the order.
 */
export function lineTotal(
  price: number,
  deltaRappen: number,
  quantity: number,
  sale: Pick<TSalePrice, 'percent'> | undefined,
): number {
  const total = (chfToRappen(price) + deltaRappen) * quantity;
  // The percent in tenths, as the shared pricing takes it (12.5 % -> 125).
  return sale ? total - roundHalfUp(total * Math.round(sale.percent * 10), 1000) : total;
}

/**
 * The options chosen in the dialog, checked by the rule the server applies (shared/option-choices.ts):
 * their ids in the item's order, their price, and on Add the groups left below their minimum (marked,
 * and the focus taken to the first).
 */
function useOptionChoice(item: TMenuItem | TBuffetItem) {
  const groups = useMemo(() => groupsInOrder(item.optionGroups ?? []), [item.optionGroups]);
  const choiceGroups = useMemo(() => choiceGroupsOf(groups), [groups]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const elements = useRef(new Map<number, HTMLFieldSetElement>());
  const result = checkOptionChoice(choiceGroups, chosen);
  const byId = new Map(groups.flatMap((group) => group.options.map((option) => [option.id, option])));
  const details: TCartOption[] = result.ordered.flatMap((id) => {
    const option = byId.get(id);
    return option ? [{ name: option.name, priceDelta: option.priceDelta }] : [];
  });
  const missingGroups = (ids: readonly number[]) =>
    checkOptionChoice(choiceGroups, ids)
      .problems.filter((problem) => problem.code === 'OPTION_REQUIRED')
      .map((problem) => problem.groupId ?? 0);
  return {
    groups,
    chosen,
    ordered: result.ordered,
    details,
    deltaRappen: result.deltaRappen,
    invalid,
    choose: (next: number[]) => {
      setChosen(next);
      // A group marked missing stops saying so once it has what it needs.
      if (invalid.size > 0) {
        const still = new Set(missingGroups(next));
        setInvalid(new Set([...invalid].filter((id) => still.has(id))));
      }
    },
    groupRef: (groupId: number, element: HTMLFieldSetElement | null) => {
      if (element) elements.current.set(groupId, element);
      else elements.current.delete(groupId);
    },
    /** Whether the choice can be added; if not, marks the groups missing a choice and focuses the first. */
    check: (): boolean => {
      const missing = missingGroups(chosen);
      if (missing.length === 0) return true;
      setInvalid(new Set(missing));
      const first = elements.current.get(missing[0] ?? 0);
      first?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      first?.scrollIntoView?.({ block: 'center' });
      return false;
    },
  };
}

/** 1 to `max`, with − and + buttons around the number. */
function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const t = useT();
  return (
    <fieldset className={classes.stepper}>
      <legend className={classes.stepperLabel}>{t('menu.details.quantity')}</legend>
      <button
        type="button"
        className={classes.step}
        aria-label={t('menu.details.fewer')}
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={classes.count} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={classes.step}
        aria-label={t('menu.details.more')}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
