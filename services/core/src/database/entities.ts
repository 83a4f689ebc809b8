import { AuditLogEntity } from '../audit/audit-log.entity';
import { UserEntity } from '../users/user.entity';

/** Every entity, listed explicitly so discovery works the same from source, from dist and in tests. */
export const ENTITIES = [UserEntity, AuditLogEntity];
