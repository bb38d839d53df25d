/** What a screen says while the workspace or project it works in is not chosen (spec §8). */
export const NO_WORKSPACE = 'No workspace selected.';
export const NO_PROJECT = 'No project selected.';
