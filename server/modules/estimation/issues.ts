import type { FastifyReply, FastifyRequest } from 'fastify';
import { WORKBOOK_MSG, type SheetIssue } from '@domain/estimation';

export interface IssueMessage {
  row?: number;
  column?: string;
  message: string;
}

/** A workbook problem or warning as a sentence in the caller's language, with its row and column. */
export function issueMessage(request: FastifyRequest, issue: SheetIssue): IssueMessage {
  const message = request.t(issue.key, { row: issue.row, column: issue.column, value: issue.value, ...issue.params });
  const out: IssueMessage = { message };
  if (issue.row !== undefined) out.row = issue.row;
  if (issue.column !== undefined) out.column = issue.column;
  return out;
}

/** How many problems a capped list stands for. */
export const issueCount = (issues: SheetIssue[]): number =>
  issues.reduce((n, issue) => n + (issue.key === WORKBOOK_MSG.moreProblems ? Number(issue.params?.count ?? 0) : 1), 0);

/** 422 with every problem the user must fix, as sentences under `UploadedFile` and as structured issues. */
export function sendWorkbookProblems(
  request: FastifyRequest,
  reply: FastifyReply,
  issues: SheetIssue[],
  field = 'UploadedFile',
) {
  const messages = issues.map((issue) => issueMessage(request, issue));
  return reply.code(422).send({
    isSuccess: false,
    alertMessage: request.t('workbook.invalid', { count: issueCount(issues) }),
    errors: { [field]: messages.map((m) => m.message) },
    issues: messages,
  });
}
