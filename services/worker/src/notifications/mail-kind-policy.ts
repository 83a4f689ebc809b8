import { Injectable } from '@nestjs/common';
import type { MailKind } from '@app/contracts';
import type { OutboundMailEntity } from '@app/core';

/**
 * What a kind of mail adds to the outbox's one way of sending (SendMailHandler), kept by the feature the mail belongs
 * to, which registers it with MailPolicies as its module starts. Its queue, and whether it goes at most once, are
 * MAIL_DELIVERY's (@app/core).
 */
export interface MailKindPolicy {
  readonly kind: MailKind;
  /** Waits for the mail's turn before it is claimed: a pace shared by every worker. */
  pace?(): Promise<void>;
  /**
   * SQL over the outbox row `m`, true while the mail is still wanted. The claim checks it, and so does the gate its
   * body passes just before it leaves, which reads the rows it names FOR SHARE (`forShare`): a change that commits first
   * stops the body, and one that commits later waits for the gate's transaction.
   */
  stillWanted?(forShare: boolean): string;
  /** A mail its claim or a retry found no longer wanted: ended (cancelled, with why). Answers whether it was. */
  callOff?(mailId: string): Promise<boolean>;
  /** After a mail ended, however it ended: sent, failed for good, abandoned. */
  ended?(mail: OutboundMailEntity): Promise<void>;
}

const NO_POLICY: Omit<MailKindPolicy, 'kind'> = {};

/** The policies of the kinds that have one, registered by their features (before any job runs: onModuleInit). */
@Injectable()
export class MailPolicies {
  private readonly byKind = new Map<MailKind, MailKindPolicy>();

  register(policy: MailKindPolicy): void {
    if (this.byKind.has(policy.kind)) throw new Error(`A mail policy for ${policy.kind} is registered already`);
    this.byKind.set(policy.kind, policy);
  }

  /** The kind's policy; a kind without one is sent as it is, with no pace, check or hook. */
  of(kind: MailKind): Omit<MailKindPolicy, 'kind'> {
    return this.byKind.get(kind) ?? NO_POLICY;
  }
}
