import { useEffect, useRef } from 'react';

/**
 * After a refused submit, takes keyboard and screen-reader users to the first thing to fix: the first
 * field marked invalid in the form, else the form's error alert. `failedAttempts` grows by one with each
 * refusal (0: none yet).
 */
export function useFocusAfterRefusal(failedAttempts: number) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failedAttempts === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? errorRef.current)?.focus();
  }, [failedAttempts]);
  return { formRef, errorRef };
}
