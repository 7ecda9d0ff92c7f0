import type { ReactNode } from 'react';

/** The band at the top of every inner page: its one heading and a lead paragraph. */
export function PageHero({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className="tw-hero tw-page-hero">
      <div className="tw-container">
        <h1>{title}</h1>
        {lead ? <p className="tw-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
