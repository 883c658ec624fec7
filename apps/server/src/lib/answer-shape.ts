/**
 * An answer cut to its contract: every object keeps only the keys its schema lists, at every depth, so a column a
 * query happens to select (a file path, an internal id) never leaves the server. Built once per response schema
 * as a plain function (no validation, no allocation beyond the copy); validation is `API_VALIDATE_RESPONSES`' job.
 */
import type { z } from 'zod';

type Shape = (value: unknown) => unknown;

const keep: Shape = (value) => value;
const shapes = new WeakMap<z.ZodType, Shape>();

/** The function that cuts a value to `schema` (memoised per schema). */
export function answerShape(schema: z.ZodType): Shape {
  let shape = shapes.get(schema);
  if (!shape) {
    shape = build(schema);
    shapes.set(schema, shape);
  }
  return shape;
}

type Def = { type: string } & Record<string, unknown>;

function build(schema: z.ZodType): Shape {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => [key, answerShape(field)] as const);
      if (def.catchall && (def.catchall as z.ZodType)._zod.def.type !== 'never') return keep;
      return (value) => {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
        const source = value as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const [key, field] of fields) if (key in source) out[key] = field(source[key]);
        return out;
      };
    }
    case 'array': {
      const element = answerShape(def.element as z.ZodType);
      if (element === keep) return keep;
      return (value) => (Array.isArray(value) ? value.map(element) : value);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional': {
      const inner = answerShape(def.innerType as z.ZodType);
      return inner === keep ? keep : (value) => (value === null || value === undefined ? value : inner(value));
    }
    case 'pipe':
      // A handler answers the schema's input, so the input side decides the shape.
      return answerShape(def.in as z.ZodType);
    case 'union': {
      const options = def.options as z.ZodType[];
      const objects = options.filter((o) => o._zod.def.type !== 'literal' && o._zod.def.type !== 'enum');
      if (objects.length === 0) return keep;
      // The first option the value fits; a value that fits none is sent as is (validation reports it under test).
      return (value) => {
        const fit = options.find((o) => o.safeParse(value).success);
        return fit ? answerShape(fit)(value) : value;
      };
    }
    case 'record': {
      const item = answerShape(def.valueType as z.ZodType);
      if (item === keep) return keep;
      return (value) => {
        if (value === null || typeof value !== 'object') return value;
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, item(v)]));
      };
    }
    case 'lazy': {
      let inner: Shape | null = null;
      return (value) => (inner ??= answerShape((def.getter as () => z.ZodType)()))(value);
    }
    default:
      // Scalars, literals, enums, dates, unknown: nothing to cut.
      return keep;
  }
}
