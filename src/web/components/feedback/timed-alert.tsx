import Alert, { type AlertProps } from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a success banner stays (spec 9). */
export const SUCCESS_BANNER_MS = 4000;

interface TimedAlertProps extends Omit<AlertProps, 'onClose' | 'children'> {
  /** The text to show; nothing shows while it is null. */
  message: string | null;
  /** Shown after the text, such as a link to what the message is about. */
  extra?: ReactNode;
  /** Called when the time is up or the user dismisses the banner. */
  onClose: () => void;
  duration?: number;
}

/** A dismissible banner that closes itself after `duration` ms (the spec's success message). */
export function TimedAlert({
  message,
  extra,
  onClose,
  duration = SUCCESS_BANNER_MS,
  ...props
}: TimedAlertProps) {
  const { t } = useTranslation();
  // The text stays while the banner collapses away.
  const [shown, setShown] = useState(message);
  if (message && message !== shown) setShown(message);
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => close(), duration);
    return () => window.clearTimeout(timer);
  }, [message, duration]);

  return (
    <Collapse in={Boolean(message)} unmountOnExit>
      <Alert
        severity="success"
        role="status"
        onClose={onClose}
        slotProps={{ closeButton: { title: t('common.dismiss'), 'aria-label': t('common.dismiss') } }}
        {...props}
      >
        {shown}
        {extra && <> {extra}</>}
      </Alert>
    </Collapse>
  );
}
