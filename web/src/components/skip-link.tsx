import type { MouseEvent } from 'react';
import { useT } from '@/i18n/use-i18n';

/** First focusable element: lets keyboard users jump past the navigation to the page content. */
export function SkipLink({ targetId, children }: { targetId: string; children?: string }) {
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus the target without changing the URL (a hash would be taken as a section link).
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={onClick}>
      {children ?? t('site.skipLink')}
    </a>
  );
}
