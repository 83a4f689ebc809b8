import { HttpException } from '@nestjs/common';

/** A page the API answers itself (ServerPages): its status, title, body markup (text already escaped), and whether no copy may be kept. */
export type ServerPage = { readonly status: number; readonly title: string; readonly body: string; readonly noStore?: boolean };

/**
 * The page that answers a form post which changed nothing (the slot was taken meanwhile, the booking has moved, the
 * link is unknown). Thrown, so the post's declared public change is not announced; FormPostFilter sends the page.
 */
export class ServerPageAnswer extends HttpException {
  constructor(readonly page: ServerPage) {
    super(page.title, page.status);
  }
}
