import { ComingSoon } from '../../../components/coming-soon';
import { usePageTitle } from '../../../features/restaurant-info/hooks/use-page-title';

/**
 * Placeholder for the back office (every /admin path): a later issue builds its layout, guard and
 * screens. The root layout hides the public header and footer here, so the page brings its own main.
 */
export function AdminPage() {
  usePageTitle('Back office');
  return (
    <main>
      <ComingSoon title="Back office" />
    </main>
  );
}
