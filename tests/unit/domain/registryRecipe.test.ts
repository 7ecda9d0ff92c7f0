import { describe, expect, it } from 'vitest';
import { RESOURCES, registry, type ResourceDeclaration } from '@domain/registry';
import { namedElement } from '@domain/registry/structure';
import { readNamespace } from '../../support/locales';
import { missingTexts, pluralForms, type Language } from '../../support/registryTexts';

/** The CONTRIBUTING recipe's example: a resource under departments, appended to a copy of the registry. */
const LOCATIONS: ResourceDeclaration = {
  name: 'locations',
  controller: 'LocationAPI',
  routes: { list: 'GetAll', one: 'GetById', save: 'AddEdit', remove: 'Delete', dropdown: 'GetDropdown' },
  permission: 'Location',
  parent: { source: 'departmentId', reference: 'departments' },
  menu: { group: 'hrAdmin', add: '/addlocation', list: '/locationlist' },
};
const declarations = [...RESOURCES, LOCATIONS];
const extended = [...registry, namedElement(LOCATIONS, declarations)];

/** What a new resource under a parent needs written, and no more (its field labels exist already). */
const needed = (lng: Language) => [
  ...pluralForms(lng).map((form) => `${lng}/admin.json: resources.locations.name_${form}`),
  ...['name', 'description', 'departmentId', 'createdDate', 'q'].map(
    (field) => `${lng}/admin.json: resources.locations.fields.${field}`,
  ),
  `${lng}/admin.json: menu.location`,
  `${lng}/admin.json: menu.addLocation`,
  `${lng}/admin.json: menu.locationList`,
  `${lng}/admin.json: audit.resources.locations`,
  `${lng}/server.json: entities.locations`,
  `${lng}/server.json: targets.locations`,
  ...pluralForms(lng).map((form) => `${lng}/server.json: blockers.locations_${form}`),
  `${lng}/people.json: permissions.Location`,
  `${lng}/import.json: kinds.locations`,
];

describe('a resource added by the recipe', () => {
  it('is reported missing every text, in every namespace and language, in one run', () => {
    const missing = missingTexts(extended);
    expect([...missing].sort()).toEqual([...needed('en'), ...needed('ar')].sort());
    expect(missing.filter((key) => key.startsWith('ar/admin.json: resources.locations.name_'))).toHaveLength(6);
  });

  it('is complete once those texts are written, and one missing Arabic plural form is named', () => {
    const written = new Set(missingTexts(extended));
    const read = (lng: Language, ns: string) => {
      const texts = readNamespace(lng, ns);
      for (const entry of written) {
        const [file, key] = entry.split(': ');
        if (file === `${lng}/${ns}.json`) texts.set(key, 'text');
      }
      return texts;
    };
    expect(missingTexts(extended, read)).toEqual([]);
    written.delete('ar/server.json: blockers.locations_few');
    expect(missingTexts(extended, read)).toEqual(['ar/server.json: blockers.locations_few']);
  });
});
