import { type ArgumentMetadata, BadRequestException, Body, type PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { type ErrorBody, NUL_CHARACTER_MESSAGE, containsNulCharacter } from '@app/contracts';

type ValidationIssues = NonNullable<ErrorBody['issues']>;

function validationFailure(issues: ValidationIssues) {
  return new BadRequestException({ message: issues[0]?.message ?? 'Invalid request', issues });
}

/** Validates a request body or query with the schema from @app/contracts that the UI also uses. */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw validationFailure(result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
}

/** The request body, validated with `schema` (as @Body(new ZodValidationPipe(schema))). */
export const ValidBody = (schema: z.ZodType) => Body(new ZodValidationPipe(schema));

/** The query string, validated with `schema` (as @Query(new ZodValidationPipe(schema))). */
export const ValidQuery = (schema: z.ZodType) => Query(new ZodValidationPipe(schema));

/**
 * The global safety net for path parameters, which mostly have no schema: one with a NUL character is
 * refused with 400 (PostgreSQL could neither store nor compare it). Bodies and queries have their schemas.
 */
export class PathParamsPipe implements PipeTransform {
  transform(value: unknown, { type, data }: ArgumentMetadata): unknown {
    if (type === 'param' && typeof value === 'string' && containsNulCharacter(value)) {
      throw validationFailure([{ path: data ?? '', message: NUL_CHARACTER_MESSAGE }]);
    }
    return value;
  }
}
