import type { Page } from 'playwright-core';
import { OWNER, call, tokenOf } from './e2eAccounts';

/**
 * The estimation screen's choice of the demo organisation's Riyadh profile, as the screen keeps it
 * (react-admin's store in local storage, `estimation.selection`), so its file tables show at once.
 * The page must have loaded the app once (the store's version is written then).
 */
export async function chooseRiyadhProfile(page: Page, url: string): Promise<void> {
  const token = await tokenOf(url, OWNER);
  const { body } = await call(url, '/api/EstimationApi/GetSubCategoryDropdown/organization', { token });
  const riyadh = body.find((profile) => profile.name === 'Riyadh head office');
  if (!riyadh) throw new Error('the Riyadh profile is missing');
  const selection = {
    category: 'organization',
    elementId: null,
    elementName: null,
    fteId: riyadh.id,
    fteFileName: riyadh.name,
    country: riyadh.country ?? null,
    currency: 'SAR',
    fileType: 'O',
    selectedFile: null,
    showReport: false,
  };
  await page.evaluate(
    (value) => localStorage.setItem('RaStore.estimation.selection', value),
    JSON.stringify(selection),
  );
}
