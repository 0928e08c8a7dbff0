/** Opening hours, pauses and slots: whether an order for a time can be taken, and the free times. */
export { hoursRoutes } from './routes';
export {
  assertOpenIn,
  hoursService,
  ORDER_TYPE_OFF_MESSAGE,
  pausedStatus,
  SLOT_SEARCH_MS,
  slotRules,
  type THoursService,
  takeSlot,
  throwClosed,
  throwOrderTypeOff,
  throwSlotFull,
  throwTooSoon,
} from './service';
export { MAX_SCHEDULE_DAYS, slotOf, type TSlotCounts, type TSlotRules } from './slots';
