import { createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs for a page whose selected tab lives in its URL (User Administration), styled by Chakra's own tabs recipe.
 * Chakra's Tabs run zag's state machine, which with its runtime is about 13 kB gzip on the page's first view;
 * here the parent already holds the state, so what is left is the WAI-ARIA tabs pattern: one tab stop, arrow keys,
 * Home and End move and select (automatic activation, as Chakra's default), and only the shown panel is mounted.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'tabs' });

const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & SlotRecipeProps<'tabs'>>('div', 'root');
const List = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'list');
const Trigger = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'trigger');
const Content = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');

export interface PageTab<V extends string> {
  value: V;
  label: ReactNode;
  /** Rendered only while the tab is selected. */
  content: ReactNode;
}

export interface PageTabsProps<V extends string> extends SlotRecipeProps<'tabs'> {
  tabs: readonly PageTab<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Style props for the tab list (spacing, wrapping). */
  listProps?: HTMLChakraProps<'div'>;
}

export function PageTabs<V extends string>({ tabs, value, onValueChange, listProps, ...variants }: PageTabsProps<V>) {
  const base = useId();
  const triggerId = (tab: V) => `${base}-tab-${tab}`;
  const panelId = (tab: V) => `${base}-panel-${tab}`;

  const select = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length]?.value;
    if (next === undefined) return;
    document.getElementById(triggerId(next))?.focus();
    if (next !== value) onValueChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Root {...variants} data-orientation="horizontal">
      <List
        role="tablist"
        aria-orientation="horizontal"
        data-orientation="horizontal"
        onKeyDown={onKeyDown}
        {...listProps}
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <Trigger
              key={tab.value}
              type="button"
              role="tab"
              id={triggerId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              data-selected={selected ? '' : undefined}
              data-orientation="horizontal"
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
            >
              {tab.label}
            </Trigger>
          );
        })}
      </List>
      {tabs.map((tab) => (
        <Content
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={triggerId(tab.value)}
          data-orientation="horizontal"
          tabIndex={0}
          hidden={tab.value !== value}
        >
          {tab.value === value ? tab.content : null}
        </Content>
      ))}
    </Root>
  );
}
