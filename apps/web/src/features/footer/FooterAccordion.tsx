'use client';
import { useId, useState } from 'react';
import styles from './footer.module.css';

export interface FooterSectionView {
  readonly key: string;
  readonly title: string;
  readonly links: readonly { readonly label: string; readonly href: string; readonly external: boolean }[];
}

/**
 * The footer's link sections: columns on wide screens; below 768 px an accordion with one section
 * open at a time, where clicking the open one closes it (spec doc 1 §4).
 */
export function FooterAccordion({ sections }: { sections: readonly FooterSectionView[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  return (
    <div className={styles.sections}>
      {sections.map((section) => {
        const expanded = open === section.key;
        const listId = `${id}-${section.key}`;
        return (
          <section key={section.key} className={styles.section}>
            <h2 className={styles.title}>
              <span className={styles.wideTitle}>{section.title}</span>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpen(expanded ? null : section.key)}
              >
                {section.title}
                <span aria-hidden="true" className={styles.chevron}>
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h2>
            <ul id={listId} className={styles.links} data-open={expanded ? '' : undefined}>
              {section.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} {...(link.external ? { rel: 'noopener noreferrer' } : {})}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
