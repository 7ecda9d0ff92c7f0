import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrganization, startApp, type TestContext } from '../../support/api';
import { describeApi } from '../../support/describeApi';
import { createEmployee, grants } from '../../support/people';
import { HR_SAMPLE, OPS_SAMPLE, createProfile, fixture, upload } from '../../support/estimation';
import { departments } from '../../../server/db/schema';

/** Files belong to one organisation; permissions and delete rules hold. */
describeApi('estimation files: isolation, permissions, deletion', () => {
  let ctx: TestContext;
  let mine: { auth: Record<string, string>; organizationId: number };
  let theirs: { auth: Record<string, string>; organizationId: number };
  let profile: number;
  let departmentId: number;
  let departmentProfile: number;
  let fileId: number;

  const call = (
    method: 'GET' | 'POST' | 'DELETE' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, payload });

  beforeAll(async () => {
    ctx = await startApp();
    mine = await createOrganization(ctx, 'Mine Co');
    theirs = await createOrganization(ctx, 'Theirs Co');
    profile = await createProfile(ctx, mine.organizationId);
    [{ id: departmentId }] = await ctx.database.db
      .insert(departments)
      .values({ organizationId: mine.organizationId, name: 'Operations' })
      .returning();
    departmentProfile = await createProfile(ctx, mine.organizationId, { scope: 'department', elementId: departmentId });
    const res = await upload(ctx, mine.auth, fixture(HR_SAMPLE), { OrganizationFteId: profile }, HR_SAMPLE);
    fileId = res.json().data.id;
    expect(
      (
        await upload(
          ctx,
          mine.auth,
          fixture(OPS_SAMPLE),
          { DepartmentId: departmentId, DepartmentFteId: departmentProfile },
          OPS_SAMPLE,
        )
      ).statusCode,
    ).toBe(200);
  });
  afterAll(() => ctx?.close());

  it('shows another organisation nothing of the files, by name or by id', async () => {
    const q = `fileName=${HR_SAMPLE}&fileType=O`;
    for (const url of [
      `/api/EstimationApi/GetExcelFileData?${q}`,
      `/api/EstimationApi/DownloadFile?${q}`,
      `/api/EstimationApi/ReportCalculation?${q}`,
      `/api/EstimationApi/ReportWorkbook?${q}`,
    ]) {
      expect((await call('GET', url, theirs.auth)).statusCode, url).toBe(404);
    }
    expect(
      (
        await call('GET', `/api/EstimationApi/GetAllEstimationsFileByFTEId/organization/${profile}/O`, theirs.auth)
      ).json(),
    ).toEqual([]);
    expect(
      (await call('GET', `/api/EstimationApi/GetEstimationReportFiles?fteId=${profile}`, theirs.auth)).json(),
    ).toEqual([]);
    expect((await call('GET', '/api/EstimationApi/GetCostingFilesDropDown', theirs.auth)).json()).toEqual([]);
    expect(
      (await call('GET', `/api/EstimationApi/GetFteValueById/${profile}/organization`, theirs.auth)).statusCode,
    ).toBe(404);
    expect(
      (
        await call('GET', `/api/EstimationApi/GetSubCategoryFTEDropdown/department/${departmentId}`, theirs.auth)
      ).json(),
    ).toEqual([]);
    expect((await call('DELETE', `/api/EstimationApi/DeleteFile/${fileId}`, theirs.auth)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/EstimationApi/SaveCustomFile', theirs.auth, { fileName: HR_SAMPLE, edits: [] }))
        .statusCode,
    ).toBe(404);
    // The same name in another organisation is that organisation's own file.
    const ownProfile = await createProfile(ctx, theirs.organizationId);
    const same = await upload(ctx, theirs.auth, fixture(OPS_SAMPLE), { OrganizationFteId: ownProfile }, HR_SAMPLE);
    expect(same.json().data.fileName).toBe(HR_SAMPLE);
    const theirReport = (
      await call('GET', `/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}`, theirs.auth)
    ).json();
    expect(theirReport.reportCalculations.at(-1).totalHours).toBeCloseTo(60511.685, 3);
    expect(
      (await call('GET', `/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}`, mine.auth))
        .json()
        .reportCalculations.at(-1).totalHours,
    ).toBe(19915);
  });

  it('lets the report role read reports but not upload or delete, and the details role upload but not read reports', async () => {
    const reporter = await createEmployee(ctx, mine.organizationId, { grants: grants('Estimation Report:View') });
    expect(
      (await call('GET', `/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}`, reporter.auth)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/EstimationApi/GetSubCategoryDropdown/organization', reporter.auth)).statusCode,
    ).toBe(200);
    expect((await upload(ctx, reporter.auth, fixture(HR_SAMPLE), { OrganizationFteId: profile })).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/EstimationApi/GetExcelFileData?fileName=${HR_SAMPLE}`, reporter.auth)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/EstimationApi/DeleteFile/${fileId}`, reporter.auth)).statusCode).toBe(403);

    const uploader = await createEmployee(ctx, mine.organizationId, {
      grants: grants('Estimation Details:View', 'Estimation Details:Add'),
    });
    const res = await upload(
      ctx,
      uploader.auth,
      fixture(HR_SAMPLE),
      { OrganizationFteId: profile },
      'by-employee.xlsx',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.createdBy).toMatch(/^Test Employee/);
    expect(
      (await call('GET', `/api/EstimationApi/ReportCalculation?fileName=${HR_SAMPLE}`, uploader.auth)).statusCode,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/EstimationApi/DeleteFile/${res.json().data.id}`, uploader.auth)).statusCode,
    ).toBe(403);
  });

  it('blocks deleting an FTE profile or element that files were made for, until the files are deleted', async () => {
    const profileDelete = await call('DELETE', `/api/DepartmentAPI/DeleteFTE/${departmentProfile}`, mine.auth);
    expect(profileDelete.statusCode).toBe(409);
    expect(profileDelete.json().alertMessage).toBe(`1 estimation file still uses this FTE profile: ${OPS_SAMPLE}`);
    expect((await call('DELETE', `/api/DepartmentAPI/Delete/${departmentId}`, mine.auth)).statusCode).toBe(409);

    const [ops] = (
      await call('GET', `/api/EstimationApi/GetAllEstimationsFileByFTEId/department/${departmentProfile}/O`, mine.auth)
    ).json();
    const removed = await call('DELETE', `/api/EstimationApi/DeleteFile/${ops.id}`, mine.auth);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      isSuccess: true,
      alertMessage: `The estimation file "${OPS_SAMPLE}" was deleted.`,
      data: { id: ops.id, fileName: OPS_SAMPLE },
    });
    expect(
      (
        await call(
          'GET',
          `/api/EstimationApi/GetAllEstimationsFileByFTEId/department/${departmentProfile}/O`,
          mine.auth,
        )
      ).json(),
    ).toEqual([]);
    expect((await call('DELETE', `/api/EstimationApi/DeleteFile/${ops.id}`, mine.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/DepartmentAPI/DeleteFTE/${departmentProfile}`, mine.auth)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/DepartmentAPI/Delete/${departmentId}`, mine.auth)).statusCode).toBe(200);
  });
});
