import type { MouseEvent } from 'react';

/** First focusable element: lets keyboard users jump past the navigation to the page content. */
export function SkipLink({
  targetId,
  children = 'Skip to main content',
}: {
  targetId: string;
  children?: string;
}) {
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
      {children}
    </a>
  );
}
