import type { Location } from 'react-router-dom';

/** What the address carries once a new draft has been made: the editor it was typed in. */
type EditorState = { editorKey: string };

function isEditorState(state: unknown): state is EditorState {
  return typeof state === 'object' && state !== null && typeof (state as Partial<EditorState>).editorKey === 'string';
}

/** Which editor instance an address shows: a new one per visit, except that a draft made on New Content keeps its own. */
export function editorKeyOf({ key, state }: Location): string {
  return isEditorState(state) ? state.editorKey : key;
}

/** The edit route of a draft just made in the editor at `location`, keeping that editor (and what is typed in it). */
export function editRouteOfNew(id: string, location: Location): [string, { replace: true; state: EditorState }] {
  return [`/admin/content/edit/${encodeURIComponent(id)}`, { replace: true, state: { editorKey: editorKeyOf(location) } }];
}
