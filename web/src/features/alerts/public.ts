export { installSoundUnlock, isSoundSupported, isSoundUnlocked, onSoundUnlocked, playSound } from './sound';
export { alertsQueryKey, requestAlertsRefresh } from './use-alerts';
export { useMarkAlertsSeenOnOpen } from './use-mark-alerts-seen';
