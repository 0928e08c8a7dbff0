import type { TOrderKind } from '@app/shared/order-kind';
import type { TDiscountPercents } from '@app/shared/pricing';
import type { TVatClass } from '@app/shared/vat';
import { type ReactNode, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { Text } from '@/components/ui/typography';
import { useBuffetItems } from '@/features/menu/api/get-buffet-items';
import { useMenuItems } from '@/features/menu/api/get-menu-items';
import {
  activeParts,
  matchesFilter,
  readFilter,
  writeFilter,
} from '@/features/menu/declarations/menu-filter';
import { useDeclarationsUi } from '@/features/menu/declarations/use-declarations-ui';
import { groupMenuItems } from '@/features/menu/group-menu-items';
import { salePrice } from '@/features/menu/sale-price';
import { useLanguage, useT } from '@/i18n/use-i18n';
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

interface TMenuViewProps {
  pathname: string;
  /** Percents of the active sale; items show their sale price when above 0. */
  discount?: TDiscountPercents;
  /** Rendered on each available item, e.g. an add-to-cart button. */
  renderAction?: (item: TOrderableItem) => ReactNode;
}

/** The public menu: categories in menu order, then the buffet, each loading and failing on its own. */
export function MenuView({ pathname, discount = NO_SALE, renderAction }: TMenuViewProps) {
  const t = useT();
  const menu = useMenuItems();
  const buffet = useBuffetItems();
  const language = useLanguage();
  const ui = useDeclarationsUi();
  // The diner's filter (issue 19): applied from the first paint, its panel comes with `ui`.
  const [filter, setFilter] = useState(readFilter);
  const filtered = activeParts(filter) > 0;
  const menuItems = useMemo(
    () => (menu.data ?? []).filter((item) => matchesFilter(item, filter)),
    [menu.data, filter],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the category names are in the language
  const groups = useMemo(() => groupMenuItems(menuItems), [menuItems, language]);
  const buffetItems = (buffet.data ?? []).filter((item) => matchesFilter(item, filter));
  const total = (menu.data?.length ?? 0) + (buffet.data?.length ?? 0);
  const shown = menuItems.length + buffetItems.length;
  // Sections off screen are drawn when scrolled near (catalog.module.css), at an estimated height until
  // then. A category in the address (a jump link, or a shared /menu#dessert) needs the real heights
  // before the layout scrolls to it, or it would land short of it: then every section is drawn.
  const { hash } = useLocation();
  const drawAll = hash !== '';

  if (menu.isPending && buffet.isPending) return <MenuSkeleton />;

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

  return (
    <div className={drawAll ? `${classes.view} ${classes.drawAll}` : classes.view}>
      <CategoryJump pathname={pathname} targets={targets} />
      {ui && total > 0 ? (
        <ui.MenuFilterPanel
          filter={filter}
          onChange={(next) => {
            setFilter(next);
            writeFilter(next);
          }}
          shown={shown}
          total={total}
        />
      ) : null}
      {ui && filtered && shown === 0 && menu.isSuccess && buffet.isSuccess ? <ui.FilterEmpty /> : null}

      {menu.isPending ? <MenuSkeleton /> : null}
      {menu.isError ? (
        <ErrorAlert
          title={t('site.menu.failed')}
          message={menu.error.message}
          onRetry={() => void menu.refetch()}
          retrying={menu.isFetching}
        />
      ) : null}
      {groups.map((group) => (
        <CatalogSection
          key={group.category}
          id={group.sectionId}
          title={group.label}
          itemCount={group.items.length}
        >
          {group.items.map((item) => (
            <CatalogItemCard
              key={item.id}
              name={item.name}
              description={item.description}
              price={item.price}
              available={item.available}
              soldOutToday={item.soldOutToday}
              sale={salePrice(item.price, 'MENU', discount)}
              details={ui ? <ui.ItemDeclarations item={item} /> : null}
              action={renderAction?.({
                kind: 'MENU',
                id: item.id,
                name: item.name,
                price: item.price,
                vatClass: item.vatClass,
              })}
            />
          ))}
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
      {buffetItems.length > 0 ? (
        <CatalogSection id={BUFFET_SECTION_ID} title={t('site.menu.buffet')} itemCount={buffetItems.length}>
          {buffetItems.map((item) => (
            <CatalogItemCard
              key={item.id}
              name={item.name}
              description={item.description}
              price={item.price}
              available={item.available}
              soldOutToday={item.soldOutToday}
              sale={salePrice(item.price, 'BUFFET', discount)}
              details={ui ? <ui.ItemDeclarations item={item} /> : null}
              action={renderAction?.({
                kind: 'BUFFET',
                id: item.id,
                name: item.name,
                price: item.price,
                vatClass: item.vatClass,
              })}
            />
          ))}
        </CatalogSection>
      ) : null}
    </div>
  );
}
