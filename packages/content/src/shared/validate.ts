import * as v from 'valibot';

/** Thrown by {@link validateCollection}; `message` names the record and the field of every issue. */
export class ContentValidationError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(issues.join('\n'));
    this.name = 'ContentValidationError';
    this.issues = issues;
  }
}

function recordKey(record: unknown, index: number): string {
  if (record && typeof record === 'object') {
    for (const key of ['id', 'slug', 'path', 'value'] as const) {
      const value = (record as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return String(index);
}

function issuePath(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    out += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  }
  return out;
}

/** Formats the issues of one record as `name[key].field.sub: message`. */
export function formatIssues(
  name: string,
  key: string,
  issues: readonly v.BaseIssue<unknown>[],
): string[] {
  return issues.map((issue) => `${name}[${key}]${issuePath(issue)}: ${issue.message}`);
}

/**
 * Validates every record of a collection against its schema.
 * Records are named by their `id` (or `slug`, `path`, `value`; else their index), so a failure
 * reads `industries[gov-contracting].challenges: Invalid length: …`.
 * Returns the parsed records; throws {@link ContentValidationError} listing every issue.
 */
export function validateCollection<TSchema extends v.GenericSchema>(
  name: string,
  schema: TSchema,
  records: readonly unknown[],
): v.InferOutput<TSchema>[] {
  const problems: string[] = [];
  const parsed: v.InferOutput<TSchema>[] = [];
  records.forEach((record, index) => {
    const result = v.safeParse(schema, record);
    if (result.success) parsed.push(result.output);
    else problems.push(...formatIssues(name, recordKey(record, index), result.issues));
  });
  if (problems.length > 0) throw new ContentValidationError(problems);
  return parsed;
}

/** Validates a single record (company, layout copy, page bodies) and names it in messages. */
export function validateRecord<TSchema extends v.GenericSchema>(
  name: string,
  schema: TSchema,
  record: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, record);
  if (!result.success) {
    throw new ContentValidationError(
      result.issues.map((issue) => `${name}${issuePath(issue)}: ${issue.message}`),
    );
  }
  return result.output;
}
