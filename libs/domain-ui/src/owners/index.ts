export { StatementDocument } from './statement-document';
