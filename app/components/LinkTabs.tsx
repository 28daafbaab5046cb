import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

export type LinkTab = { id: string; label: string; href: string };

type ClassNames = { root?: string; list: string; tab: string };

/** Keys that move along a horizontal tab list, and where each one goes (decision 021). */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Tabs that are links (`?tab=…`), so each opens its panel without JavaScript too, written on the
 * page's own elements as the ARIA practices' tabs with automatic activation (decision 021): the
 * selected tab is the one tab stop; the arrow keys, Home and End move to a tab and open it.
 * With JavaScript a tab opens through `navigate`, in the page; a click with a modifier key is left
 * to the browser (a new tab or window). `panel` is the selected tab's content, the only one
 * rendered, and always holds a link or a button, so the panel itself is not a tab stop.
 * `beforePanel` sits between the tabs and the panel (the FAQ's results count).
 */
export function LinkTabs({
  label,
  tabs,
  selected,
  navigate,
  panel,
  beforePanel,
  classNames,
}: {
  label: string;
  tabs: readonly LinkTab[];
  selected: string;
  navigate: (href: string) => void;
  panel: ReactNode;
  beforePanel?: ReactNode;
  classNames: ClassNames;
}) {
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = `${id}-tabpanel`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, tab: LinkTab) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(tab.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const move = moves[event.key];
    if (!move || event.metaKey || event.ctrlKey || event.altKey) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)]!;
    document.getElementById(tabId(next.id))?.focus();
    if (next.id !== selected) navigate(next.href);
  };

  return (
    <div className={classNames.root}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={classNames.list}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              id={tabId(tab.id)}
              href={tab.href}
              role="tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={classNames.tab}
              onClick={(event) => onClick(event, tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {beforePanel}
      <div key={selected} id={panelId} role="tabpanel" aria-labelledby={tabId(selected)}>
        {panel}
      </div>
    </div>
  );
}
