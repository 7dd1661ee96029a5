import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface MenuProps {
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (an avatar). */
  triggerLabel?: string;
  children: ReactNode;
  className?: string;
}

/**
 * Drop-down menu (header user menu, language selector). Radix handles menu semantics, arrow keys
 * (mirrored in RTL), typeahead, Escape and focus return. `align="end"` is logical: Floating UI reads
 * the direction, so the menu hangs from the trigger's right edge in LTR and its left edge in RTL.
 */
export function Menu({ trigger, triggerLabel, children, className }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={cx('cf-menu__trigger', className)} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="cf-menu" align="end" sideOffset={6}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface MenuItemProps {
  children: ReactNode;
  onSelect?: () => void;
  /** Render the item as its child (a router Link) so middle-click and "open in new tab" work. */
  asChild?: boolean;
  disabled?: boolean;
  selected?: boolean;
}

export function MenuItem({ children, onSelect, asChild, disabled, selected }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      className={cx('cf-menu__item', selected && 'cf-menu__item--selected')}
      onSelect={onSelect}
      asChild={asChild}
      disabled={disabled}
    >
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="cf-menu__separator" />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="cf-menu__label">{children}</DropdownMenu.Label>;
}
