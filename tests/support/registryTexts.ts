import { menuKey, type ResourceSpec } from '@domain/registry';
import { readNamespace, type Flat } from './locales';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The plural forms a language writes (i18next picks among the same ones): two in English, six in Arabic. */
export const pluralForms = (lng: Language): string[] => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

/**
 * The translation keys one registry resource needs in `lng`, namespace by namespace: its name,
 * fields and menu entries, the audit trail's and the import page's word for it, the server's
 * messages about it and its permission. `all` is the registry it belongs to (a resource another
 * one hangs under needs its "missing" message).
 */
export function textsOf(spec: ResourceSpec, all: readonly ResourceSpec[], lng: Language): Record<string, string[]> {
  const key = menuKey(spec);
  const Key = `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  const sources = spec.fields.map((f) => f.source);
  const forms = pluralForms(lng);
  const referenced = all.some((other) => other.parent?.reference === spec.name);
  return {
    admin: [
      ...forms.map((form) => `resources.${spec.name}.name_${form}`),
      ...[...sources, 'createdDate', 'q'].map((source) => `resources.${spec.name}.fields.${source}`),
      `menu.${key}`,
      `menu.add${Key}`,
      `menu.${key}List`,
      `audit.resources.${spec.name}`,
    ],
    server: [
      `entities.${spec.name}`,
      `targets.${spec.name}`,
      ...sources.map((source) => `fields.${source}`),
      ...(spec.parent
        ? [...forms.map((form) => `blockers.${spec.name}_${form}`), `import.notFound.${spec.parent.source}`]
        : []),
      ...(referenced ? [`missing.${spec.name}`] : []),
    ],
    people: [`permissions.${spec.permission}`],
    import: [`kinds.${spec.name}`],
  };
}

/**
 * Every text the resources of `all` lack, in every language and namespace at once, as
 * `<lng>/<namespace>.json: <key>`: a new resource's whole list of missing texts in one run.
 */
export function missingTexts(all: readonly ResourceSpec[], read: (lng: Language, ns: string) => Flat = readNamespace) {
  const missing: string[] = [];
  for (const lng of LANGUAGES)
    for (const spec of all)
      for (const [ns, keys] of Object.entries(textsOf(spec, all, lng))) {
        const texts = read(lng, ns);
        for (const key of keys) {
          const text = texts.get(key);
          if (typeof text !== 'string' || text === '') missing.push(`${lng}/${ns}.json: ${key}`);
        }
      }
  return [...new Set(missing)];
}
