import { useEffect, useState } from 'react';
import { getJson } from '../http/client';
import { contactApi } from '@domain/api/platform';
import { apiPath } from '@domain/api/endpoint';

/** The agency's contact details and social links, from the server's configuration. */
export interface SiteContact {
  phone: string;
  email: string;
  address: string;
  mapUrl: string;
  social: { linkedin: string; instagram: string; pinterest: string; facebook: string };
}

let pending: Promise<SiteContact | null> | undefined;

const load = (): Promise<SiteContact | null> => {
  pending ??= getJson<SiteContact>(apiPath(contactApi.details)).catch(() => {
    pending = undefined;
    return null;
  });
  return pending;
};

/** Fetched once per page load and shared by the header, side menu, footer and contact page. */
export function useSiteContact(): SiteContact | null {
  const [contact, setContact] = useState<SiteContact | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((found) => live && setContact(found));
    return () => {
      live = false;
    };
  }, []);
  return contact;
}

/** `tel:` wants the digits and the leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
