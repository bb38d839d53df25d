import { useActor } from '@xstate/react';
import { readyFiles } from '../../../machines/dataFileList.machine.ts';
import { type DataFile, FILES_DATA_SOURCE } from '../../contract/dataFiles.ts';
import { inspect } from '../inspector.ts';
import type { InsightsFlows } from './InsightsFlows.ts';

/** How the project's uploaded files are offered as a module's data source. */
export const FILES_SOURCE_LABEL = 'Files';

export interface DataSourceOption {
  value: string;
  label: string;
}

/** A module's data sources: each connection, then the project's files once any is ready to query. */
export function dataSourceOptions(connections: { id: string; name: string }[], files: DataFile[]) {
  const options: DataSourceOption[] = connections.map((c) => ({ value: c.id, label: c.name }));
  if (readyFiles(files).length > 0) options.push({ value: FILES_DATA_SOURCE, label: FILES_SOURCE_LABEL });
  return options;
}

/** The data sources of the project's modules, read from its connection and file lists. */
export function useDataSourceOptions(flows: InsightsFlows, projectId: string | null) {
  const [connections] = useActor(flows.connectionList, { input: { scope: projectId }, inspect });
  const [files] = useActor(flows.dataFileList, { input: { projectId }, inspect });
  return dataSourceOptions(connections.context.items, files.context.files);
}
