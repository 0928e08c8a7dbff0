import { Alert } from '@/components/ui/alert';
import { useRestaurantInfo } from '@/features/restaurant-info/public';
import { usePublicServiceStatus } from '@/features/service-status/api/get-public-service-status';
import { formatServiceTime } from '@/features/service-status/service-time';
import { useT } from '@/i18n/use-i18n';

/** The page's own texts (each page's area carries its copy, so the checkout loads none of them). */
const KEYS = {
  home: {
    all: 'site.home.paused',
    one: 'site.home.pausedType',
    auto: 'site.home.autoPaused',
    autoNoPhone: 'site.home.autoPausedNoPhone',
  },
  menu: {
    all: 'site.menu.paused',
    one: 'site.menu.pausedType',
    auto: 'site.menu.autoPaused',
    autoNoPhone: 'site.menu.autoPausedNoPhone',
  },
} as const;

/**
 * 'Online orders are paused until 19:45.' on the home and menu pages while the restaurant has paused
 * online orders, naming the order type when only one is paused; while ordering pauses
 * by itself because no incoming screen is online, the server's words for it (no time to name,
 * the restaurant's phone to call); nothing otherwise.
 */
export function PausedNotice({ page, className }: { page: keyof typeof KEYS; className?: string }) {
  const t = useT();
  const { data } = usePublicServiceStatus();
  const phone = useRestaurantInfo().info?.phone.trim();
  if (data?.autoPaused) {
    return (
      <Alert color="yellow" role="status" className={className}>
        {phone ? t(KEYS[page].auto, { phone }) : t(KEYS[page].autoNoPhone)}
      </Alert>
    );
  }
  const until = data?.pausedUntil;
  if (!data || !until || new Date(until).getTime() <= Date.now()) return null;
  const time = formatServiceTime(until);
  const [only] = data.pausedOrderTypes;
  const text =
    data.pausedOrderTypes.length === 1 && only
      ? t(KEYS[page].one, { type: only, time })
      : t(KEYS[page].all, { time });
  return (
    <Alert color="yellow" role="status" className={className}>
      {text}
    </Alert>
  );
}
