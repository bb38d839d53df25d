/** Where the browser keeps the selected data project between visits. */
export const SELECTED_PROJECT_KEY = 'dataProjectId';
