import * as RadixTabs from '@radix-ui/react-tabs';
import { type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';

/** Arrow keys move between tabs (Radix roving focus); Home and End jump to the ends. */
export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.spacing[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  flex: none;
  margin-bottom: -1px;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &[data-state='active'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.spacing[4]};
`;

export interface TabbedPanel {
  value: string;
  label: ReactNode;
  /** The tab's panel; none for a tab that leads elsewhere when chosen. */
  panel?: ReactNode;
}

export interface TabbedPanelsProps extends Omit<ComponentProps<typeof Tabs>, 'children'> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabbedPanel[];
}

/** Tabs from a list: a tab for each, named by its label, and the panels of those that have one. */
export function TabbedPanels({ label, tabs, ...root }: TabbedPanelsProps) {
  return (
    <Tabs {...root}>
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(
        (tab) =>
          tab.panel !== undefined && (
            <TabsContent key={tab.value} value={tab.value}>
              {tab.panel}
            </TabsContent>
          ),
      )}
    </Tabs>
  );
}
