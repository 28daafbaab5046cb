import { useRef, type ReactNode } from "react";
import { useFocusRing } from "react-aria/useFocusRing";
import { useHover } from "react-aria/useHover";
import { mergeProps } from "react-aria/mergeProps";
import { useTab, useTabList } from "react-aria/useTabList";
import { Item } from "react-stately/Item";
import { useTabListState, type TabListState } from "react-stately/useTabListState";

export type LinkTab = { id: string; label: string; href: string };

type ClassNames = { root?: string; list: string; tab: string };

/**
 * Tabs that are links (`?tab=…`), so each opens its panel without JavaScript too. Built on the
 * same react-aria hooks as react-aria-components' Tabs, with a static collection: the server's
 * tabs are hydrated in place instead of being built again after hydration (decision 019). The
 * links go through the nearest `RouterProvider`; `panel` is the selected tab's content, the only
 * one rendered, and always holds a link or a button. `beforePanel` sits between the tabs and the
 * panel (the FAQ's results count).
 */
export function LinkTabs({
  label,
  tabs,
  selected,
  panel,
  beforePanel,
  classNames,
}: {
  label: string;
  tabs: readonly LinkTab[];
  selected: string;
  panel: ReactNode;
  beforePanel?: ReactNode;
  classNames: ClassNames;
}) {
  const state = useTabListState({
    selectedKey: selected,
    children: tabs.map((tab) => (
      <Item key={tab.id} href={tab.href} textValue={tab.label}>
        {tab.label}
      </Item>
    )),
  });
  const listRef = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ "aria-label": label }, state, listRef);

  return (
    <div className={classNames.root}>
      <div {...tabListProps} ref={listRef} className={classNames.list}>
        {tabs.map((tab) => (
          <TabLink key={tab.id} id={tab.id} state={state} className={classNames.tab}>
            {tab.label}
          </TabLink>
        ))}
      </div>
      {beforePanel}
      <div
        key={selected}
        role="tabpanel"
        // The ids useTab gives the selected tab and names as the panel it controls: react-aria
        // derives both from the tab list's id as `${list}-${role}-${key}` (the browser tests
        // check the panel is named by its tab).
        id={`${tabListProps.id}-tabpanel-${selected}`}
        aria-labelledby={`${tabListProps.id}-tab-${selected}`}
      >
        {panel}
      </div>
    </div>
  );
}

function TabLink({
  id,
  state,
  className,
  children,
}: {
  id: string;
  state: TabListState<object>;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { tabProps, isSelected, isPressed } = useTab({ key: id }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <a
      {...mergeProps(tabProps, focusProps, hoverProps)}
      ref={ref}
      className={className}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </a>
  );
}
