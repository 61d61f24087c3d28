import { useId, useState, type ReactNode } from 'react';
import styles from './report-view.module.css';
import { useRovingFocus } from './use-roving-focus';

export interface ReportTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (spec §2 "tabs Summary and Dimensions"): one tab stop, arrow keys move between
 * tabs and show their panel, Home and End go to the ends. Hidden panels stay mounted, so what a
 * reader picked in one (a question number, a name being typed) is still there on return.
 */
export function ReportTabs({ label, tabs }: { label: string; tabs: readonly ReportTab[] }) {
  const base = useId();
  const [active, setActive] = useState(tabs[0]?.id);
  const roving = useRovingFocus(
    tabs.map((tab) => tab.id),
    setActive,
    'horizontal',
  );
  return (
    <div className={styles.tabs}>
      <div className={styles.tabList} role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={roving.refOf(tab.id)}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => roving.onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className={styles.panel}
          data-testid={`panel-${tab.id}`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
