import type { ReportModule } from '../../../machines/insightModule.machine.ts';

/** Where this browser tab keeps a project's workbench page while it has unsaved changes. */
const key = (projectId: string) => `unsavedWorkbench:${projectId}`;

/** The page left unsaved in this tab for the project, or null. */
export function readUnsavedPage(projectId: string | null): ReportModule[] | null {
  if (!projectId) return null;
  try {
    const text = sessionStorage.getItem(key(projectId));
    const modules: unknown = text ? JSON.parse(text) : null;
    return Array.isArray(modules) ? (modules as ReportModule[]) : null;
  } catch {
    return null;
  }
}

/** Keeps the unsaved page for the project (null: nothing unsaved any more). */
export function storeUnsavedPage(projectId: string, modules: ReportModule[] | null) {
  try {
    if (modules) sessionStorage.setItem(key(projectId), JSON.stringify(modules));
    else sessionStorage.removeItem(key(projectId));
  } catch {
    // A page too large for the tab's storage is only kept in memory; leaving asks first.
  }
}
