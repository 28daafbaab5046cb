/**
 * Zod's issues rewritten for copywriters: what is wrong with the value as written, and the likely
 * fix when one is close (a misspelt field or choice, the wrong case, a number in quotes).
 */
import type { z } from "zod";
import { closestOption, didYouMean } from "./content-problems";
import type { FieldPath } from "./front-matter";

/** Read-only view of the Zod internals needed to list the fields an object accepts. */
type SchemaDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The object schema at a path, through optional, default, transform and array wrappers. */
function objectShapeAt(schema: z.ZodType, path: FieldPath): Record<string, z.ZodType> | undefined {
  let current: z.ZodType | undefined = schema;
  let remaining = [...path];
  while (current) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === "pipe") current = def.in;
    else if (def.type === "array" && remaining.length > 0) {
      current = def.element;
      remaining = remaining.slice(1);
    } else if (def.type === "object" && def.shape) {
      if (remaining.length === 0) return def.shape;
      const [key, ...rest] = remaining;
      current = def.shape[String(key)];
      remaining = rest;
    } else return undefined;
  }
  return undefined;
}

function valueAt(data: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
    data,
  );
}

const shown = (value: unknown) => (typeof value === "string" ? `"${value}"` : String(value));

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  array: 'a list, one "- " line per item',
  object: "a group of fields, indented below it",
};

function wrongType(expected: string, value: unknown): string {
  if (expected === "number" && typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) {
    return `must be a number: write ${value.trim()} without quotes`;
  }
  if (expected === "string" && (typeof value === "number" || typeof value === "boolean")) {
    return `must be text: put it in double quotes, "${String(value)}"`;
  }
  const actual = Array.isArray(value) ? "a list" : value === null ? "empty" : shown(value);
  return `must be ${kinds[expected] ?? expected}, not ${actual}`;
}

function size(
  issue: { origin?: string; maximum?: unknown; minimum?: unknown; exact?: boolean },
  value: unknown,
): string {
  const limit = Number(issue.maximum ?? issue.minimum);
  const bound = issue.exact ? "exactly" : issue.maximum !== undefined ? "at most" : "at least";
  if (issue.origin === "string" && typeof value === "string") {
    return `must be ${bound} ${limit} characters (it has ${value.length})`;
  }
  if (issue.origin === "array" && Array.isArray(value)) {
    return `must have ${bound} ${limit} ${limit === 1 ? "item" : "items"} (it has ${value.length})`;
  }
  return `must be ${bound} ${limit}`;
}

export type DescribedIssue = {
  /** Where the problem is: the field's path. */
  path: FieldPath;
  /** Whether to point at the field's name rather than its value (an unknown field). */
  atKey: boolean;
  message: string;
  /** For an unknown field, the field it most likely meant. */
  meant?: string;
};

/** One Zod issue (or, for unknown fields, one per field) in copywriters' words. */
export function describeIssue(
  issue: z.core.$ZodIssue,
  schema: z.ZodType,
  data: unknown,
): DescribedIssue[] {
  const path = issue.path.filter((key): key is string | number => typeof key !== "symbol");
  const value = valueAt(data, path);
  const hasDefaultMessage = /^(Invalid|Too (big|small))/.test(issue.message);
  switch (issue.code) {
    case "unrecognized_keys": {
      const known = Object.keys(objectShapeAt(schema, path) ?? {});
      return issue.keys.map((key) => {
        const meant = closestOption(key, known);
        return {
          path: [...path, key],
          atKey: true,
          meant,
          message: meant
            ? `is not a field here (did you mean "${meant}"?)`
            : `is not a field here; the fields are ${known.join(", ")}`,
        };
      });
    }
    case "invalid_type":
      return [
        {
          path,
          atKey: false,
          message: value === undefined ? "is required" : wrongType(issue.expected, value),
        },
      ];
    case "invalid_value": {
      const options = issue.values.map(String);
      const message =
        `${shown(value)} is not one of ${options.join(", ")}` + didYouMean(String(value), options);
      return [{ path, atKey: false, message }];
    }
    case "too_big":
    case "too_small":
      return [
        { path, atKey: false, message: hasDefaultMessage ? size(issue, value) : issue.message },
      ];
    case "invalid_format":
      return [
        {
          path,
          atKey: false,
          message:
            hasDefaultMessage && issue.format === "url"
              ? "must be a full web address starting with https://"
              : issue.message,
        },
      ];
    default:
      return [{ path, atKey: false, message: issue.message }];
  }
}
