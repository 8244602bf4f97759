import {
  cloneElement,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';

type TooltipComponent = typeof import('@mui/material/Tooltip').default;

// MUI's tooltip brings Popper (about 12 kB gzipped): the list's cards load it on the first hover.
let loaded: TooltipComponent | undefined;
const loadTooltip = () => import('@mui/material/Tooltip').then((module) => (loaded = module.default));

interface ChildProps {
  title?: string;
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent) => void;
  onPointerLeave?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent) => void;
}

/**
 * MUI's `<Tooltip describeChild>` (decision 056) whose code loads when the pointer first rests on the
 * child or the keyboard's focus lands on it. Until then the child carries the title as MUI's closed
 * tooltip gives it (the `title` attribute). Once loaded, MUI's tooltip takes over, open if the
 * pointer or the focus is still there; the child is a new element then, so it takes the focus back.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<ChildProps> }) {
  const [tooltip, setTooltip] = useState(() => (loaded ? { Tooltip: loaded } : null));
  // Where the pointer and the focus are until the tooltip has loaded; then MUI's events say.
  const [wanted, setWanted] = useState({ pointer: false, focus: false });
  const [open, setOpen] = useState<boolean | null>(null);

  if (tooltip) {
    return (
      <tooltip.Tooltip
        title={title}
        describeChild
        open={open ?? (wanted.pointer || wanted.focus)}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {wanted.focus ? cloneElement(children, { ref: takeFocus }) : children}
      </tooltip.Tooltip>
    );
  }

  const want = (change: Partial<typeof wanted>) => {
    setWanted((previous) => ({ ...previous, ...change }));
    if (change.pointer || change.focus) void loadTooltip().then((Tooltip) => setTooltip({ Tooltip }));
  };
  return cloneElement(children, {
    title,
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') want({ pointer: true });
    },
    onPointerLeave: () => want({ pointer: false }),
    // MUI opens a tooltip on a visible focus (the keyboard's), not on a click's.
    onFocus: (event) => {
      if (event.currentTarget.matches(':focus-visible')) want({ focus: true });
    },
    onBlur: () => want({ focus: false }),
  });
}

/** The loaded tooltip's child is a new element: it takes the focus the first one had. */
const takeFocus = (node: HTMLElement | null) => node?.focus();
