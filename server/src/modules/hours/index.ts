/** Opening hours, pauses and slots: whether an order for a time can be taken, and the free times. */
export { hoursRoutes } from './routes';
export {
  assertOpenIn,
  hoursService,
  pausedStatus,
  SLOT_SEARCH_MS,
  slotRules,
  type THoursService,
  takeSlot,
  throwClosed,
  throwSlotFull,
  throwTooSoon,
} from './service';
export { MAX_SCHEDULE_DAYS, slotOf, type TSlotCounts, type TSlotRules } from './slots';
