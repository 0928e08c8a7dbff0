import { ComingSoon } from '../../components/coming-soon';
import { usePageTitle } from '../../features/restaurant-info/hooks/use-page-title';

/** Placeholder: a later issue builds this page (spec section 2). */
export function LoginPage() {
  usePageTitle('Admin login');
  return <ComingSoon title="Admin login" />;
}
