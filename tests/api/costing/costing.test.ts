import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee, grants } from '../../support/people';
import { HR_SAMPLE, OPS_SAMPLE, createProfile, fixture, upload } from '../../support/estimation';

type Line = {
  resourcesName: string;
  totalHours: number;
  numberOfResources: number;
  annualCost: number;
  cost: number | null;
  hasCost: boolean;
};

/** Costing: one annual cost per FTE for each (file, job title); the report multiplies it by the resources. */
describeApi('costing', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let organizationId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = auth) =>
    ctx.app.inject({ method, url: `/api/${url}`, headers, payload });
  const report = async (file = HR_SAMPLE) =>
    (await call('GET', `EstimationApi/ReportCalculation?fileName=${file}&fileType=O`)).json();
  const line = (r: { reportCalculations: Line[] }, name: string) =>
    r.reportCalculations.find((l) => l.resourcesName === name)!;

  beforeAll(async () => {
    ctx = await startApp();
    ({ auth, organizationId } = await createOrganization(ctx, 'Costing Co'));
    const sar = await createProfile(ctx, organizationId);
    const pkr = await createProfile(ctx, organizationId, { country: 'Pakistan', name: 'Karachi office' });
    expect((await upload(ctx, auth, fixture(HR_SAMPLE), { OrganizationFteId: sar }, HR_SAMPLE)).statusCode).toBe(200);
    expect((await upload(ctx, auth, fixture(OPS_SAMPLE), { OrganizationFteId: pkr }, OPS_SAMPLE)).statusCode).toBe(200);
  });
  afterAll(() => ctx?.close());

  it('costs the report: CHRO at 600,000 SAR with FTE 1417 costs 255,857.45 a year', async () => {
    const before = await report();
    expect(line(before, 'CHRO')).toMatchObject({ annualCost: 0, cost: null, hasCost: false });
    expect(before.file.designationsWithoutCost).toContain('CHRO');

    const res = await call('POST', 'Costing/AddCosting', {
      fileName: HR_SAMPLE,
      designationName: '  chro ',
      cost: 600000,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isSuccess: true,
      alertMessage: 'The cost of CHRO in "hr-manpower-model.xlsx" was saved.',
      data: {
        fileName: HR_SAMPLE,
        designationName: 'CHRO',
        cost: 600000,
        currency: 'SAR',
        country: 'SaudiArabia',
        createdBy: 'Owner Costing Co',
        breakdown: null,
      },
    });

    const after = await report();
    const chro = line(after, 'CHRO');
    expect(chro.annualCost.toFixed(2)).toBe('255857.45');
    expect(chro).toMatchObject({ cost: 600000, hasCost: true });
    expect(after.reportCalculations.at(-1).annualCost.toFixed(2)).toBe('255857.45');
    expect(after.reportCalculations.at(-1).hasCost).toBe(false);
    expect(after.file.designationsWithoutCost).toEqual(['People & OD Manager', 'Asst. Manager', 'HR Executive']);
  });

  it('lists, reads, edits and deletes costs with the file currency', async () => {
    const added = (
      await call('POST', 'Costing/AddCosting', { fileName: HR_SAMPLE, designationName: 'HR Executive', cost: '120000' })
    ).json().data;
    const ops = (
      await call('POST', 'Costing/AddCosting', { fileName: OPS_SAMPLE, designationName: 'l1 support', cost: 1800000 })
    ).json().data;
    expect(ops).toMatchObject({ designationName: 'L1 Support', currency: 'PKR', country: 'Pakistan' });

    const all = (await call('GET', 'Costing/GetAll')).json();
    expect(all.map((c: { fileName: string; designationName: string }) => `${c.fileName}/${c.designationName}`)).toEqual(
      [`${HR_SAMPLE}/CHRO`, `${HR_SAMPLE}/HR Executive`, `${OPS_SAMPLE}/L1 Support`],
    );
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining(['id', 'fileName', 'designationName', 'createdBy', 'cost', 'currency']),
    );
    expect((await call('GET', `Costing/GetAllCostingByFile/${HR_SAMPLE}`)).json()).toHaveLength(2);
    expect((await call('GET', `Costing/GetById?id=${added.id}`)).json()).toMatchObject({ id: added.id, cost: 120000 });

    const edited = await call('PUT', 'Costing/EditCosting', {
      id: added.id,
      fileName: HR_SAMPLE,
      designationName: 'HR Executive',
      designationID: 7,
      cost: 130000,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      alertMessage: 'The cost of HR Executive in "hr-manpower-model.xlsx" was updated.',
      data: { id: added.id, cost: 130000, designationID: 7 },
    });
    const hrExecutive = line(await report(), 'HR Executive');
    expect(hrExecutive.annualCost).toBeCloseTo((hrExecutive.totalHours / 1417) * 130000, 2);

    const removed = await call('DELETE', `Costing/DeleteCosting?id=${ops.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `Costing/GetById?id=${ops.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `Costing/DeleteCosting?id=${ops.id}`)).statusCode).toBe(404);
  });

  it('builds a cost from a monthly breakdown and keeps the breakdown for editing', async () => {
    const breakdown = { monthlyBasic: 20000, housing: 5000, otherAllowances: 1000, employerContributionRate: 0.12 };
    const res = await call('POST', 'Costing/AddCosting', {
      fileName: HR_SAMPLE,
      designationName: 'Asst. Manager',
      breakdown,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({ cost: 349440, breakdown });
    const edited = await call('PUT', 'Costing/EditCosting', {
      id: saved.id,
      fileName: HR_SAMPLE,
      designationName: 'Asst. Manager',
      breakdown: { ...breakdown, housing: 6000 },
    });
    expect(edited.json().data).toMatchObject({ cost: 362880, breakdown: { housing: 6000 } });
    expect((await call('GET', `Costing/GetById?id=${saved.id}`)).json().breakdown).toEqual({
      ...breakdown,
      housing: 6000,
    });
  });

  it('holds the rules: the file exists, the job title is one of its JD columns, the cost is 0 or more, one cost per job title', async () => {
    const missingFile = await call('POST', 'Costing/AddCosting', {
      fileName: 'nothing.xlsx',
      designationName: 'CHRO',
      cost: 1,
    });
    expect(missingFile.statusCode).toBe(400);
    expect(missingFile.json().errors.FileName).toEqual(['There is no estimation file named "nothing.xlsx".']);
    const notAJob = await call('POST', 'Costing/AddCosting', { fileName: HR_SAMPLE, designationName: 'CEO', cost: 1 });
    expect(notAJob.statusCode).toBe(400);
    expect(notAJob.json().errors.DesignationName).toEqual([
      '"CEO" is not a job title of "hr-manpower-model.xlsx". Its job titles are: CHRO, People & OD Manager, Asst. Manager, HR Executive.',
    ]);
    const negative = await call('POST', 'Costing/AddCosting', {
      fileName: HR_SAMPLE,
      designationName: 'People & OD Manager',
      cost: -5,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.Cost).toEqual(['Cost must be a number of 0 or more']);
    const noCost = await call('POST', 'Costing/AddCosting', {
      fileName: HR_SAMPLE,
      designationName: 'People & OD Manager',
    });
    expect(noCost.statusCode).toBe(400);
    const duplicate = await call('POST', 'Costing/AddCosting', {
      fileName: HR_SAMPLE,
      designationName: 'CHRO ',
      cost: 1,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().alertMessage).toBe(
      'CHRO already has a cost in "hr-manpower-model.xlsx". Edit that cost instead.',
    );
    const [chro, executive] = (await call('GET', `Costing/GetAllCostingByFile/${HR_SAMPLE}`)).json();
    const moveOnto = await call('PUT', 'Costing/EditCosting', {
      id: executive.id,
      fileName: HR_SAMPLE,
      designationName: chro.designationName,
      cost: 1,
    });
    expect(moveOnto.statusCode).toBe(409);
    const arabic = await call(
      'POST',
      'Costing/AddCosting',
      { fileName: HR_SAMPLE, designationName: 'CHRO', cost: 1 },
      { ...auth, 'accept-language': 'ar' },
    );
    expect(arabic.json().alertMessage).toBe(
      'للمسمى الوظيفي \u2068CHRO\u2069 تكلفة مسجلة في "\u2068hr-manpower-model.xlsx\u2069". عدّل تلك التكلفة بدلًا من إضافة أخرى.',
    );
  });

  it('keeps costs to their organisation', async () => {
    const other = await createOrganization(ctx, 'Other Costing Co');
    const [mine] = (await call('GET', 'Costing/GetAll')).json();
    expect((await call('GET', 'Costing/GetAll', undefined, other.auth)).json()).toEqual([]);
    expect((await call('GET', `Costing/GetById?id=${mine.id}`, undefined, other.auth)).statusCode).toBe(404);
    expect((await call('GET', `Costing/GetAllCostingByFile/${HR_SAMPLE}`, undefined, other.auth)).json()).toEqual([]);
    expect(
      (await call('POST', 'Costing/AddCosting', { fileName: HR_SAMPLE, designationName: 'CHRO', cost: 1 }, other.auth))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'PUT',
          'Costing/EditCosting',
          { id: mine.id, fileName: HR_SAMPLE, designationName: 'CHRO', cost: 1 },
          other.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `Costing/DeleteCosting?id=${mine.id}`, undefined, other.auth)).statusCode).toBe(404);
    expect((await call('GET', `Costing/GetById?id=${mine.id}`)).json().cost).toBe(mine.cost);
  });

  it('enforces the Costing permission per action', async () => {
    const viewer = await createEmployee(ctx, organizationId, { grants: grants('Costing:View') });
    expect((await call('GET', 'Costing/GetAll', undefined, viewer.auth)).statusCode).toBe(200);
    expect((await call('GET', 'EstimationApi/GetCostingFilesDropDown', undefined, viewer.auth)).statusCode).toBe(200);
    expect(
      (
        await call(
          'POST',
          'Costing/AddCosting',
          { fileName: HR_SAMPLE, designationName: 'People & OD Manager', cost: 1 },
          viewer.auth,
        )
      ).statusCode,
    ).toBe(403);
    const [first] = (await call('GET', 'Costing/GetAll')).json();
    expect(
      (
        await call(
          'PUT',
          'Costing/EditCosting',
          { id: first.id, fileName: HR_SAMPLE, designationName: first.designationName, cost: 1 },
          viewer.auth,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `Costing/DeleteCosting?id=${first.id}`, undefined, viewer.auth)).statusCode).toBe(403);
    const nobody = await createEmployee(ctx, organizationId, { grants: grants('Estimation Details:View') });
    expect((await call('GET', 'Costing/GetAll', undefined, nobody.auth)).statusCode).toBe(403);
  });

  it('deletes a file’s costs with the file', async () => {
    const [file] = (await call('GET', 'EstimationApi/GetCostingFilesDropDown'))
      .json()
      .filter((f: { name: string }) => f.name === HR_SAMPLE);
    expect((await call('DELETE', `EstimationApi/DeleteFile/${file.id}`)).statusCode).toBe(200);
    expect((await call('GET', `Costing/GetAllCostingByFile/${HR_SAMPLE}`)).json()).toEqual([]);
  });
});
