import type { TFunction } from 'i18next';
import type { ResourceSpec } from '@domain/registry';
import { saveSchema } from '@domain/registry/schema';

/**
 * Form-level validation from the same schema the server applies, so the browser shows the very
 * messages the API would answer, under each field.
 */
export function schemaValidator(spec: ResourceSpec, t: TFunction) {
  const schema = saveSchema(spec);
  return (values: Record<string, unknown>) => {
    const candidate: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value !== null && value !== '' && key !== 'id' && key !== 'createdDate') candidate[key] = value;
    }
    const result = schema.safeParse(candidate);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (errors[field]) continue;
      const raw = issue as { maximum?: unknown };
      errors[field] = t(`server:${issue.message}`, { field: t(`server:fields.${field}`), max: raw.maximum });
    }
    return errors;
  };
}
