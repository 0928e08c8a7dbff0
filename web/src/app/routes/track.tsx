import { ComingSoon } from '../../components/coming-soon';
import { usePageTitle } from '../../features/restaurant-info/hooks/use-page-title';

/** Placeholder: a later issue builds this page (spec section 2). */
export function TrackPage() {
  usePageTitle('Track your order');
  return <ComingSoon title="Track your order" />;
}
