// jsdom does no layout; ProseMirror asks for positions while it handles clicks and typing. These answer "nowhere".
const emptyRect = (): DOMRect => DOMRect.fromRect({ x: 0, y: 0, width: 0, height: 0 });
const noRects = (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList;

Range.prototype.getBoundingClientRect ??= emptyRect;
Range.prototype.getClientRects ??= noRects;
Document.prototype.elementFromPoint ??= () => null;
