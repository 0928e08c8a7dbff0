/** Dish options (docs/decisions/026): option groups, the groups of menu and buffet items, a line's options decided. */
export { dishOptionsRoutes } from './routes';
export {
  dishOptionsService,
  itemOptionGroupIds,
  OPTIONS_MESSAGE,
  orderedOptions,
  problemMessage,
  publicGroup,
  setItemOptionGroups,
  type TDishOptionsService,
  type TStoredGroup,
} from './service';
