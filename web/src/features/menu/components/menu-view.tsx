import type { TBuffetItem, TMenuItem } from '@app/shared/catalog';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TDiscountPercents } from '@app/shared/pricing';
import type { TVatClass } from '@app/shared/vat';
import { useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  memo,
  type ReactNode,
  startTransition,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { Text } from '@/components/ui/typography';
import { AddToCartButton } from '@/features/cart/public';
import { useBuffetItems } from '@/features/menu/api/get-buffet-items';
import { useCategories } from '@/features/menu/api/get-categories';
import { menuItemsQueryOptions, useMenuItems } from '@/features/menu/api/get-menu-items';
import {
  FilterEmptySlot,
  ItemDeclarationsSlot,
  MenuFilterPanelSlot,
} from '@/features/menu/declarations/declarations-slots';
import {
  activeParts,
  matchesFilter,
  NO_FILTER,
  readFilter,
  writeFilter,
} from '@/features/menu/declarations/menu-filter';
import type { TItemDetailsProps } from '@/features/menu/details/item-details-dialog';
import { loadItemDetails } from '@/features/menu/details/load-item-details';
import { groupMenuItems } from '@/features/menu/group-menu-items';
import { salePrice } from '@/features/menu/sale-price';
import { matchesSearch, readSearch, searchWords, writeSearch } from '@/features/menu/search/menu-search';
import { MenuSearchBox, SearchEmpty } from '@/features/menu/search/menu-search-box';
import { useT } from '@/i18n/use-i18n';
import { drawsServerMarkup, useBrowserState } from '@/lib/hydration';
import { preloadCardPhoto, type TPhotoLoading } from './card-photo';
import classes from './catalog.module.css';
import { CatalogItemCard } from './catalog-item-card';
import { CatalogSection } from './catalog-section';
import { CategoryJump, type TJumpTarget } from './category-jump';
import { MenuSkeleton } from './menu-skeleton';

/** The spec's English text of an empty menu ('site.menu.empty' in the catalogue). */
export const MENU_EMPTY_MESSAGE = 'The menu is being prepared. Please check back soon.';
const BUFFET_SECTION_ID = 'buffet';

/** What an item card's action (the page's add-to-cart button) gets to know about its item. */
export interface TOrderableItem {
  kind: TOrderKind;
  id: number;
  name: string;
  price: number;
  vatClass?: TVatClass | undefined;
}

const NO_SALE: TDiscountPercents = { percentMenu: 0, percentBuffet: 0 };

/** Cards whose photo loads at once (about what a tablet or desktop shows first); the rest lazily. */
const EAGER_PHOTOS = 3;

function photoLoading(index: number): TPhotoLoading {
  if (index === 0) return 'first';
  return index < EAGER_PHOTOS ? 'eager' : 'lazy';
}

type TDetails = Omit<TItemDetailsProps, 'onClose'>;

/**
 * The details dialog: its code arrives on the first open; the focus goes back to the card's
 * name when it closes.
 */
function useItemDetails() {
  const [Dialog, setDialog] = useState<ComponentType<TItemDetailsProps> | null>(null);
  const [details, setDetails] = useState<TDetails | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const open = (next: TDetails) => (button: HTMLElement) => {
    trigger.current = button;
    loadItemDetails().then(
      (component) => {
        setDialog(() => component);
        setDetails(next);
      },
      () => {
        // Offline or a new deployment: the card's own Add still works; the next tap tries again.
      },
    );
  };
  const dialog =
    Dialog && details ? (
      <Dialog
        {...details}
        onClose={() => {
          setDetails(null);
          trigger.current?.focus();
        }}
      />
    ) : null;
  return { open, dialog };
}

interface TMenuViewProps {
  pathname: string;
  /** Percents of the active sale; items show their sale price when above 0. */
  discount?: TDiscountPercents;
  /** Rendered on each available item, e.g. an add-to-cart button. */
  renderAction?: (item: TOrderableItem) => ReactNode;
}

/**
 * The first card's photo is the page's largest paint: its download starts when the menu's answer is in
 * (a promise settles before the query's observers re-render), not after all cards have rendered.
 */
function usePreloadFirstPhoto() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let live = true;
    queryClient.fetchQuery(menuItemsQueryOptions()).then(
      (items) => {
        const photo = live ? groupMenuItems(items)[0]?.items[0]?.photo : null;
        if (photo) preloadCardPhoto(photo);
      },
      () => {
        // The view shows the failure itself.
      },
    );
    return () => {
      live = false;
    };
  }, [queryClient]);
}

/**
 * Sections in the first paint; the others follow in a transition, which React renders in slices that
 * yield to the browser. The whole menu at once (about 1,400 elements with the photos) was one long task
 * that held up the first cards' paint, the page's largest, and most of its Total Blocking Time.
 */
const FIRST_SECTIONS = 2;

/**
 * Whether every section is drawn: at once when `now`, else once the menu is in and painted. The server
 * draws every section (search engines and a first paint without JavaScript see the whole menu), and so does
 * the render that hydrates its HTML.
 */
function useDrawRest(ready: boolean, now: boolean): boolean {
  const [rest, setRest] = useState(() => now || drawsServerMarkup());
  useEffect(() => {
    if (ready && !rest) startTransition(() => setRest(true));
  }, [ready, rest]);
  return rest || now;
}

/**
 * The public menu: categories in menu order, then the buffet, each loading and failing on its own.
 * Memoized: the page around it draws again when the restaurant's details, the service status or the cart
 * change, and drawing its hundreds of elements again each time was a long task on a phone.
 */
export const MenuView = memo(function MenuView({
  pathname,
  discount = NO_SALE,
  renderAction,
}: TMenuViewProps) {
  const t = useT();
  const menu = useMenuItems();
  const buffet = useBuffetItems();
  const categories = useCategories();
  usePreloadFirstPhoto();
  // The diner's filter (allergens, diet, spiciness): applied from the first paint, its panel with its chunk.
  const [filter, setFilter] = useBrowserState(readFilter, NO_FILTER);
  const filtered = activeParts(filter) > 0;
  // The search: the list follows the typing a moment later, the box at once.
  const [query, setQueryState] = useBrowserState(readSearch, '');
  const setQuery = (next: string) => {
    setQueryState(next);
    writeSearch(next);
  };
  const deferredQuery = useDeferredValue(query);
  const words = useMemo(() => searchWords(deferredQuery), [deferredQuery]);
  const searching = words.length > 0;
  const details = useItemDetails();
  const menuItems = useMemo(
    () => (menu.data ?? []).filter((item) => matchesFilter(item, filter) && matchesSearch(item, words)),
    [menu.data, filter, words],
  );
  const groups = useMemo(() => groupMenuItems(menuItems, categories.data), [menuItems, categories.data]);
  const buffetItems = (buffet.data ?? []).filter(
    (item) => matchesFilter(item, filter) && matchesSearch(item, words),
  );
  const total = (menu.data?.length ?? 0) + (buffet.data?.length ?? 0);
  const shown = menuItems.length + buffetItems.length;
  // Sections off screen are drawn when scrolled near (catalog.module.css), at an estimated height until
  // then. A category in the address (a jump link, or a shared /menu#dessert) needs the real heights
  // before the layout scrolls to it, or it would land short of it: then every section is drawn.
  const { hash } = useLocation();
  const drawAll = hash !== '';
  const drawRest = useDrawRest(menu.isSuccess, drawAll);

  const searchBox = <MenuSearchBox query={query} onChange={setQuery} />;
  // The sections wait for their names and order (they come with /menu's HTML; a failure shows codes).
  const menuPending = menu.isPending || categories.isPending;
  if (menuPending && buffet.isPending) {
    return (
      <div className={classes.view}>
        {searchBox}
        <MenuSkeleton />
      </div>
    );
  }

  const empty = menu.isSuccess && buffet.isSuccess && total === 0;
  if (empty) {
    return (
      <Text size="lg" className={classes.empty} role="status">
        {t('site.menu.empty')}
      </Text>
    );
  }

  const targets: TJumpTarget[] = groups.map(({ sectionId, label }) => ({ sectionId, label }));
  if (buffetItems.length > 0) targets.push({ sectionId: BUFFET_SECTION_ID, label: t('site.menu.buffet') });

  const bothLoaded = menu.isSuccess && buffet.isSuccess;
  // Cards in the order they are drawn: the first few load their photos at once.
  let cardIndex = 0;
  const card = (item: TMenuItem | TBuffetItem, kind: TOrderKind) => {
    const sale = salePrice(item.price, kind, discount);
    const index = cardIndex++;
    const orderable: TOrderableItem = {
      kind,
      id: item.id,
      name: item.name,
      price: item.price,
      vatClass: item.vatClass,
    };
    // A dish with options is added from its dialog, where the diner chooses them: its Add opens it.
    const action =
      renderAction && item.optionGroups?.length ? (
        <AddToCartButton
          item={{ kind, id: item.id, name: item.name, priceRaw: item.price, vatClass: item.vatClass }}
          onChoose={details.open({ item, kind, sale })}
        />
      ) : (
        renderAction?.(orderable)
      );
    return (
      <CatalogItemCard
        key={item.id}
        name={item.name}
        description={item.description}
        price={item.price}
        available={item.available}
        soldOutToday={item.soldOutToday}
        sale={sale}
        photo={item.photo}
        photoLoading={photoLoading(index)}
        // A dish that is off the menu for now has no details to order from (sold out today has).
        onOpen={item.available ? details.open({ item, kind, sale }) : undefined}
        details={<ItemDeclarationsSlot item={item} />}
        action={action}
      />
    );
  };

  return (
    <div className={drawAll ? `${classes.view} ${classes.drawAll}` : classes.view}>
      {searchBox}
      {searching ? (
        <p className={classes.visuallyHidden} role="status">
          {t('site.menu.searchFound', { count: shown })}
        </p>
      ) : null}
      <CategoryJump pathname={pathname} targets={targets} drawn={drawRest} />
      {total > 0 ? (
        // Its place is kept while its chunk comes in, or it would push every card down (layout shift).
        <div className={classes.filterSlot}>
          <MenuFilterPanelSlot
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              writeFilter(next);
            }}
            shown={shown}
            total={total}
          />
        </div>
      ) : null}
      {searching && shown === 0 && bothLoaded ? (
        <SearchEmpty query={deferredQuery} onClear={() => setQuery('')} />
      ) : null}
      {!searching && filtered && shown === 0 && bothLoaded ? <FilterEmptySlot /> : null}

      {menuPending ? <MenuSkeleton /> : null}
      {menu.isError ? (
        <ErrorAlert
          title={t('site.menu.failed')}
          message={menu.error.message}
          onRetry={() => void menu.refetch()}
          retrying={menu.isFetching}
        />
      ) : null}
      {(menuPending ? [] : drawRest ? groups : groups.slice(0, FIRST_SECTIONS)).map((group) => (
        <CatalogSection
          key={group.category}
          id={group.sectionId}
          title={group.label}
          itemCount={group.items.length}
        >
          {group.items.map((item) => card(item, 'MENU'))}
        </CatalogSection>
      ))}

      {buffet.isPending ? <MenuSkeleton label={t('site.menu.loadingBuffet')} /> : null}
      {buffet.isError ? (
        <ErrorAlert
          title={t('site.menu.buffetFailed')}
          message={buffet.error.message}
          onRetry={() => void buffet.refetch()}
          retrying={buffet.isFetching}
        />
      ) : null}
      {buffetItems.length > 0 && (drawRest || groups.length < FIRST_SECTIONS) ? (
        <CatalogSection id={BUFFET_SECTION_ID} title={t('site.menu.buffet')} itemCount={buffetItems.length}>
          {buffetItems.map((item) => card(item, 'BUFFET'))}
        </CatalogSection>
      ) : null}
      {details.dialog}
    </div>
  );
});
