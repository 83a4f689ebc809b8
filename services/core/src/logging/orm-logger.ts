import { DefaultLogger, type LogContext, type LoggerNamespace } from '@mikro-orm/core';

/**
 * MikroORM's logger without the 'query-params' namespace: when query logging is on (`debug`, or MIKRO_ORM_DEBUG,
 * which MikroORM reads whatever the options say), a query is logged with placeholders, never with its values.
 */
export class QueryLoggerWithoutValues extends DefaultLogger {
  override isEnabled(namespace: LoggerNamespace, context?: LogContext): boolean {
    return namespace !== 'query-params' && super.isEnabled(namespace, context);
  }
}
