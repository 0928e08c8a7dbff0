import { Button, Group, Switch, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import toolbar from '@/components/compact-toolbar.module.css';
import type { TScreenState } from '@/features/incoming/hooks/use-screen-state';
import { useAdminT } from '@/i18n/use-i18n';

interface TThisScreenProps {
  screen: TScreenState;
  /** Sound unlocked by a first interaction. */
  soundReady: boolean;
}

/** 'sound on', 'muted' or 'sound off' for a screen's state (this one's or another's in the list). */
export function soundStateKey(state: { soundReady: boolean; muted: boolean }) {
  if (state.muted) return 'screen.sound.muted' as const;
  return state.soundReady ? ('screen.sound.on' as const) : ('screen.sound.off' as const);
}

function NameForm({
  initial,
  onSave,
  onCancel,
  describedBy,
}: {
  initial: string;
  onSave: (name: string) => void;
  onCancel?: () => void;
  /** What the field is for, said by screen readers (the toolbar has no room to show it). */
  describedBy?: string;
}) {
  const t = useAdminT();
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) onSave(name);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="center" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('screen.nameLabel')}
          aria-describedby={describedBy}
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.currentTarget.value)}
          w="12rem"
        />
        <Button type="submit" disabled={!name.trim()}>
          {t('common.save')}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}

/**
 * This incoming screen as the back office sees it: its name (asked for once, editable), its
 * sound state and its mute switch, as one row of the screen's toolbar. The heartbeat reports the same state.
 */
export function ThisScreen({ screen, soundReady }: TThisScreenProps) {
  const t = useAdminT();
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const askId = useId();

  if (!screen.named) {
    // Asked once, in one row, without blocking the screen: orders keep coming in below while it waits.
    return (
      <section aria-labelledby={titleId} className={toolbar.control}>
        <Title order={2} size="h5" id={titleId}>
          {t('screen.askTitle')}
        </Title>
        <VisuallyHidden id={askId}>{t('screen.askText')}</VisuallyHidden>
        <NameForm initial={screen.defaultName} onSave={screen.setName} describedBy={askId} />
      </section>
    );
  }

  return (
    <div className={toolbar.control}>
      {editing ? (
        <NameForm
          initial={screen.name}
          onSave={(name) => {
            screen.setName(name);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('screen.this', {
              name: screen.name,
              sound: t(soundStateKey({ soundReady, muted: screen.muted })),
            })}
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>
            {t('screen.rename')}
          </Button>
        </>
      )}
      <Switch
        label={t('screen.mute')}
        checked={screen.muted}
        onChange={(event) => screen.setMuted(event.currentTarget.checked)}
      />
    </div>
  );
}
